/**
 * Left sider: 200 px, 80 px collapsed; entries from the menu table, the user's place marked
 * (aria-current and a fill). Below the desktop width (md) it is a drawer over the page, opened
 * from the top bar, closed by Escape, its backdrop or a chosen entry.
 */
import AssignmentIcon from '@mui/icons-material/Assignment';
import DescriptionIcon from '@mui/icons-material/Description';
import EventIcon from '@mui/icons-material/Event';
import HandshakeIcon from '@mui/icons-material/Handshake';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from '@/config';
import { activeMenuEntryId, type VisibleMenuEntry } from '@/domain/menu';
import Slot from '@/features/Slot';
import { useSideMenu } from './hooks';
import { VISUALLY_HIDDEN } from '@/ui/visuallyHidden';

const ICONS: Record<string, ReactNode> = {
  show: <EventIcon />,
  stands: <StorefrontIcon />,
  demands: <AssignmentIcon />,
  documents: <DescriptionIcon />,
  providersModal: <HandshakeIcon />,
};

interface EntryProps {
  entry: VisibleMenuEntry;
  collapsed: boolean;
  current: boolean;
  onOpenModal: (name: string) => void;
}

function Entry({ entry, collapsed, current, onOpenModal }: EntryProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: entry.labelId });
  const modal = entry.modal;
  if (modal) {
    return (
      <ListItem disablePadding sx={{ display: 'block' }}>
        <ListItemButton onClick={() => onOpenModal(modal)} aria-haspopup="dialog" title={collapsed ? label : undefined} sx={{ color: 'inherit', justifyContent: collapsed ? 'center' : 'flex-start' }}>
          <ListItemIcon sx={{ color: 'inherit', minWidth: collapsed ? 0 : 40 }}>{ICONS[entry.id]}</ListItemIcon>
          {!collapsed && <ListItemText primary={label} />}
          {collapsed && <Box component="span" sx={VISUALLY_HIDDEN}>{label}</Box>}
        </ListItemButton>
      </ListItem>
    );
  }
  if (!entry.to) return null;
  // A list's items are <li>s: the link goes inside one (axe 'list', issue 8).
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={RouterLink}
        to={entry.to}
        aria-current={current ? 'page' : undefined}
        selected={current}
        title={collapsed ? label : undefined}
        sx={{
          color: 'inherit',
          justifyContent: collapsed ? 'center' : 'flex-start',
          // Not by colour alone: a fill and a bar on the left edge.
          '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(255,255,255,0.16)', boxShadow: 'inset 4px 0 0 currentColor' },
        }}
      >
        <ListItemIcon sx={{ color: 'inherit', minWidth: collapsed ? 0 : 40 }}>{ICONS[entry.id]}</ListItemIcon>
        {!collapsed && <ListItemText primary={label} />}
        {collapsed && <Box component="span" sx={VISUALLY_HIDDEN}>{label}</Box>}
      </ListItemButton>
    </ListItem>
  );
}


interface Props {
  collapsed: boolean;
  /** Below md: a drawer over the page, open or not. */
  mobile: boolean;
  open: boolean;
  onClose: () => void;
}

export default function SideMenu({ collapsed: collapsedOnDesktop, mobile, open, onClose }: Props) {
  const { entries, bottom, showId, openModal } = useSideMenu();
  const intl = useIntl();
  const { pathname } = useLocation();
  const current = activeMenuEntryId([...entries, ...bottom], pathname);
  const collapsed = collapsedOnDesktop && !mobile;
  const width = collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH;
  const list = (items: VisibleMenuEntry[]) => (
    <List>
      {items.map((entry) => (
        <Entry key={entry.id} entry={entry} collapsed={collapsed} current={entry.id === current} onOpenModal={openModal} />
      ))}
    </List>
  );
  return (
    <Drawer
      variant={mobile ? 'temporary' : 'permanent'}
      open={mobile ? open : true}
      onClose={onClose}
      // On a phone the drawer is a modal dialog: it is named (axe's aria-dialog-name, issue 20 item 16).
      slotProps={mobile ? { paper: { 'aria-label': intl.formatMessage({ id: 'layout.menu.drawer' }) } } : undefined}
      sx={{
        width: mobile ? undefined : width,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width,
          boxSizing: 'border-box',
          // The paper itself never scrolls (its spacer stays under the top bar); the menu below it does,
          // so an entry scrolled into view is never under the bar (the advertisers' logos make it long).
          overflow: 'hidden',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          transition: 'width 150ms',
        },
      }}
    >
      {!mobile && <Box sx={{ height: 64 }} />}
      <Box
        component="nav"
        aria-label={intl.formatMessage({ id: 'app.name' })}
        // A chosen entry closes the drawer: a link (the page under it changes) or an entry that opens
        // a dialog (the providers), which would otherwise sit over the open drawer.
        onClick={mobile ? (event) => (event.target as HTMLElement).closest('a, [aria-haspopup="dialog"]') && onClose() : undefined}
        sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' }}>
        {list(entries)}
        <Box sx={{ flex: 1 }} />
        {list(bottom)}
        {showId !== null && <Slot name="sideMenuBottom" props={{ showId, collapsed }} />}
      </Box>
    </Drawer>
  );
}
