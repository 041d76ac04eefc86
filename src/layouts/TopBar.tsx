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

export default function TopBar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const { name, roleLabelId, settings, account, logout } = useTopBar();
  const toggleLabel = intl.formatMessage({ id: collapsed ? 'layout.menu.expand' : 'layout.menu.collapse' });
  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 2 }}>
        <IconButton color="inherit" edge="start" aria-label={toggleLabel} onClick={onToggle}>
          {collapsed ? <MenuIcon /> : <ChevronLeftIcon />}
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
        <Box sx={{ textAlign: 'right', lineHeight: 1.2 }} data-testid="current-user">
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
