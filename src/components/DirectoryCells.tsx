/** The cells of the provider and advertiser lists: the logo (small, decorative: the name follows) and the link. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

export function LogoCell({ url }: { url: string | null | undefined }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      {url && <img src={url} alt="" width={40} height={40} style={{ objectFit: 'contain' }} loading="lazy" />}
    </Box>
  );
}

export function LinkCell({ href }: { href: string | null | undefined }) {
  if (!href) return null;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
      {href}
    </Link>
  );
}
