/**
 * A step of the plan workflow that is a message (part 1 §4): submit the plans (text
 * and at least one plan file), validate them (text optional: the server writes the
 * standard bilingual message), refuse them (the reason required; the staff may tick "attach the
 * marked-up PDF" of the revision under review, issue 25): what the plan workflow's
 * table says each step's message carries (src/domain/planWorkflow.ts), as the server checks it.
 * Formik + Yup; the server's violations land on the fields.
 */
import { useIntl } from 'react-intl';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import * as yup from 'yup';
import FormDialog from '@/components/FormDialog';
import { fieldProps, fieldErrorText } from '@/components/fieldError';
import { PLAN_TRANSITIONS, type PlanAction } from '@/domain/planWorkflow';
import { contractViolations, type ContractRule } from '@/domain/workflow';
import FilePicker from '@/components/FilePicker';

export interface PlanStepValues {
  message: string;
  files: File[];
  /** Refusing: attach the revision's marked-up PDF (built by the server). */
  attachMarkedUpPdf?: boolean;
}

/** The form's message for what a step's message lacks (src/domain/workflow.ts), and the field it goes under. */
const MISSING: Record<ContractRule, { field: keyof PlanStepValues; messageId: string }> = {
  contentMissing: { field: 'message', messageId: 'standMessages.compose.missing' },
  reasonMissing: { field: 'message', messageId: 'standMessages.refuse.reasonMissing' },
  attachmentsMissing: { field: 'files', messageId: 'standMessages.plans.filesMissing' },
};

/** What the step's message must carry, from the plan workflow's table (the API checks the same). */
export function planStepSchema(action: Exclude<PlanAction, 'confirm'>) {
  const { carries } = PLAN_TRANSITIONS.find((t) => t.action === action)!;
  return yup.object().test('plan-step', 'form.required', function check(raw) {
    // Formik hands an empty text over as undefined.
    const values = raw as unknown as Partial<PlanStepValues>;
    const found = contractViolations(carries, { hasContent: (values.message ?? '').trim() !== '', attachments: values.files?.length ?? 0 });
    if (!found.length) return true;
    return new yup.ValidationError(found.map((v) => this.createError({ path: MISSING[v.rule].field, message: MISSING[v.rule].messageId })));
  });
}

const SCHEMAS = { submit: planStepSchema('submit'), validate: planStepSchema('validate'), refuse: planStepSchema('refuse') };

const INITIAL: PlanStepValues = { message: '', files: [], attachMarkedUpPdf: false };

export interface PlanStepDialogProps {
  action: Exclude<PlanAction, 'confirm'>;
  open: boolean;
  formKey: string;
  /** Where the form's draft is kept (the step and the stand). */
  draftKey: string;
  pending: boolean;
  onSubmit: (values: PlanStepValues) => void;
  onClose: () => void;
  /** Refusing: the revision under review, whose marked-up PDF may be attached (its number when known); absent, no such choice. */
  markedUpRevision?: { number: number | null } | null;
}

export default function PlanStepDialog({ action, open, formKey, draftKey, pending, onSubmit, onClose, markedUpRevision }: PlanStepDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog
      open={open}
      formId={`${action}-${String(open)}`}
      formKey={formKey}
      draftKey={draftKey}
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
          {action === 'refuse' && markedUpRevision && (
            <FormControlLabel
              control={<Checkbox name="attachMarkedUpPdf" checked={form.values.attachMarkedUpPdf === true} onChange={form.handleChange} />}
              label={
                markedUpRevision.number === null
                  ? intl.formatMessage({ id: 'standMessages.plans.refuse.attachMarkedUpPdf' })
                  : intl.formatMessage({ id: 'standMessages.plans.refuse.attachMarkedUpPdfOf' }, { number: markedUpRevision.number })
              }
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
