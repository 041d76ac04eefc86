/**
 * The logged-in shell: a skip link, the top bar, the sider (a drawer below md), the page. A page
 * still loading shows a progress bar in place of the previous one at once (the router renders
 * without transitions, app/App.tsx). MUI's theme comes with it (src/ui/MuiTheme.tsx), not with the app.
 */
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useEffect, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet, useLocation, useParams } from 'react-router';
import MuiTheme from '@/ui/MuiTheme';
import { theme } from '@/ui/theme';
import { positiveId } from '@/domain/routeParams';
import { usePrivateShell, useSingleStandCheck } from './hooks';
import Overlays from './Overlays';
import PageProgress from './PageProgress';
import SkipLink, { MAIN_ID } from './SkipLink';
import SideMenu from './SideMenu';
import TopBar from './TopBar';

export default function PrivateLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Read before the first paint (noSsr): a phone never shows the desktop sider, even for a frame.
  const mobile = !useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { pathname } = useLocation();
  // Another page (a link in it, the back button): the drawer goes.
  useEffect(() => setDrawerOpen(false), [pathname]);
  usePrivateShell(positiveId(useParams().showId));
  useSingleStandCheck();

  return (
    <MuiTheme>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <SkipLink />
        <TopBar
          collapsed={collapsed}
          mobile={mobile}
          onToggle={() => (mobile ? setDrawerOpen(true) : setCollapsed((c) => !c))}
        />
        <SideMenu collapsed={collapsed} mobile={mobile} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: 'none' }}>
          <Toolbar />
          <Suspense fallback={<PageProgress />}>
            <Outlet />
          </Suspense>
        </Box>
        <Overlays />
      </Box>
    </MuiTheme>
  );
}
