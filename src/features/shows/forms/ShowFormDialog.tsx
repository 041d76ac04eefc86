/**
 * The show form modal (part 2 §2, §5; ui modal SHOW_FORM): title, logo, the four installation and
 * uninstallation dates and the organizer deadline (Paris time), the three documents, the functions,
 * the gateway (source, folder — 'Identifiant salon' for gl_event —, query parameters, sync deadline,
 * exhibitors' address; it cannot be turned off once saved) and the state. Opened with
 * `showFormOpened(id | null)` (../actions.ts) from any screen (the show list, the show dashboard): it is an
 * overlay of the shows feature (../manifest.ts), rendered over every private screen.
 */
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import type { FormikProps } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorText, fieldProps } from '@/components/fieldError';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import { SHOW_FORM } from '../actions';
import { useShowForm } from '../hooks';
import DateTimeField from '@/components/DateTimeField';
import FileField from '../components/FileField';
import FlagSwitch from '../components/FlagSwitch';
import GatewayFields from '../components/GatewayFields';
import { showFormSchema } from './showFormSchema';
import { showInitialValues, type ShowDateField, type ShowFileField, type ShowFormValues } from './showFormValues';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';
const DOCUMENT_TYPES = 'application/pdf,image/png,image/jpeg';

export function ShowFormFields({ form }: { form: FormikProps<ShowFormValues> }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const errorOf = (name: string) => (form.touched[name as keyof ShowFormValues] || form.submitCount > 0 ? fieldErrorText(intl, form.errors[name as keyof ShowFormValues]) : '');
  // A field's error after a submit too, else its hint.
  const helped = (name: 'teamAnswerWorkingDays' | 'reminderDays') => {
    const error = errorOf(name);
    return { error: error !== '', helperText: error || text(`showForm.${name}Help`) };
  };
  const date = (name: ShowDateField) => (
    <DateTimeField
      key={name}
      name={name}
      label={text(`showForm.${name}`)}
      value={form.values[name]}
      onChange={(iso) => void form.setFieldValue(name, iso)}
      onBlur={() => void form.setFieldTouched(name, true, false)}
      error={errorOf(name) !== ''}
      helperText={errorOf(name)}
    />
  );
  const file = (name: ShowFileField, accept: string) => (
    <FileField
      key={name}
      name={name}
      label={text(`showForm.${name}`)}
      value={form.values[name]}
      accept={accept}
      onChange={(value) => void form.setFieldValue(name, value)}
      error={errorOf(name)}
    />
  );
  return (
    <>
      <FormTextField {...fieldProps(form, 'name', 'showForm.name', intl)} required autoFocus />
      {file('logo', IMAGE_TYPES)}
      {date('installationDateStart')}
      {date('installationDateEnd')}
      {date('uninstallationDateStart')}
      {date('uninstallationDateEnd')}
      {date('organizerDeadline')}
      {/* Whose turn and reminders (issue 25): the team's answer time, reminders before the deadline above. */}
      <FormTextField {...fieldProps(form, 'teamAnswerWorkingDays', 'showForm.teamAnswerWorkingDays', intl)} {...helped('teamAnswerWorkingDays')} />
      <FlagSwitch form={form} name="remindersEnabled" />
      {form.values.remindersEnabled && <FormTextField {...fieldProps(form, 'reminderDays', 'showForm.reminderDays', intl)} {...helped('reminderDays')} />}
      {file('exhibitorGuide', DOCUMENT_TYPES)}
      {file('map', DOCUMENT_TYPES)}
      <FlagSwitch form={form} name="securityInstructionsFunction" />
      {form.values.securityInstructionsFunction && file('securityInstructions', DOCUMENT_TYPES)}
      <FlagSwitch form={form} name="standDocumentsFunction" />
      <FlagSwitch form={form} name="standAddDecoratorFunction" />
      {/* Plan review (issue 25): the stand's people may draw marks on their plans too. */}
      <FlagSwitch form={form} name="planMarkupByStandists" />
      <GatewayFields form={form} errorOf={errorOf} dateField={date} />
      <FlagSwitch form={form} name="enabled" />
    </>
  );
}

export default function ShowFormDialog() {
  const intl = useIntl();
  const { modal, show, save } = useShowForm();
  const editing = modal.id !== null;
  const savedExternalSync = editing && show?.externalSync === true;
  const schema = useMemo(() => showFormSchema(savedExternalSync), [savedExternalSync]);
  const lang = intl.locale.startsWith('en') ? 'en' : 'fr';
  const localeText = (lang === 'en' ? enUS : frFR).components.MuiLocalizationProvider.defaultProps.localeText;

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={lang} localeText={localeText}>
      <FormDialog<ShowFormValues>
        open={modal.open}
        formId={`${modal.id ?? 'new'}-${modal.open}`}
        formKey={SHOW_FORM}
        draftKey={`${SHOW_FORM}:${modal.id ?? 'new'}`}
        titleId={editing ? 'showForm.editTitle' : 'showForm.addTitle'}
        initialValues={showInitialValues(editing ? show : undefined)}
        validationSchema={schema}
        pending={modal.pending}
        onClose={modal.close}
        onSubmit={save}
      >
        {(form) => <ShowFormFields form={form} />}
      </FormDialog>
    </LocalizationProvider>
  );
}
