import { Outlet } from 'react-router';
import ConfirmDialog from '../components/ConfirmDialog';
import Toasts from '../components/Toasts';

/** Above every route: the page, the toasts, the confirm dialog. */
export default function RootLayout() {
  return (
    <>
      <Outlet />
      <Toasts />
      <ConfirmDialog />
    </>
  );
}
