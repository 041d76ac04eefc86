/**
 * The derogation and logistics request form (part 2 §5; ui modal 'demands/form', opened by
 * `demandFormOpened` with its stand and kind, and the request for an edit): the contact details
 * (the user's for a new request), the type (fixed once the request exists), the date and time
 * (outside the type's window disabled, all when no config matches it); for logistics the item
 * (nature, dimensions, weight and unit, means), the pickup, the plan (required) and a photo or
 * document; on creation a comment and the confirmation. A draft is kept (files aside), closing
 * with changes asks first (FormDialog).
 */
import { useIntl } from 'react-intl';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import DateTimeField from '@/components/DateTimeField';
import FilePicker from '@/components/FilePicker';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import { fieldErrorText, fieldProps } from '@/components/fieldError';
import { demandTypeLabel } from '@/domain/demandConfig';
import { DEMAND_FORM } from '../actions';
import { useDemandForm } from '../hooks';
import { MEANS, NATURES, WEIGHT_UNITS, dateWindow } from '../rules';
import { demandInitialValues, type DemandFormValues } from './demandFormValues';
import { demandSchema } from './demandSchema';

type Form = FormikProps<DemandFormValues>;

const shownError = (form: Form, name: keyof DemandFormValues): unknown => (form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined);

export default function DemandFormDialog() {
  const intl = useIntl();
  const { modal, standId, kind, demand, logistic, types, configs, user, save, planTemplate } = useDemandForm();
  const isNew = modal.id === null;
  const isLogistic = kind === 'logistic';
  const lang = intl.locale.startsWith('en') ? 'en' : 'fr';
  const localeText = (lang === 'en' ? enUS : frFR).components.MuiLocalizationProvider.defaultProps.localeText;
  const text = (id: string) => intl.formatMessage({ id });
  const errorText = (form: Form, name: keyof DemandFormValues) => fieldErrorText(intl, shownError(form, name));

  const dateField = (form: Form, name: 'askedDatetime' | 'pickupDatetime', labelId: string) => {
    const window = dateWindow(form.values.demandType || null, configs);
    // Only the asked date is held to the window; the pickup may fall after it (docs/api.md).
    const bounded = name === 'askedDatetime';
    const error = errorText(form, name);
    return (
      <DateTimeField
        name={name}
        label={text(labelId)}
        value={form.values[name]}
        required
        // No config for the type (or no type yet): no date may be chosen.
        disabled={window === null}
        min={bounded ? window?.after : undefined}
        max={bounded ? window?.before : undefined}
        error={error !== ''}
        helperText={error || (window === null ? text('demands.form.chooseType') : undefined)}
        onChange={(value) => void form.setFieldValue(name, value)}
        onBlur={() => void form.setFieldTouched(name, true)}
      />
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={lang} localeText={localeText}>
      <FormDialog<DemandFormValues>
        open={modal.open}
        // Read again once the request and its item are in (an edit opened before they arrive).
        formId={`${standId ?? 'none'}-${kind}-${modal.id ?? 'new'}-${modal.open}-${Boolean(demand)}-${Boolean(logistic)}`}
        formKey={DEMAND_FORM}
        draftKey={standId === null ? null : `${DEMAND_FORM}:stand-${standId}:${kind}:${modal.id ?? 'new'}`}
        titleId={isLogistic ? (isNew ? 'demands.form.logisticTitle' : 'demands.form.logisticEditTitle') : isNew ? 'demands.form.exemptionTitle' : 'demands.form.exemptionEditTitle'}
        submitLabelId={isNew ? 'demands.form.send' : 'common.save'}
        initialValues={demandInitialValues(kind, demand, logistic, user)}
        validationSchema={demandSchema(kind, isNew, configs)}
        pending={modal.pending}
        onClose={modal.close}
        onSubmit={save}
      >
        {(form) => (
          <>
            <Typography variant="subtitle2" component="h3">
              {text('demands.form.contact')}
            </Typography>
            <FormTextField {...fieldProps(form, 'company', 'demands.form.company', intl)} required autoComplete="organization" />
            <Box sx={{ display: 'flex', gap: 2 }}>
              <FormTextField {...fieldProps(form, 'lastname', 'demands.form.lastname', intl)} required autoComplete="family-name" />
              <FormTextField {...fieldProps(form, 'firstname', 'demands.form.firstname', intl)} required autoComplete="given-name" />
            </Box>
            <Box sx={{ display: 'flex', gap: 2 }}>
              <FormTextField {...fieldProps(form, 'phone', 'demands.form.phone', intl)} required type="tel" autoComplete="tel" />
              <FormTextField {...fieldProps(form, 'email', 'demands.form.email', intl)} required type="email" autoComplete="email" />
            </Box>
            <FormControl required error={errorText(form, 'demandType') !== ''} disabled={!isNew}>
              <FormLabel id="demand-type-label">{text('demands.form.type')}</FormLabel>
              <RadioGroup
                aria-labelledby="demand-type-label"
                name="demandType"
                value={form.values.demandType}
                onChange={(event) => void form.setFieldValue('demandType', event.target.value)}
              >
                {types.map((type) => (
                  <FormControlLabel key={type['@id']} value={type['@id']} control={<Radio size="small" />} label={demandTypeLabel(type, intl.locale)} />
                ))}
              </RadioGroup>
              <FormHelperText>{errorText(form, 'demandType') || (!isNew ? text('demands.form.typeFixed') : '')}</FormHelperText>
            </FormControl>
            {dateField(form, 'askedDatetime', isLogistic ? 'demands.form.deliveryDate' : 'demands.form.askedDate')}
            {isLogistic && (
              <>
                {dateField(form, 'pickupDatetime', 'demands.form.pickupDate')}
                <Typography variant="subtitle2" component="h3">
                  {text('demands.logistic.title')}
                </Typography>
                <FormControl required error={errorText(form, 'nature') !== ''}>
                  <FormLabel id="demand-nature-label">{text('demands.logistic.nature')}</FormLabel>
                  <RadioGroup row aria-labelledby="demand-nature-label" name="nature" value={form.values.nature} onChange={(event) => void form.setFieldValue('nature', event.target.value)}>
                    {NATURES.map((nature) => (
                      <FormControlLabel key={nature} value={nature} control={<Radio size="small" />} label={text(`demands.logistic.nature.${nature}`)} />
                    ))}
                  </RadioGroup>
                  <FormHelperText>{errorText(form, 'nature')}</FormHelperText>
                </FormControl>
                <Box sx={{ display: 'flex', gap: 2 }}>
                  <FormTextField {...fieldProps(form, 'height', 'demands.form.height', intl)} required inputProps={{ inputMode: 'decimal' }} />
                  <FormTextField {...fieldProps(form, 'length', 'demands.form.length', intl)} required inputProps={{ inputMode: 'decimal' }} />
                  <FormTextField {...fieldProps(form, 'width', 'demands.form.width', intl)} required inputProps={{ inputMode: 'decimal' }} />
                </Box>
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <FormTextField {...fieldProps(form, 'weight', 'demands.form.weight', intl)} required inputProps={{ inputMode: 'decimal' }} />
                  <FormControl>
                    <FormLabel id="demand-unit-label">{text('demands.form.weightUnit')}</FormLabel>
                    <RadioGroup row aria-labelledby="demand-unit-label" name="weightUnit" value={form.values.weightUnit} onChange={(event) => void form.setFieldValue('weightUnit', event.target.value)}>
                      {WEIGHT_UNITS.map((unit) => (
                        <FormControlLabel key={unit} value={unit} control={<Radio size="small" />} label={text(`demands.logistic.unit.${unit}`)} />
                      ))}
                    </RadioGroup>
                  </FormControl>
                </Box>
                <FormControl component="fieldset" required error={errorText(form, 'means') !== ''}>
                  <FormLabel component="legend">{text('demands.logistic.means')}</FormLabel>
                  <FormGroup row>
                    {MEANS.map((means) => (
                      <FormControlLabel
                        key={means}
                        control={
                          <Checkbox
                            size="small"
                            name="means"
                            checked={form.values.means.includes(means)}
                            onChange={(_, on) => void form.setFieldValue('means', on ? [...form.values.means, means] : form.values.means.filter((m) => m !== means))}
                          />
                        }
                        label={text(`demands.logistic.means.${means}`)}
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>{errorText(form, 'means')}</FormHelperText>
                </FormControl>
                <Box>
                  <FilePicker
                    single
                    files={form.values.plan}
                    onChange={(files) => void form.setFieldValue('plan', files)}
                    labelId={isNew ? 'demands.form.plan' : 'demands.form.planReplace'}
                    accept="application/pdf,image/*"
                    error={errorText(form, 'plan') || undefined}
                  />
                  <Link component="button" type="button" variant="body2" onClick={() => planTemplate(intl.locale)}>
                    {text('demands.form.planTemplate')}
                  </Link>
                </Box>
                <FilePicker
                  single
                  files={form.values.document}
                  onChange={(files) => void form.setFieldValue('document', files)}
                  labelId="demands.form.document"
                  accept="application/pdf,image/*"
                  error={errorText(form, 'document') || undefined}
                />
              </>
            )}
            <FormTextField {...fieldProps(form, 'comment', 'demands.form.comment', intl)} multiline minRows={3} required={isNew} />
            {isNew && (
              <FormControl required error={errorText(form, 'confirmed') !== ''}>
                <FormControlLabel
                  control={<Checkbox name="confirmed" checked={form.values.confirmed} onChange={(_, on) => void form.setFieldValue('confirmed', on)} />}
                  label={text('demands.form.confirmation')}
                />
                <FormHelperText>{errorText(form, 'confirmed')}</FormHelperText>
              </FormControl>
            )}
          </>
        )}
      </FormDialog>
    </LocalizationProvider>
  );
}
