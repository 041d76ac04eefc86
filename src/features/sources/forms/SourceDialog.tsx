/**
 * Add / edit modal of a source (ui modal 'sources/form', issue 24). The password field starts
 * empty (the stored one is never sent back): left empty it is kept, 'Supprimer le mot de passe
 * enregistré' clears it. No draft is kept of this form (it may hold a password); closing it
 * with changes still asks first.
 */
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Switch from '@mui/material/Switch';
import type { FormikProps } from 'formik';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { fieldProps } from '@/components/fieldError';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import { DEFAULT_PORTS, SOURCE_PROTOCOLS } from '@/domain/gateway';
import { SOURCE_FORM } from '../actions';
import { useSourceForm } from '../hooks';
import { sourceInitialValues, sourceSchema, type SourceValues } from './sourceForm';

function ProtocolSelect({ form }: { form: FormikProps<SourceValues> }) {
  const intl = useIntl();
  const id = useId();
  const label = intl.formatMessage({ id: 'sources.form.protocol' });
  return (
    <FormControl fullWidth required>
      <InputLabel htmlFor={id} shrink variant="outlined">
        {label}
      </InputLabel>
      <NativeSelect input={<OutlinedInput label={`${label} *`} notched />} inputProps={{ id, name: 'protocol' }} value={form.values.protocol} onChange={form.handleChange}>
        {SOURCE_PROTOCOLS.map((protocol) => (
          <option key={protocol} value={protocol}>
            {intl.formatMessage({ id: `sources.protocol.${protocol}` })}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

export default function SourceDialog() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { modal, source, save } = useSourceForm();
  const editing = modal.id !== null;
  return (
    <FormDialog
      open={modal.open}
      formId={`${modal.id ?? 'new'}-${modal.open}`}
      formKey={SOURCE_FORM}
      draftKey={null}
      titleId={editing ? 'sources.form.editTitle' : 'sources.form.addTitle'}
      initialValues={sourceInitialValues(source)}
      validationSchema={sourceSchema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
    >
      {(form) => (
        <>
          <FormTextField {...fieldProps(form, 'name', 'sources.form.name', intl)} required autoFocus />
          <FormTextField
            {...fieldProps(form, 'reference', 'sources.form.reference', intl)}
            helperText={fieldProps(form, 'reference', 'sources.form.reference', intl).helperText || t('sources.form.referenceHelp')}
            required
          />
          <ProtocolSelect form={form} />
          <FormTextField {...fieldProps(form, 'host', 'sources.form.host', intl)} required />
          <FormTextField
            {...fieldProps(form, 'port', 'sources.form.port', intl)}
            inputProps={{ inputMode: 'numeric', placeholder: String(DEFAULT_PORTS[form.values.protocol]) }}
            helperText={fieldProps(form, 'port', 'sources.form.port', intl).helperText || intl.formatMessage({ id: 'sources.form.portHelp' }, { port: DEFAULT_PORTS[form.values.protocol] })}
          />
          <FormTextField {...fieldProps(form, 'username', 'sources.form.username', intl)} autoComplete="off" />
          <FormTextField
            {...fieldProps(form, 'password', 'sources.form.password', intl)}
            type="password"
            autoComplete="new-password"
            inputProps={{ disabled: form.values.removePassword }}
            helperText={fieldProps(form, 'password', 'sources.form.password', intl).helperText || (editing && source?.hasPassword ? t('sources.form.passwordKeep') : '')}
          />
          {editing && source?.hasPassword && (
            <FormControlLabel
              control={
                <Checkbox
                  name="removePassword"
                  checked={form.values.removePassword}
                  onChange={(event) => {
                    void form.setFieldValue('removePassword', event.target.checked);
                    if (event.target.checked) void form.setFieldValue('password', '');
                  }}
                />
              }
              label={t('sources.form.removePassword')}
            />
          )}
          <FormTextField {...fieldProps(form, 'basePath', 'sources.form.basePath', intl)} />
          <FormTextField {...fieldProps(form, 'entryPoint', 'sources.form.entryPoint', intl)} />
          <FormControlLabel
            control={<Switch name="allowSelfSigned" checked={form.values.allowSelfSigned} onChange={(event) => void form.setFieldValue('allowSelfSigned', event.target.checked)} />}
            label={t('sources.form.allowSelfSigned')}
          />
          {form.values.allowSelfSigned && <Alert severity="warning">{t('sources.form.selfSignedWarning')}</Alert>}
        </>
      )}
    </FormDialog>
  );
}
