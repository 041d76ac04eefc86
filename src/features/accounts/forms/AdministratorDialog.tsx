/**
 * The administrator form (ui modal 'administrators/form'): e-mail, names, phone, role, language,
 * password, the user's shows (user-show links) and the tester flag (issue 10).
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { roleChoices } from '@/domain/accounts';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import { fieldErrorText, fieldProps } from '@/components/fieldError';
import { useList } from '@/entities/hooks';
import { ADMINISTRATOR_FORM } from '../actions';
import { useAdministratorForm } from '../hooks';
import { administratorInitialValues, administratorSchema } from './administratorForm';
import { CheckboxesField, RadioField } from './ChoiceFields';

const ALL_SHOWS = { itemsPerPage: '0', 'order[name]': 'asc' };

export default function AdministratorDialog() {
  const intl = useIntl();
  const { modal, user, callerRoles, save } = useAdministratorForm();
  const shows = useList('shows', ALL_SHOWS, { skip: !modal.open });
  const editing = modal.id !== null;

  const roles = useMemo(() => {
    const offered = [...roleChoices(callerRoles)];
    // The edited user's own role stays shown when the list does not offer it (the full admin).
    if (user && !offered.includes(user.role.reference)) offered.unshift(user.role.reference);
    return offered.map((value) => ({ value, label: intl.formatMessage({ id: `role.${value}` }) }));
  }, [callerRoles, user, intl]);
  const languages = useMemo(
    () => [
      { value: '', label: intl.formatMessage({ id: 'administrators.form.noLanguage' }) },
      { value: 'fr', label: intl.formatMessage({ id: 'language.fr' }) },
      { value: 'en', label: intl.formatMessage({ id: 'language.en' }) },
    ],
    [intl],
  );
  const showChoices = useMemo(() => shows.items.map((show) => ({ value: show['@id'], label: show.name })), [shows.items]);

  return (
    <FormDialog
      open={modal.open}
      formId={`${modal.id ?? 'new'}-${modal.open}`}
      formKey={ADMINISTRATOR_FORM}
      draftKey={`${ADMINISTRATOR_FORM}:${modal.id ?? 'new'}`}
      titleId={editing ? 'administrators.form.editTitle' : 'administrators.form.addTitle'}
      initialValues={administratorInitialValues(user, user?.shows ?? [])}
      validationSchema={administratorSchema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
    >
      {(form) => {
        const error = (name: keyof typeof form.values) => (form.touched[name] ? fieldErrorText(intl, form.errors[name]) : '');
        return (
          <>
            <FormTextField {...fieldProps(form, 'email', 'administrators.form.email', intl)} type="email" autoComplete="off" required autoFocus />
            <FormTextField {...fieldProps(form, 'firstName', 'administrators.form.firstName', intl)} required />
            <FormTextField {...fieldProps(form, 'lastName', 'administrators.form.lastName', intl)} required />
            <FormTextField {...fieldProps(form, 'phone', 'administrators.form.phone', intl)} type="tel" />
            <RadioField
              name="role"
              legend={intl.formatMessage({ id: 'administrators.form.role' })}
              value={form.values.role}
              choices={roles}
              onChange={(value) => form.setFieldValue('role', value)}
              error={form.submitCount > 0 || form.touched.role ? fieldErrorText(intl, form.errors.role) : ''}
              required
            />
            <RadioField
              name="languagePreference"
              legend={intl.formatMessage({ id: 'administrators.form.language' })}
              value={form.values.languagePreference ?? ''}
              choices={languages}
              onChange={(value) => form.setFieldValue('languagePreference', value)}
              error={error('languagePreference')}
            />
            <FormTextField
              {...fieldProps(form, 'plainPassword', editing ? 'administrators.form.newPassword' : 'administrators.form.password', intl)}
              type="password"
              autoComplete="new-password"
              helperText={error('plainPassword') || intl.formatMessage({ id: editing ? 'administrators.form.passwordKeep' : 'administrators.form.passwordRandom' })}
            />
            <FormTextField
              {...fieldProps(form, 'plainPasswordConfirmation', 'administrators.form.passwordConfirmation', intl)}
              type="password"
              autoComplete="new-password"
            />
            <CheckboxesField
              legend={intl.formatMessage({ id: 'administrators.form.shows' })}
              values={form.values.shows}
              choices={showChoices}
              onChange={(values) => form.setFieldValue('shows', values)}
              empty={intl.formatMessage({ id: 'administrators.form.noShows' })}
            />
            <FormControlLabel
              control={<Checkbox checked={form.values.tester} onChange={(event) => form.setFieldValue('tester', event.target.checked)} name="tester" />}
              label={intl.formatMessage({ id: 'administrators.form.tester' })}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
