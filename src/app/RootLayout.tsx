import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import PageLoader from '@/components/PageLoader';
import { useAppSelector } from './hooks';
import { selectConfirm, selectToasts } from './selectors';

// Loaded the first time they have something to show.
const Toasts = lazy(() => import(/* webpackChunkName: "toasts" */ '@/components/Toasts'));
const ConfirmDialog = lazy(() => import(/* webpackChunkName: "confirm" */ '@/components/ConfirmDialog'));

/** Above every route: the page (layouts are lazy), the toasts, the confirm dialog. */
export default function RootLayout() {
  const hasToasts = useAppSelector(selectToasts).length > 0;
  const confirmOpen = useAppSelector(selectConfirm).open;
  return (
    <>
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
