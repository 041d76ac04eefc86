import Box from '@mui/material/Box';
import { useState } from 'react';
import { DEFAULT_SHOW_LOGO } from '@/config';

/** A show's logo, or the default logo when it has none or it fails to load. */
export default function ShowLogo({ src, alt, size }: { src: string | null | undefined; alt: string; size: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      component="img"
      src={src && !failed ? src : DEFAULT_SHOW_LOGO}
      alt={alt}
      onError={() => setFailed(true)}
      sx={{ width: size, height: size, objectFit: 'contain', display: 'block' }}
    />
  );
}
