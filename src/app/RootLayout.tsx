import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import PageLoader from '@/components/PageLoader';
import DocumentTitle from './DocumentTitle';
import { useConfirmOpen, useHasToasts } from '@/ui/hooks';
import { LazyMuiTheme } from '@/ui/lazyMuiTheme';

// Loaded the first time they have something to show.
const Toasts = lazy(() => import(/* webpackChunkName: "toasts" */ '@/ui/Toasts'));
const ConfirmDialog = lazy(() => import(/* webpackChunkName: "confirm" */ '@/ui/ConfirmDialog'));

/** Above every route: the page (layouts are lazy), the toasts, the confirm dialog. */
export default function RootLayout() {
  const hasToasts = useHasToasts();
  const confirmOpen = useConfirmOpen();
  return (
    <>
      <DocumentTitle />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        {/* Above the layouts, so with a theme of their own (the login screen's error toast), loaded with them. */}
        {(hasToasts || confirmOpen) && (
          <LazyMuiTheme>
            {hasToasts && <Toasts />}
            {confirmOpen && <ConfirmDialog />}
          </LazyMuiTheme>
        )}
      </Suspense>
    </>
  );
}
