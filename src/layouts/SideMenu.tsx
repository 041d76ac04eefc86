/** Left sider: 200 px, 80 px collapsed; entries from the menu table. */
import AssignmentIcon from '@mui/icons-material/Assignment';
import DescriptionIcon from '@mui/icons-material/Description';
import EventIcon from '@mui/icons-material/Event';
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
import { NavLink } from 'react-router';
import { SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from '@/config';
import type { VisibleMenuEntry } from '@/domain/menu';
import { useSideMenu } from './hooks';

const ICONS: Record<string, ReactNode> = {
  show: <EventIcon />,
  stands: <StorefrontIcon />,
  demands: <AssignmentIcon />,
  documents: <DescriptionIcon />,
};

function Entry({ entry, collapsed }: { entry: VisibleMenuEntry; collapsed: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: entry.labelId });
  if (!entry.to) return null;
  // A list's items are <li>s: the link goes inside one (axe 'list', issue 8).
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={NavLink}
        to={entry.to}
        title={collapsed ? label : undefined}
        sx={{ color: 'inherit', '&.active': { bgcolor: 'rgba(255,255,255,0.16)' }, justifyContent: collapsed ? 'center' : 'flex-start' }}
      >
        <ListItemIcon sx={{ color: 'inherit', minWidth: collapsed ? 0 : 40 }}>{ICONS[entry.id]}</ListItemIcon>
        {!collapsed && <ListItemText primary={label} />}
        {collapsed && <Box component="span" sx={visuallyHidden}>{label}</Box>}
      </ListItemButton>
    </ListItem>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

export default function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { entries, bottom } = useSideMenu();
  const intl = useIntl();
  const width = collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH;
  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width,
          boxSizing: 'border-box',
          overflowX: 'hidden',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          transition: 'width 150ms',
        },
      }}
    >
      <Box sx={{ height: 64 }} />
      <Box component="nav" aria-label={intl.formatMessage({ id: 'app.name' })} sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
        <List>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} collapsed={collapsed} />
          ))}
        </List>
        <Box sx={{ flex: 1 }} />
        <List>
          {bottom.map((entry) => (
            <Entry key={entry.id} entry={entry} collapsed={collapsed} />
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
