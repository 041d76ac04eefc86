/**
 * The plan confirmation form (part 1 §5): the person responsible (last name, first
 * name, company, phone, e-mail), the standing and invoicing attestations ticked, the
 * waste disposal (ourselves, the decorator, a cleaning company) and, with a cleaning
 * company, exactly one purchase-order file ('Fichier manquant', 'Un seul fichier
 * autorisé'). Formik + Yup over the rules of src/domain/planConfirmation.ts, which the server
 * applies too; its violations land here.
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
import {
  confirmationViolations,
  needsPurchaseOrder,
  WASTE_DISPOSALS,
  type ConfirmationRule,
  type PlanConfirmationValues,
  type WasteDisposal,
} from '@/domain/planConfirmation';
import FilePicker from '@/components/FilePicker';

/** The confirmation as sent, while it is typed: no waste disposal chosen yet, the purchase order's files, a message. */
export type ConfirmationValues = Omit<PlanConfirmationValues, 'wasteDisposal'> & {
  wasteDisposal: WasteDisposal | '';
  purchaseOrder: File[];
  message: string;
};

/** The form's message for each broken rule of src/domain/planConfirmation.ts. */
const MESSAGE_IDS: Record<ConfirmationRule, string> = {
  required: 'form.required',
  email: 'standMessages.confirm.emailInvalid',
  mustBeTrue: 'standMessages.confirm.attestationMissing',
  // The radio buttons offer only the choices: a choice not among them is one not made.
  choice: 'form.required',
  fileMissing: 'standMessages.confirm.fileMissing',
  oneFileOnly: 'standMessages.confirm.oneFileOnly',
};

/** The rules of the confirmation (the API's own), each message under its field; the message's text required. */
export const confirmationSchema = yup
  .object({ message: yup.string().trim().required('standMessages.compose.missing') })
  .test('plan-confirmation', 'form.required', function check(raw) {
    // Formik hands an empty text over as undefined: the rules read it as missing.
    const values = raw as unknown as ConfirmationValues;
    const found = confirmationViolations({ ...values, purchaseOrderFiles: values.purchaseOrder?.length ?? 0 });
    if (!found.length) return true;
    return new yup.ValidationError(found.map((v) => this.createError({ path: v.field, message: MESSAGE_IDS[v.rule] })));
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
  /** Where the form's draft is kept (the step and the stand). */
  draftKey: string;
  pending: boolean;
  initialValues: ConfirmationValues;
  onSubmit: (values: ConfirmationValues) => void;
  onClose: () => void;
}

export default function ConfirmationDialog({ open, formKey, draftKey, pending, initialValues, onSubmit, onClose }: ConfirmationDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog
      open={open}
      formId={`confirm-${String(open)}`}
      formKey={formKey}
      draftKey={draftKey}
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
            {needsPurchaseOrder(form.values.wasteDisposal) && (
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
