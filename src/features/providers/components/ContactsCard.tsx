/** A provider's contacts box (part 2 §2): name, company, phone; add, edit, delete for admin. */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import PanelCard from '@/components/PanelCard';
import type { ProviderContact } from '@/domain/api';
import { phoneText } from '@/domain/phone';

interface Props {
  contacts: ProviderContact[];
  loaded: boolean;
  canEdit: boolean;
  onOpen: (id: number | null) => void;
  onDelete: (id: number) => void;
  dialog: ReactNode;
}

export default function ContactsCard({ contacts, loaded, canEdit, onOpen, onDelete, dialog }: Props) {
  const intl = useIntl();
  return (
    <PanelCard
      title={intl.formatMessage({ id: 'providers.contact.title' })}
      action={
        canEdit && (
          <Button startIcon={<AddIcon />} onClick={() => onOpen(null)}>
            {intl.formatMessage({ id: 'providers.contact.add' })}
          </Button>
        )
      }
      after={dialog}
    >
      {loaded && contacts.length === 0 && <Typography color="text.secondary">{intl.formatMessage({ id: 'providers.contact.empty' })}</Typography>}
      <List dense disablePadding>
        {contacts.map((contact) => {
          const name = `${contact.firstname} ${contact.lastname}`;
          return (
            <ListItem
              key={contact.id}
              disableGutters
              secondaryAction={
                canEdit && (
                  <>
                    <IconButton size="small" aria-label={`${intl.formatMessage({ id: 'common.edit' })} ${name}`} onClick={() => onOpen(contact.id)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" color="error" aria-label={`${intl.formatMessage({ id: 'common.delete' })} ${name}`} onClick={() => onDelete(contact.id)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </>
                )
              }
            >
              <ListItemText primary={name} secondary={`${contact.company} · ${phoneText(contact.phone)}`} />
            </ListItem>
          );
        })}
      </List>
    </PanelCard>
  );
}
