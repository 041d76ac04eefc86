/** `/`: the enabled shows as cards, newest first (the saga loads them and redirects a single-show user). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import PageLoader from '@/components/PageLoader';
import { useHome } from '@/features/home/hooks';
import ShowCard from '@/features/home/components/ShowCard';

export default function HomePage() {
  const { shows, open } = useHome();

  if (!shows.loaded) return shows.status === 'failed' ? null : <PageLoader />;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id="home.title" />
      </Typography>
      {shows.items.length === 0 ? (
        <Typography>
          <FormattedMessage id="home.empty" />
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
        >
          {shows.items.map((show) => (
            <ShowCard key={show.id} show={show} onOpen={open} />
          ))}
        </Box>
      )}
    </>
  );
}
