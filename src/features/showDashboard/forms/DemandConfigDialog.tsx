/**
 * The demand settings modal of one request type (ui modal 'showDashboard/demandConfig', its id the
 * type's): the smallest surface and the window of dates, in Paris time. Save creates the show's
 * config of that type or changes it (saga saveDemandConfig). The date fields are the show form's.
 */
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import Typography from '@mui/material/Typography';
import FormDialog from '@/components/FormDialog';
import DateTimeField from '@/components/DateTimeField';
import FormTextField from '@/components/FormTextField';
import { fieldErrorText, fieldProps } from '@/components/fieldError';
import { demandConfigInitialValues, demandTypeLabel, type DemandConfigValues, type DemandSettingsRow } from '@/domain/demandConfig';
import { demandConfigSchema } from './demandConfigSchema';
import { DEMAND_CONFIG_FORM } from '../actions';

interface Props {
  open: boolean;
  row: DemandSettingsRow | null;
  pending: boolean;
  onSubmit: (values: DemandConfigValues) => void;
  onClose: () => void;
}

export default function DemandConfigDialog({ open, row, pending, onSubmit, onClose }: Props) {
  const intl = useIntl();
  // The show's page: a draft of one show's settings never opens on another's.
  const { pathname } = useLocation();
  const lang = intl.locale.startsWith('en') ? 'en' : 'fr';
  const localeText = (lang === 'en' ? enUS : frFR).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={lang} localeText={localeText}>
      <FormDialog<DemandConfigValues>
        open={open}
        formId={`${row?.type.id ?? 'none'}-${open}`}
        formKey={DEMAND_CONFIG_FORM}
        draftKey={`${DEMAND_CONFIG_FORM}:${pathname}:${row?.type.id ?? 'none'}`}
        titleId="showDashboard.demands.form.title"
        initialValues={demandConfigInitialValues(row?.config ?? null)}
        validationSchema={demandConfigSchema}
        pending={pending}
        onClose={onClose}
        onSubmit={onSubmit}
      >
        {(form) => {
          const dateError = (name: 'demandsAfter' | 'demandsBefore') => (form.touched[name] || form.submitCount > 0 ? fieldErrorText(intl, form.errors[name]) : '');
          const dateField = (name: 'demandsAfter' | 'demandsBefore', labelId: string) => {
            const error = dateError(name);
            return (
              <DateTimeField
                name={name}
                label={intl.formatMessage({ id: labelId })}
                value={form.values[name]}
                error={error !== ''}
                helperText={error}
                onChange={(value) => void form.setFieldValue(name, value)}
                onBlur={() => void form.setFieldTouched(name, true)}
              />
            );
          };
          return (
            <>
              <Typography variant="subtitle1" component="p">
                {row ? demandTypeLabel(row.type, intl.locale) : ''}
              </Typography>
              <FormTextField
                {...fieldProps(form, 'surfaceMin', 'showDashboard.demands.form.surfaceMin', intl)}
                required
                autoFocus
                inputProps={{ inputMode: 'decimal' }}
                helperText={(form.touched.surfaceMin && fieldErrorText(intl, form.errors.surfaceMin)) || intl.formatMessage({ id: 'showDashboard.demands.form.surfaceHelp' })}
              />
              {dateField('demandsAfter', 'showDashboard.demands.form.after')}
              {dateField('demandsBefore', 'showDashboard.demands.form.before')}
            </>
          );
        }}
      </FormDialog>
    </LocalizationProvider>
  );
}
