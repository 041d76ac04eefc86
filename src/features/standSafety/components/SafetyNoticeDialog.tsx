/**
 * 'NOTICE SPS EXPOSANT' (part 2 §2–§5): the form a standist must send before anything else, so it
 * cannot be closed (no Cancel, no Escape, no click beside it). The show's safety instructions to
 * download and acknowledge; the person responsible; built by one company or by two or more (the
 * second asking how many and the standist's contact); a mezzanine, heights over 3 m; a coordinator
 * or not (yes asking their contact). A draft is kept; after a failed submit the first invalid field
 * takes the focus (FormDialog). Dumb: the values and the show in, the submit out.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import type { FormikProps } from 'formik';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import { fieldErrorText, fieldProps } from '@/components/fieldError';
import type { MediaRef } from '@/domain/api';
import { MIN_BUILDERS } from '@/domain/safetyNotice';
import { SAFETY_NOTICE_MODAL } from '../actions';
import { safetyNoticeSchema, type SafetyNoticeValues } from '../forms/safetyNoticeForm';

type Form = FormikProps<SafetyNoticeValues>;
type TextName = { [K in keyof SafetyNoticeValues]: SafetyNoticeValues[K] extends string ? K : never }[keyof SafetyNoticeValues];

const shown = (form: Form, ...names: (keyof SafetyNoticeValues)[]): unknown =>
  names.map((name) => (form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined)).find(Boolean);

/** A contact's four or five text fields, two a line. */
function Contact({ form, names, labels }: { form: Form; names: readonly TextName[]; labels: readonly string[] }) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {names.map((name, index) => (
        <FormTextField
          key={name}
          {...fieldProps(form, name, labels[index], intl)}
          required
          type={name.toLowerCase().endsWith('email') ? 'email' : name.toLowerCase().endsWith('phone') ? 'tel' : 'text'}
        />
      ))}
    </Box>
  );
}

const CONTACT_LABELS = ['standSafety.form.lastName', 'standSafety.form.firstName', 'standSafety.form.phone', 'standSafety.form.email'] as const;
const PERSON = ['lastName', 'firstName', 'company', 'phone', 'email'] as const;
const PERSON_LABELS = ['standSafety.form.lastName', 'standSafety.form.firstName', 'standSafety.form.company', 'standSafety.form.phone', 'standSafety.form.email'] as const;

export interface SafetyNoticeDialogProps {
  open: boolean;
  standId: number;
  /** The show's safety instructions document (part 1 §2), to download before acknowledging it. */
  instructions: MediaRef | null;
  initialValues: SafetyNoticeValues;
  pending: boolean;
  onSubmit: (values: SafetyNoticeValues) => void;
}

export default function SafetyNoticeDialog({ open, standId, instructions, initialValues, pending, onSubmit }: SafetyNoticeDialogProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const errorOf = (form: Form, ...names: (keyof SafetyNoticeValues)[]) => fieldErrorText(intl, shown(form, ...names));
  const checkbox = (form: Form, name: 'downloadOk' | 'withMezzanine' | 'withMoreThanThreeMeterHeights', labelId: string) => {
    const error = errorOf(form, name);
    return (
      <FormControl error={error !== ''} required={name === 'downloadOk'}>
        <FormControlLabel control={<Checkbox name={name} checked={form.values[name]} onChange={form.handleChange} />} label={text(labelId)} />
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );
  };
  return (
    <FormDialog<SafetyNoticeValues>
      open={open}
      closable={false}
      formId={`safety-${standId}-${open}`}
      formKey={SAFETY_NOTICE_MODAL}
      draftKey={`${SAFETY_NOTICE_MODAL}:stand-${standId}`}
      titleId="standSafety.form.title"
      initialValues={initialValues}
      validationSchema={safetyNoticeSchema}
      pending={pending}
      // Only a saved record closes it (the saga).
      onClose={() => undefined}
      onSubmit={onSubmit}
    >
      {(form) => {
        const builtBy = form.values.builtByOne ? 'one' : form.values.builtByMore ? 'more' : '';
        const builtByError = errorOf(form, 'builtByOne', 'builtByMore');
        const coordinatorError = errorOf(form, 'withCoordinator');
        return (
          <>
            <Typography variant="body2">{text('standSafety.form.intro')}</Typography>
            {instructions && (
              <Box>
                <Button variant="outlined" size="small" startIcon={<FileDownloadIcon />} href={instructions.objectUrl} download={instructions.mediaFileName} target="_blank" rel="noopener">
                  {text('standSafety.form.downloadInstructions')}
                </Button>
              </Box>
            )}
            {checkbox(form, 'downloadOk', 'standSafety.form.downloadOk')}
            <Typography variant="subtitle2" component="h3">
              {text('standSafety.form.person')}
            </Typography>
            <Contact form={form} names={PERSON} labels={PERSON_LABELS} />
            <FormControl required error={builtByError !== ''}>
              <FormLabel id="safety-built-by">{text('standSafety.form.builtBy')}</FormLabel>
              <RadioGroup
                aria-labelledby="safety-built-by"
                name="builtBy"
                value={builtBy}
                onChange={(event) => {
                  const more = event.target.value === 'more';
                  void form.setFieldValue('builtByOne', !more);
                  void form.setFieldValue('builtByMore', more);
                }}
              >
                <FormControlLabel value="one" control={<Radio size="small" />} label={text('standSafety.form.builtByOne')} />
                <FormControlLabel value="more" control={<Radio size="small" />} label={text('standSafety.form.builtByMore')} />
              </RadioGroup>
              {builtByError && <FormHelperText>{builtByError}</FormHelperText>}
            </FormControl>
            {form.values.builtByMore && (
              <>
                <FormTextField
                  {...fieldProps(form, 'numberOfBuilders', 'standSafety.form.numberOfBuilders', intl)}
                  required
                  type="number"
                  inputProps={{ min: MIN_BUILDERS, step: 1, inputMode: 'numeric' }}
                />
                <Typography variant="subtitle2" component="h3">
                  {text('standSafety.form.standist')}
                </Typography>
                <Contact form={form} names={['standistLastname', 'standistFirstname', 'standistPhone', 'standistEmail']} labels={CONTACT_LABELS} />
              </>
            )}
            {checkbox(form, 'withMezzanine', 'standSafety.form.withMezzanine')}
            {checkbox(form, 'withMoreThanThreeMeterHeights', 'standSafety.form.withMoreThanThreeMeterHeights')}
            <FormControl required error={coordinatorError !== ''}>
              <FormLabel id="safety-coordinator">{text('standSafety.form.withCoordinator')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="safety-coordinator"
                name="withCoordinator"
                value={form.values.withCoordinator === null ? '' : form.values.withCoordinator ? 'yes' : 'no'}
                onChange={(event) => void form.setFieldValue('withCoordinator', event.target.value === 'yes')}
              >
                <FormControlLabel value="yes" control={<Radio size="small" />} label={text('standSafety.form.yes')} />
                <FormControlLabel value="no" control={<Radio size="small" />} label={text('standSafety.form.no')} />
              </RadioGroup>
              {coordinatorError && <FormHelperText>{coordinatorError}</FormHelperText>}
            </FormControl>
            {form.values.withCoordinator === true && (
              <>
                <Typography variant="subtitle2" component="h3">
                  {text('standSafety.form.coordinator')}
                </Typography>
                <Contact form={form} names={['coordinatorLastName', 'coordinatorFirstName', 'coordinatorPhone', 'coordinatorEmail']} labels={CONTACT_LABELS} />
              </>
            )}
          </>
        );
      }}
    </FormDialog>
  );
}
