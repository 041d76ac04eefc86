import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { OPERATOR } from '@/config';
import LanguageSelect from '@/components/LanguageSelect';

/** Public footer: language selector, copyright dated 2019, legal notice link. */
export default function Footer() {
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', gap: 3, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', py: 2, color: 'text.secondary' }}
    >
      <LanguageSelect />
      <Typography variant="body2">
        <FormattedMessage id="footer.copyright" values={{ operator: OPERATOR.name }} />
      </Typography>
      <Link component={RouterLink} to="/mentions-legales" variant="body2" color="inherit">
        <FormattedMessage id="footer.legal" />
      </Link>
    </Box>
  );
}
