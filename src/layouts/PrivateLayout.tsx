/**
 * The logged-in shell: a skip link, the top bar, the sider (a drawer below md), the page. A page
 * still loading shows a progress bar in place of the previous one at once (the router renders
 * without transitions, app/App.tsx). MUI's theme comes with it (src/ui/MuiTheme.tsx), not with the app.
 */
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { memo, Suspense, useCallback, useEffect, useState } from 'react';
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

/**
 * The shell's requests (the switcher's shows, the address's show, a standist's single-stand
 * check) in a component of their own: their answers re-render this null component, not the
 * whole shell (issue 20: the top bar, the side menu and the overlays rendered again as each
 * answer came in, on top of the page's first render).
 */
function ShellRequests() {
  usePrivateShell(positiveId(useParams().showId));
  useSingleStandCheck();
  return null;
}

// Each renders again for what it reads itself, not for the shell's other state.
const ShellTopBar = memo(TopBar);
const ShellSideMenu = memo(SideMenu);
const ShellOverlays = memo(Overlays);
const ShellSkipLink = memo(SkipLink);
const MAIN_SX = { flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: 'none' } as const;
const ROOT_SX = { display: 'flex', minHeight: '100vh' } as const;

export default function PrivateLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Read before the first paint (noSsr): a phone never shows the desktop sider, even for a frame.
  const mobile = !useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { pathname } = useLocation();
  // Another page (a link in it, the back button): the drawer goes.
  useEffect(() => setDrawerOpen(false), [pathname]);
  const toggle = useCallback(() => (mobile ? setDrawerOpen(true) : setCollapsed((c) => !c)), [mobile]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <MuiTheme>
      <Box sx={ROOT_SX}>
        <ShellRequests />
        <ShellSkipLink />
        <ShellTopBar collapsed={collapsed} mobile={mobile} onToggle={toggle} />
        <ShellSideMenu collapsed={collapsed} mobile={mobile} open={drawerOpen} onClose={closeDrawer} />
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={MAIN_SX}>
          <Toolbar />
          <Suspense fallback={<PageProgress />}>
            <Outlet />
          </Suspense>
        </Box>
        <ShellOverlays />
      </Box>
    </MuiTheme>
  );
}
