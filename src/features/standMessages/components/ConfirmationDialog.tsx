/**
 * The plan confirmation form (part 1 §5): the person responsible (last name, first
 * name, company, phone, e-mail), the standing and invoicing attestations ticked, the
 * waste disposal (ourselves, the decorator, a cleaning company) and, with a cleaning
 * company, exactly one purchase-order file ('Fichier manquant', 'Un seul fichier
 * autorisé'). Formik + Yup; the server checks the same and its violations land here.
 */
import { useIntl } from 'react-intl';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import * as yup from 'yup';
import FormDialog from '@/components/FormDialog';
import { fieldErrorText, fieldProps } from '@/components/fieldError';
import type { PlanConfirmation } from '@/domain/api';
import FilePicker from '@/components/FilePicker';

export const WASTE_DISPOSALS: ReadonlyArray<PlanConfirmation['wasteDisposal']> = ['ourselves', 'decorator', 'cleaningCompany'];

/** The confirmation as sent, while it is typed: no waste disposal chosen yet, the purchase order's files, a message. */
export type ConfirmationValues = Omit<PlanConfirmation, 'wasteDisposal' | 'purchaseOrder'> & {
  wasteDisposal: PlanConfirmation['wasteDisposal'] | '';
  purchaseOrder: File[];
  message: string;
};

export const confirmationSchema = yup.object({
  lastName: yup.string().trim().required('form.required'),
  firstName: yup.string().trim().required('form.required'),
  company: yup.string().trim().required('form.required'),
  phone: yup.string().trim().required('form.required'),
  email: yup.string().trim().required('form.required').email('standMessages.confirm.emailInvalid'),
  standing: yup.boolean().oneOf([true], 'standMessages.confirm.attestationMissing').required(),
  invoicing: yup.boolean().oneOf([true], 'standMessages.confirm.attestationMissing').required(),
  wasteDisposal: yup.string().oneOf([...WASTE_DISPOSALS], 'form.required').required('form.required'),
  purchaseOrder: yup
    .array(yup.mixed<File>().required())
    .required()
    .when('wasteDisposal', {
      is: 'cleaningCompany',
      then: (schema) => schema.min(1, 'standMessages.confirm.fileMissing').max(1, 'standMessages.confirm.oneFileOnly'),
    }),
  message: yup.string().trim().required('standMessages.compose.missing'),
});

function Attestation({ form, name }: { form: FormikProps<ConfirmationValues>; name: 'standing' | 'invoicing' }) {
  const intl = useIntl();
  const error = form.touched[name] || form.submitCount > 0 ? fieldErrorText(intl, form.errors[name]) : '';
  return (
    <FormControl error={error !== ''}>
      <FormControlLabel
        control={<Checkbox name={name} checked={form.values[name]} onChange={form.handleChange} />}
        label={intl.formatMessage({ id: `standMessages.confirm.${name}` })}
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

export interface ConfirmationDialogProps {
  open: boolean;
  formKey: string;
  pending: boolean;
  initialValues: ConfirmationValues;
  onSubmit: (values: ConfirmationValues) => void;
  onClose: () => void;
}

export default function ConfirmationDialog({ open, formKey, pending, initialValues, onSubmit, onClose }: ConfirmationDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog
      open={open}
      formId={`confirm-${String(open)}`}
      formKey={formKey}
      titleId="standMessages.plans.confirm.title"
      initialValues={initialValues}
      validationSchema={confirmationSchema}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {(form) => {
        const wasteError = form.touched.wasteDisposal || form.submitCount > 0 ? fieldErrorText(intl, form.errors.wasteDisposal) : '';
        const fileError = form.submitCount > 0 ? fieldErrorText(intl, form.errors.purchaseOrder) : '';
        return (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField fullWidth required {...fieldProps(form, 'lastName', 'standMessages.confirm.lastName', intl)} />
              <TextField fullWidth required {...fieldProps(form, 'firstName', 'standMessages.confirm.firstName', intl)} />
            </Stack>
            <TextField required {...fieldProps(form, 'company', 'standMessages.confirm.company', intl)} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField fullWidth required type="tel" {...fieldProps(form, 'phone', 'standMessages.confirm.phone', intl)} />
              <TextField fullWidth required type="email" {...fieldProps(form, 'email', 'standMessages.confirm.email', intl)} />
            </Stack>
            <Attestation form={form} name="standing" />
            <Attestation form={form} name="invoicing" />
            <FormControl error={wasteError !== ''} required>
              <FormLabel id="waste-disposal-label">{intl.formatMessage({ id: 'standMessages.confirm.wasteDisposal' })}</FormLabel>
              <RadioGroup aria-labelledby="waste-disposal-label" name="wasteDisposal" value={form.values.wasteDisposal} onChange={form.handleChange}>
                {WASTE_DISPOSALS.map((choice) => (
                  <FormControlLabel
                    key={choice}
                    value={choice}
                    control={<Radio />}
                    label={intl.formatMessage({ id: `standMessages.confirm.waste.${choice}` })}
                  />
                ))}
              </RadioGroup>
              {wasteError && <FormHelperText>{wasteError}</FormHelperText>}
            </FormControl>
            {form.values.wasteDisposal === 'cleaningCompany' && (
              <FilePicker
                files={form.values.purchaseOrder}
                onChange={(files) => void form.setFieldValue('purchaseOrder', files)}
                labelId="standMessages.confirm.purchaseOrder"
                error={fileError || undefined}
              />
            )}
            <TextField multiline minRows={2} {...fieldProps(form, 'message', 'standMessages.confirm.message', intl)} />
          </>
        );
      }}
    </FormDialog>
  );
}
