/** The logged-in shell: sider, top bar, the page. */
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { useAppDispatch } from '@/state/hooks';
import { showEntered } from '@/features/session/sessionSlice';
import PageLoader from '@/components/PageLoader';
import { HOME_SHOWS_PARAMS } from '@/domain/home';
import { positiveId } from '@/domain/routeParams';
import { useList } from '@/entities/hooks';
import Overlays from './Overlays';
import SideMenu from './SideMenu';
import TopBar from './TopBar';

export default function PrivateLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const dispatch = useAppDispatch();
  // The enabled shows feed the show switcher (the home reads the same list).
  useList('shows', HOME_SHOWS_PARAMS);
  // A /salons/{showId}/… address makes that show the current one once the API knows it
  // (an unknown or out-of-scope show goes to /404: session saga enterShow).
  const routeShowId = positiveId(useParams().showId);
  useEffect(() => {
    dispatch(showEntered({ showId: routeShowId }));
  }, [dispatch, routeShowId]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
      <SideMenu collapsed={collapsed} />
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: 3 }}>
        <Toolbar />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Overlays />
    </Box>
  );
}
