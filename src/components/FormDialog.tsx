/**
 * The add / edit modal of a resource: a dialog holding one Formik form, its title,
 * the server's field violations (ServerErrors, which also focuses the first invalid
 * field after a failed submit), Cancel and a Save that shows the save under way. Its
 * fields are the children, given Formik's state.
 *
 * Nothing typed is lost: the values are kept as a draft under `draftKey` (the form and what
 * it is about: the stand, the item) until sent or abandoned, and the form reopens on them;
 * closing a form with changes (Escape, a click beside it, Cancel) asks first (useDraftedForm).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikProps, type FormikValues } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import ServerErrors from './ServerErrors';
import { useDraftedForm } from './useDraftedForm';

interface Props<V extends FormikValues> {
  open: boolean;
  /** Remounts the form (fresh values) for another item or a new opening. */
  formId: string;
  /** The mutation key whose violations land on the fields. */
  formKey: string;
  /** Where the draft is kept: the form and what it is about (`reports/form:stand-5:new`); null for none. */
  draftKey: string | null;
  titleId: string;
  initialValues: V;
  validationSchema: AnyObjectSchema;
  pending: boolean;
  /** The submit button's text (default 'Enregistrer'). */
  submitLabelId?: string;
  /** False: a form that must be sent (the forced safety form): no Cancel, Escape and a click beside it do nothing. */
  closable?: boolean;
  onSubmit: (values: V) => void;
  onClose: () => void;
  children: (form: FormikProps<V>) => ReactNode;
}

export default function FormDialog<V extends FormikValues>(props: Props<V>) {
  const intl = useIntl();
  const drafted = useDraftedForm({ formKey: props.formKey, draftKey: props.draftKey, pending: props.pending, onClose: props.onClose });
  // The modal's open state is global (ui.modals): a screen left with its dialog open (Back, an
  // expired session) closes it, so it does not open by itself on the next screen that has it.
  const close = useRef(props.onClose);
  close.current = props.onClose;
  useEffect(() => () => close.current(), []);
  const titleHtmlId = `${props.formKey.replace(/\W/g, '-')}-title`;
  const closable = props.closable !== false;
  return (
    <>
      <Dialog
        open={props.open}
        onClose={closable ? drafted.requestClose : undefined}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleHtmlId}
      >
        <Formik
          key={props.formId}
          // Read once, when the form opens (Formik keeps its first initial values): the draft over the form's own.
          initialValues={drafted.restored(props.initialValues)}
          validationSchema={props.validationSchema}
          onSubmit={(values) => {
            drafted.submitted();
            props.onSubmit(values);
          }}
        >
          {(form) => (
            <Form noValidate>
              <ServerErrors formKey={props.formKey} />
              {drafted.keeper(props.initialValues)}
              <DialogTitle id={titleHtmlId}>{intl.formatMessage({ id: props.titleId })}</DialogTitle>
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  {props.children(form)}
                </Stack>
              </DialogContent>
              <DialogActions>
                {closable && <Button onClick={drafted.requestClose}>{intl.formatMessage({ id: 'common.cancel' })}</Button>}
                <Button type="submit" variant="contained" loading={props.pending}>
                  {intl.formatMessage({ id: props.submitLabelId ?? 'common.save' })}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      </Dialog>
      {props.open && drafted.confirmClose}
    </>
  );
}
