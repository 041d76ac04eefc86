/**
 * The gateway part of the show form (part 2 §2, §3, §4): the switch (locked on once saved), then
 * the source, its folder ('Identifiant salon' for gl_event), the query-parameter rows, the sync
 * deadline and the exhibitors' access address; 'Tester la connexion' beside the folder (issue 24).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { getIn, type FormikProps } from 'formik';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorText, fieldProps } from '@/components/fieldError';
import FormTextField from '@/components/FormTextField';
import { GL_EVENT_SOURCE } from '@/domain/showRules';
import { useList } from '@/entities/hooks';
import type { ShowDateField, ShowFormValues } from '../forms/showFormValues';
import ConnectionTestButton from './ConnectionTestButton';
import { useGatewayEditable } from '../hooks';
import FlagSwitch from './FlagSwitch';

const SOURCES_PARAMS = { pagination: 'false' };

interface Props {
  form: FormikProps<ShowFormValues>;
  errorOf: (name: string) => string;
  dateField: (name: ShowDateField) => ReactNode;
}

function SourceSelect({ form, error }: { form: FormikProps<ShowFormValues>; error: string }) {
  const intl = useIntl();
  const id = useId();
  const sources = useList('sources', SOURCES_PARAMS);
  const label = intl.formatMessage({ id: 'showForm.source' });
  return (
    <FormControl fullWidth error={error !== ''} required>
      <InputLabel htmlFor={id} shrink variant="outlined">
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name: 'source' }}
        value={form.values.source}
        onChange={(event) => void form.setFieldValue('source', event.target.value)}
      >
        <option value="">{intl.formatMessage({ id: 'showForm.sourceNone' })}</option>
        {sources.items.map((source) => (
          <option key={source.id} value={source['@id']}>
            {source.name}
          </option>
        ))}
      </NativeSelect>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

function QueryParameterRows({ form }: { form: FormikProps<ShowFormValues> }) {
  const intl = useIntl();
  const rows = form.values.queryParameters;
  const set = (next: ShowFormValues['queryParameters']) => void form.setFieldValue('queryParameters', next);
  // Client errors are nested (queryParameters[0].name), the server's flat under the same path.
  const errorAt = (i: number, field: 'name' | 'value') => {
    const path = `queryParameters[${i}].${field}`;
    const shown = form.submitCount > 0 || getIn(form.touched, path);
    return shown ? fieldErrorText(intl, getIn(form.errors, path) ?? (form.errors as Record<string, unknown>)[path]) : '';
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="legend" variant="body2" color="text.secondary">
        {intl.formatMessage({ id: 'showForm.queryParameters' })}
      </Typography>
      {rows.map((row, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          {(['name', 'value'] as const).map((field) => (
            <FormTextField
              key={field}
              name={`queryParameters[${i}].${field}`}
              label={intl.formatMessage({ id: `showForm.queryParameter.${field}` }, { n: i + 1 })}
              value={row[field]}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={errorAt(i, field) !== ''}
              helperText={errorAt(i, field)}
              required
            />
          ))}
          <IconButton
            aria-label={intl.formatMessage({ id: 'showForm.queryParameter.remove' }, { n: i + 1 })}
            onClick={() => set(rows.filter((_, j) => j !== i))}
            sx={{ mt: 1 }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => set([...rows, { name: '', value: '' }])}>
          {intl.formatMessage({ id: 'showForm.queryParameter.add' })}
        </Button>
      </Box>
    </Box>
  );
}

export default function GatewayFields({ form, errorOf, dateField }: Props) {
  const intl = useIntl();
  const sources = useList('sources', SOURCES_PARAMS, { skip: !form.values.externalSync });
  const glEvent = sources.items.find((s) => s['@id'] === form.values.source)?.reference === GL_EVENT_SOURCE;
  // A saved gateway stays on (part 2 §4).
  const locked = form.initialValues.externalSync;
  const path = fieldProps(form, 'sourcePath', glEvent ? 'showForm.showIdentifier' : 'showForm.sourcePath', intl);
  // Where a show's exhibitors come from is the admins' to set (the server refuses anyone else's change).
  const editable = useGatewayEditable();
  return (
    <>
      <FlagSwitch form={form} name="externalSync" disabled={locked || !editable} />
      {(locked || !editable) && (
        <Typography variant="caption" color="text.secondary">
          {intl.formatMessage({ id: editable ? 'showForm.gatewayLocked' : 'showForm.gatewayAdminOnly' })}
        </Typography>
      )}
      {form.values.externalSync && (
        <>
          {/* A disabled fieldset disables every control inside it: the source, folder and parameters. */}
          <Box component="fieldset" disabled={!editable} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <SourceSelect form={form} error={errorOf('source')} />
            <FormTextField {...path} error={errorOf('sourcePath') !== ''} helperText={errorOf('sourcePath')} required />
            <ConnectionTestButton source={form.values.source} sourcePath={form.values.sourcePath} />
            <QueryParameterRows form={form} />
          </Box>
          {dateField('externalSyncDeadline')}
          <FormTextField
            {...fieldProps(form, 'externalExhibitorAccessUrl', 'showForm.externalExhibitorAccessUrl', intl)}
            error={errorOf('externalExhibitorAccessUrl') !== ''}
            helperText={errorOf('externalExhibitorAccessUrl')}
            type="url"
            required
          />
        </>
      )}
    </>
  );
}
