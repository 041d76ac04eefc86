/**
 * The contact modal (part 2 §2, §5) in its four modes: add (pick an existing standist, from
 * 1 character or all when empty, or enter a new person), edit (the stand's overrides, the
 * account's e-mail, language and password), view (read-only) and add_for_exhibitor
 * ('Enregistrer mon décorateur': a new person, no password, no notify choice).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { fieldProps } from '@/components/fieldError';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import StandistPicker from '@/components/StandistPicker';
import type { Standist, UserStandRole } from '@/domain/api';
import type { StandistRole } from '@/domain/roles';
import { contactFormShape, STANDIST_PICKER_MIN_CHARS, type ContactMode, type ContactValues } from '@/domain/standContacts';
import { CONTACT_FORM } from './actions';
import { contactInitialValues, contactSchema, valuesOfPicked } from './contactSchema';
import { useContactForm } from './hooks';

export interface ContactDialogTarget {
  mode: ContactMode;
  role: StandistRole;
  contact: UserStandRole | null;
}

const TITLE: Record<ContactMode, string> = {
  add: 'standContacts.form.addTitle',
  edit: 'standContacts.form.editTitle',
  view: 'standContacts.form.viewTitle',
  add_for_exhibitor: 'standContacts.registerDecorator',
};
const ROLE_LABEL: Record<StandistRole, string> = {
  ROLE_STANDIST_EXHIBITOR: 'standContacts.role.exhibitor',
  ROLE_STANDIST_DECORATOR: 'standContacts.role.decorator',
  ROLE_STANDIST_AGENCY: 'standContacts.role.agency',
};
const ROLES: readonly StandistRole[] = ['ROLE_STANDIST_EXHIBITOR', 'ROLE_STANDIST_DECORATOR', 'ROLE_STANDIST_AGENCY'];

export default function ContactDialog({ standId, target }: { standId: number; target: ContactDialogTarget }) {
  const { modal, save } = useContactForm(standId);
  const viewing = target.mode === 'view';
  // Both stay mounted: the form's dialog closes its modal when it unmounts, which would close
  // the view opened right after it.
  return (
    <>
      <ContactView open={modal.open && viewing} contact={target.contact} onClose={modal.close} />
      <ContactForm
        target={target}
        draftKey={`${CONTACT_FORM}:stand-${standId}:${target.mode}-${target.role}-${target.contact?.id ?? 'new'}`}
        open={modal.open && !viewing}
        pending={modal.pending}
        onSave={save}
        onClose={modal.close}
      />
    </>
  );
}

interface ContactFormProps {
  target: ContactDialogTarget;
  draftKey: string;
  open: boolean;
  pending: boolean;
  onSave: ReturnType<typeof useContactForm>['save'];
  onClose: () => void;
}

function ContactForm({ target, draftKey, open, pending, onSave, onClose }: ContactFormProps) {
  const intl = useIntl();
  const [picked, setPicked] = useState<Standist | null>(null);
  const { mode, role, contact } = target;
  const shape = contactFormShape(mode);
  const initialValues = contactInitialValues(mode, role, contact);
  const label = (id: string) => intl.formatMessage({ id });

  return (
    <FormDialog<ContactValues>
      open={open}
      formId={`${mode}-${role}-${contact?.id ?? 'new'}-${open}`}
      formKey={CONTACT_FORM}
      draftKey={draftKey}
      titleId={mode === 'add' ? `standContacts.add.${role.replace('ROLE_STANDIST_', '').toLowerCase()}` : TITLE[mode]}
      initialValues={initialValues}
      validationSchema={contactSchema}
      pending={pending}
      submitLabelId={mode === 'add_for_exhibitor' ? 'standContacts.registerDecorator.submit' : undefined}
      onClose={onClose}
      onSubmit={(values) => onSave(mode as Exclude<ContactMode, 'view'>, contact?.id ?? null, values, initialValues.email)}
    >
      {(form) => (
        <>
          {shape.picker && (
            <StandistPicker
              label={label('standContacts.form.existing')}
              minChars={STANDIST_PICKER_MIN_CHARS}
              value={picked}
              onChange={(standist) => {
                setPicked(standist);
                void form.setValues(valuesOfPicked(form.values, standist));
              }}
              helperText={label(picked ? 'standContacts.form.overridesHint' : 'standContacts.form.newHint')}
            />
          )}
          {shape.role && (
            <FormControl>
              <FormLabel id="contact-role-label">{label('standContacts.form.role')}</FormLabel>
              <RadioGroup row aria-labelledby="contact-role-label" name="standistRole" value={form.values.standistRole} onChange={form.handleChange}>
                {ROLES.map((r) => (
                  <FormControlLabel key={r} value={r} control={<Radio />} label={label(ROLE_LABEL[r])} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
          <FormTextField {...fieldProps(form, 'company', 'standContacts.form.company', intl)} required />
          <FormTextField {...fieldProps(form, 'lastName', 'standContacts.form.lastName', intl)} required />
          <FormTextField {...fieldProps(form, 'firstName', 'standContacts.form.firstName', intl)} required />
          <FormTextField
            {...fieldProps(form, 'email', 'standContacts.form.email', intl)}
            type="email"
            required
            // The account's own address: an existing standist picked keeps theirs.
            inputProps={{ readOnly: Boolean(form.values.user) }}
          />
          <FormTextField {...fieldProps(form, 'phone', 'standContacts.form.phone', intl)} type="tel" />
          {!form.values.user && (
            <FormControl>
              <FormLabel id="contact-language-label">{label('standContacts.form.language')}</FormLabel>
              <RadioGroup row aria-labelledby="contact-language-label" name="languagePreference" value={form.values.languagePreference} onChange={form.handleChange}>
                <FormControlLabel value="" control={<Radio />} label={label('standContacts.form.language.none')} />
                <FormControlLabel value="fr" control={<Radio />} label="Français" />
                <FormControlLabel value="en" control={<Radio />} label="English" />
              </RadioGroup>
            </FormControl>
          )}
          {shape.passwords && (
            <>
              <FormTextField {...fieldProps(form, 'plainPassword', 'standContacts.form.password', intl)} type="password" autoComplete="new-password" />
              <FormTextField {...fieldProps(form, 'plainPasswordConfirmation', 'standContacts.form.passwordConfirmation.label', intl)} type="password" autoComplete="new-password" />
            </>
          )}
          {shape.notify && (
            <FormControlLabel
              control={<Checkbox name="notify" checked={form.values.notify} onChange={form.handleChange} />}
              label={label('standContacts.form.notify')}
            />
          )}
          {mode === 'add_for_exhibitor' && <Typography color="text.secondary">{label('standContacts.registerDecorator.hint')}</Typography>}
        </>
      )}
    </FormDialog>
  );
}

function ContactView({ open, contact, onClose }: { open: boolean; contact: UserStandRole | null; onClose: () => void }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const rows: Array<[string, string | null | undefined]> = contact
    ? [
        ['standContacts.form.role', label(ROLE_LABEL[contact.standistRole])],
        ['standContacts.form.company', contact.company],
        ['standContacts.form.lastName', contact.lastName],
        ['standContacts.form.firstName', contact.firstName],
        ['standContacts.form.email', contact.email],
        ['standContacts.form.phone', contact.phone],
      ]
    : [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-view-title">
      <DialogTitle id="contact-view-title">{label('standContacts.form.viewTitle')}</DialogTitle>
      <DialogContent>
        <dl style={{ margin: 0 }}>
          {rows.map(([id, value]) => (
            <div key={id} style={{ display: 'flex', gap: 12, padding: '4px 0' }}>
              <Typography component="dt" color="text.secondary" sx={{ minWidth: 140 }}>
                {label(id)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value || '—'}
              </Typography>
            </div>
          ))}
        </dl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{label('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
