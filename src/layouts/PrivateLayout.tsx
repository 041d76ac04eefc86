/** The logged-in shell: sider, top bar, the page. */
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectSelectedShowId } from '@/features/session/selectors';
import { showSelected } from '@/features/session/sessionSlice';
import PageLoader from '@/components/PageLoader';
import { HOME_SHOWS_PARAMS } from '@/domain/home';
import { useList } from '@/entities/hooks';
import SideMenu from './SideMenu';
import TopBar from './TopBar';

export default function PrivateLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const dispatch = useAppDispatch();
  // The enabled shows feed the show switcher (the home reads the same list).
  useList('shows', HOME_SHOWS_PARAMS);
  // A /salons/{showId}/… address makes that show the current one.
  const routeShowId = Number(useParams().showId) || null;
  const selectedShowId = useAppSelector(selectSelectedShowId);
  useEffect(() => {
    if (routeShowId !== null && routeShowId !== selectedShowId) dispatch(showSelected({ showId: routeShowId }));
  }, [dispatch, routeShowId, selectedShowId]);

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
    </Box>
  );
}
