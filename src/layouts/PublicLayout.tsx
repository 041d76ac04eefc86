/**
 * Login, legal notice, errors: a title, the page, the footer. Plain HTML (src/ui/firstScreen.css):
 * a visitor's first screen carries no MUI; the pages drawn with MUI bring its theme along
 * (app/routes.tsx, `plain`).
 */
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, Outlet } from 'react-router';
import PageLoader from '@/components/PageLoader';
import Footer from './Footer';
import SkipLink, { MAIN_ID } from './SkipLink';

export default function PublicLayout() {
  return (
    <div className="public-shell">
      <SkipLink />
      <header className="public-header">
        <RouterLink to="/" className="public-header__name">
          <FormattedMessage id="app.name" />
        </RouterLink>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="public-main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
