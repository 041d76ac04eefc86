/**
 * The stand's contacts (part 2 §2 'Stand contacts'): its exhibitors, decorators and agencies,
 * each with the stand's overrides. Editable (edit, delete with confirmation) for users with
 * the contact edit permission, else each contact opens read-only ('view'); 'Ajouter exposant /
 * décorateur / agence' for contact adders who are not standists; 'Enregistrer mon décorateur'
 * for an exhibitor or decorator of this stand, on a show with the add-decorator function.
 */
import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import PanelCard from '@/components/PanelCard';
import type { UserStandRole } from '@/domain/api';
import type { StandistRole } from '@/domain/roles';
import { canAddContacts, canRegisterMyDecorator, CONTACT_ROLE_ORDER, contactsPanelMode, type ContactMode } from '@/domain/standContacts';
import ContactDialog, { type ContactDialogTarget } from './ContactDialog';
import { useStandContacts } from './hooks';
import { phoneText } from '@/domain/phone';

const GROUP_LABEL: Record<StandistRole, string> = {
  ROLE_STANDIST_EXHIBITOR: 'standContacts.group.exhibitor',
  ROLE_STANDIST_DECORATOR: 'standContacts.group.decorator',
  ROLE_STANDIST_AGENCY: 'standContacts.group.agency',
};
const ADD_LABEL: Record<StandistRole, string> = {
  ROLE_STANDIST_EXHIBITOR: 'standContacts.add.exhibitor',
  ROLE_STANDIST_DECORATOR: 'standContacts.add.decorator',
  ROLE_STANDIST_AGENCY: 'standContacts.add.agency',
};

export default function StandContactsPanel({ standId }: { standId: number }) {
  const intl = useIntl();
  const { contacts, roles, userId, show, openModal, askDelete } = useStandContacts(standId);
  const [target, setTarget] = useState<ContactDialogTarget | null>(null);
  const [addAnchor, setAddAnchor] = useState<HTMLElement | null>(null);

  const mode = contactsPanelMode(roles);
  const myRoles = contacts.items.filter((c) => c.user === `/backend/users/${userId}`).map((c) => c.standistRole);
  const mayRegister = canRegisterMyDecorator(roles, myRoles, show?.standAddDecoratorFunction === true);
  const open = (next: ContactDialogTarget) => {
    setTarget(next);
    openModal(next.contact?.id ?? null);
  };
  const title = intl.formatMessage({ id: 'standContacts.title' });
  const addMenuId = `stand-${standId}-contacts-add`;

  const actions = (
    <Stack direction="row" spacing={1}>
      {mayRegister && (
        <Button startIcon={<PersonAddIcon />} onClick={() => open({ mode: 'add_for_exhibitor', role: 'ROLE_STANDIST_DECORATOR', contact: null })}>
          {intl.formatMessage({ id: 'standContacts.registerDecorator' })}
        </Button>
      )}
      {canAddContacts(roles) && (
        <>
          <Button startIcon={<AddIcon />} aria-haspopup="menu" aria-controls={addAnchor ? addMenuId : undefined} onClick={(e) => setAddAnchor(e.currentTarget)}>
            {intl.formatMessage({ id: 'standContacts.add' })}
          </Button>
          <Menu id={addMenuId} anchorEl={addAnchor} open={addAnchor !== null} onClose={() => setAddAnchor(null)}>
            {CONTACT_ROLE_ORDER.map((role) => (
              <MenuItem
                key={role}
                onClick={() => {
                  setAddAnchor(null);
                  open({ mode: 'add', role, contact: null });
                }}
              >
                {intl.formatMessage({ id: ADD_LABEL[role] })}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Stack>
  );

  return (
    <PanelCard title={title} action={actions} after={target && <ContactDialog standId={standId} target={target} />}>
      {contacts.loaded && contacts.items.length === 0 && (
        <Typography color="text.secondary">{intl.formatMessage({ id: 'standContacts.empty' })}</Typography>
      )}
      {CONTACT_ROLE_ORDER.map((role) => {
        const ofRole = contacts.items.filter((c) => c.standistRole === role);
        if (ofRole.length === 0) return null;
        return (
          <Fragment key={role}>
            {/* The group's heading outside the list: a list holds only its items. */}
            <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
              {intl.formatMessage({ id: GROUP_LABEL[role] })}
            </Typography>
            <List dense disablePadding>
              {ofRole.map((contact) => (
                <ContactRow key={contact.id} contact={contact} mode={mode} onOpen={(m) => open({ mode: m, role, contact })} onDelete={() => askDelete(contact)} />
              ))}
            </List>
          </Fragment>
        );
      })}
    </PanelCard>
  );
}

function ContactRow({ contact, mode, onOpen, onDelete }: { contact: UserStandRole; mode: 'edit' | 'view'; onOpen: (mode: ContactMode) => void; onDelete: () => void }) {
  const intl = useIntl();
  const name = contact.fullName || contact.email;
  return (
    <ListItem
      disableGutters
      secondaryAction={
        mode === 'edit' ? (
          <>
            <IconButton size="small" aria-label={`${intl.formatMessage({ id: 'common.edit' })} ${name}`} onClick={() => onOpen('edit')}>
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" color="error" aria-label={`${intl.formatMessage({ id: 'common.delete' })} ${name}`} onClick={onDelete}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </>
        ) : (
          <IconButton size="small" aria-label={`${intl.formatMessage({ id: 'standContacts.view' })} ${name}`} onClick={() => onOpen('view')}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        )
      }
    >
      <ListItemText
        primary={name}
        secondary={[contact.company, phoneText(contact.phone)].filter(Boolean).join(' · ') || null}
        sx={{ pr: mode === 'edit' ? 9 : 5 }}
      />
    </ListItem>
  );
}
