/** The first Tab stop of every screen: straight to the page, past the top bar and the menu. */
import Link from '@mui/material/Link';
import { useIntl } from 'react-intl';

export const MAIN_ID = 'main-content';

export default function SkipLink() {
  const intl = useIntl();
  return (
    <Link
      href={`#${MAIN_ID}`}
      // Focus moves without a '#main-content' in the address (the router would read it as a navigation).
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {intl.formatMessage({ id: 'layout.skipToContent' })}
    </Link>
  );
}
