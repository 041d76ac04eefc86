/**
 * A step of the plan workflow that is a message (part 1 §4): submit the plans (text
 * and at least one plan file), validate them (text optional: the server writes the
 * standard bilingual message), refuse them (the reason required). Formik + Yup; the
 * server's violations land on the fields.
 */
import { useIntl } from 'react-intl';
import TextField from '@mui/material/TextField';
import * as yup from 'yup';
import FormDialog from '@/components/FormDialog';
import { fieldProps, fieldErrorText } from '@/components/fieldError';
import type { PlanAction } from '@/domain/planWorkflow';
import FilePicker from '@/components/FilePicker';

export interface PlanStepValues {
  message: string;
  files: File[];
}

const SCHEMAS: Record<Exclude<PlanAction, 'confirm'>, yup.ObjectSchema<PlanStepValues>> = {
  submit: yup.object({
    message: yup.string().trim().required('standMessages.compose.missing'),
    files: yup.array(yup.mixed<File>().required()).min(1, 'standMessages.plans.filesMissing').required(),
  }),
  validate: yup.object({ message: yup.string().default(''), files: yup.array(yup.mixed<File>().required()).required() }),
  refuse: yup.object({
    message: yup.string().trim().required('standMessages.refuse.reasonMissing'),
    files: yup.array(yup.mixed<File>().required()).required(),
  }),
};

const INITIAL: PlanStepValues = { message: '', files: [] };

export interface PlanStepDialogProps {
  action: Exclude<PlanAction, 'confirm'>;
  open: boolean;
  formKey: string;
  pending: boolean;
  onSubmit: (values: PlanStepValues) => void;
  onClose: () => void;
}

export default function PlanStepDialog({ action, open, formKey, pending, onSubmit, onClose }: PlanStepDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog
      open={open}
      formId={`${action}-${String(open)}`}
      formKey={formKey}
      titleId={`standMessages.plans.${action}.title`}
      initialValues={INITIAL}
      validationSchema={SCHEMAS[action]}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField multiline minRows={4} {...fieldProps(form, 'message', `standMessages.plans.${action}.message`, intl)} />
          {action === 'submit' && (
            <FilePicker
              files={form.values.files}
              onChange={(files) => {
                void form.setFieldValue('files', files);
                void form.setFieldTouched('files', true, false);
              }}
              labelId="standMessages.plans.attach"
              error={form.touched.files || form.submitCount > 0 ? fieldErrorText(intl, form.errors.files) : undefined}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
