import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import PageLoader from '@/components/PageLoader';
import DocumentTitle from './DocumentTitle';
import { useAppSelector } from '@/state/hooks';
import { selectConfirm, selectToasts } from '@/ui/selectors';

// Loaded the first time they have something to show.
const Toasts = lazy(() => import(/* webpackChunkName: "toasts" */ '@/ui/Toasts'));
const ConfirmDialog = lazy(() => import(/* webpackChunkName: "confirm" */ '@/ui/ConfirmDialog'));

/** Above every route: the page (layouts are lazy), the toasts, the confirm dialog. */
export default function RootLayout() {
  const hasToasts = useAppSelector(selectToasts).length > 0;
  const confirmOpen = useAppSelector(selectConfirm).open;
  return (
    <>
      <DocumentTitle />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        {hasToasts && <Toasts />}
        {confirmOpen && <ConfirmDialog />}
      </Suspense>
    </>
  );
}
