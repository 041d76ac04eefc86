import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a lazy page or the persisted state loads. */
export default function PageLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }} role="progressbar">
      <CircularProgress aria-hidden />
    </Box>
  );
}
