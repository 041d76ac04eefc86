import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, Outlet } from 'react-router';
import PageLoader from '@/components/PageLoader';
import Footer from './Footer';
import SkipLink, { MAIN_ID } from './SkipLink';

/** Login, legal notice, errors: a title, the page, the footer. */
export default function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2, px: 3 }}>
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 600 }}
        >
          <FormattedMessage id="app.name" />
        </Typography>
      </Box>
      <Container component="main" id={MAIN_ID} tabIndex={-1} maxWidth="md" sx={{ flex: 1, py: 4, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <Footer />
    </Box>
  );
}
