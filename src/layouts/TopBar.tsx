/** Top bar: sider toggle, show switcher, language, user name and role, settings and account menus. */
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/Settings';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import LanguageSelect from '@/components/LanguageSelect';
import HeaderMenu from './HeaderMenu';
import { useTopBar } from './hooks';
import ShowSwitcher from './ShowSwitcher';

interface Props {
  collapsed: boolean;
  /** Below md the button opens the menu's drawer instead of folding the sider. */
  mobile: boolean;
  onToggle: () => void;
}

export default function TopBar({ collapsed, mobile, onToggle }: Props) {
  const intl = useIntl();
  const { name, roleLabelId, settings, account, logout } = useTopBar();
  const toggleLabelId = mobile ? 'layout.menu.open' : collapsed ? 'layout.menu.expand' : 'layout.menu.collapse';
  const toggleLabel = intl.formatMessage({ id: toggleLabelId });
  return (
    // Above the desktop sider, under the phone's drawer (which would open beneath it otherwise).
    <AppBar position="fixed" elevation={1} sx={mobile ? undefined : { zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      {/* Narrow screens: tighter gaps, no name beside the account menu, so all of it fits in 390 px. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1, md: 2 }, px: { xs: 1, sm: 2 } }}>
        <IconButton color="inherit" edge="start" aria-label={toggleLabel} onClick={onToggle} sx={{ ml: { xs: 0, sm: -1.5 } }}>
          {mobile || collapsed ? <MenuIcon /> : <ChevronLeftIcon />}
        </IconButton>
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 600, display: { xs: 'none', md: 'block' } }}
        >
          <FormattedMessage id="app.name" />
        </Typography>
        <ShowSwitcher />
        <Box sx={{ flex: 1 }} />
        <LanguageSelect />
        <Box sx={{ textAlign: 'right', lineHeight: 1.2, minWidth: 0, display: { xs: 'none', sm: 'block' } }} data-testid="current-user">
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="caption" noWrap sx={{ opacity: 0.85 }}>
            <FormattedMessage id={roleLabelId} />
          </Typography>
        </Box>
        <HeaderMenu labelId="layout.settings" icon={<SettingsIcon />} entries={settings} />
        <HeaderMenu
          labelId="layout.account"
          icon={<AccountCircleIcon />}
          entries={account}
          onAction={(id) => id === 'logout' && logout()}
        />
      </Toolbar>
    </AppBar>
  );
}
