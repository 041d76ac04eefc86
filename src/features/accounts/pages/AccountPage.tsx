/**
 * /compte (part 2 §2 'My account'): the user's identifier, names and language, read only, and a
 * button opening the account form (e-mail for admin or support, password, language).
 */
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { accountIdentifier } from '@/domain/accounts';
import { useAccountPage } from '../hooks';
import AccountDialog from '../forms/AccountDialog';

export default function AccountPage() {
  const intl = useIntl();
  const { me, edit } = useAccountPage();
  const rows: Array<[string, string]> = [
    ['account.identifier', me ? accountIdentifier(me) : ''],
    ['account.firstName', me?.firstName ?? ''],
    ['account.lastName', me?.lastName ?? ''],
    ['account.language', me?.languagePreference ? intl.formatMessage({ id: `language.${me.languagePreference}` }) : intl.formatMessage({ id: 'account.noLanguage' })],
  ];
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="account.title" />
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5, m: 0 }}>
          {rows.map(([labelId, value]) => (
            <Box key={labelId} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                <FormattedMessage id={labelId} />
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid={labelId}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Button
          sx={{ mt: 3 }}
          variant="contained"
          startIcon={<EditIcon />}
          disabled={!me}
          data-testid="account-edit"
          onClick={edit}
        >
          <FormattedMessage id="account.edit" />
        </Button>
      </Paper>
      <AccountDialog />
    </Box>
  );
}
