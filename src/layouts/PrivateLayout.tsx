/** The logged-in shell: sider, top bar, the page. */
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useState } from 'react';
import { Outlet, useParams } from 'react-router';
import PageLoader from '@/components/PageLoader';
import { positiveId } from '@/domain/routeParams';
import { usePrivateShell } from './hooks';
import Overlays from './Overlays';
import SideMenu from './SideMenu';
import TopBar from './TopBar';

export default function PrivateLayout() {
  const [collapsed, setCollapsed] = useState(false);
  usePrivateShell(positiveId(useParams().showId));

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
