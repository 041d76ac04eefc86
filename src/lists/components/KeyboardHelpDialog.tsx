/** '?' on a list screen: the keys it answers to (src/lists/keyboard.ts), in the user's language. */
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import { LIST_KEYS } from '../keyboard';

export interface KeyboardHelpDialogProps {
  open: boolean;
  onClose: () => void;
}

const KBD_SX = { fontFamily: 'monospace', border: 1, borderColor: 'divider', borderRadius: 1, px: 0.75, py: 0.25, mr: 0.5 } as const;

export default function KeyboardHelpDialog({ open, onClose }: KeyboardHelpDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="list-keys-title" maxWidth="xs" fullWidth>
      <DialogTitle id="list-keys-title">{intl.formatMessage({ id: 'list.keys.title' })}</DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {LIST_KEYS.map(({ keys, command }) => (
            <Box key={command} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ m: 0 }}>
                {keys.map((key) => (
                  <Box component="kbd" key={key} sx={KBD_SX}>
                    {key === 'Enter' ? intl.formatMessage({ id: 'list.keys.enter' }) : key}
                  </Box>
                ))}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {intl.formatMessage({ id: `list.keys.${command}` })}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {intl.formatMessage({ id: 'list.keys.close' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
