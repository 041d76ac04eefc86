/** Add / edit modal of a layout type (ui modal 'layoutTypes/form'). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectModal } from '@/ui/selectors';
import { modalClosed } from '@/ui/uiSlice';
import { fieldErrorText } from '@/components/fieldError';
import FormTextField from '@/components/FormTextField';
import ServerErrors from '@/components/ServerErrors';
import { saveRequested } from '@/entities/mutationsSlice';
import { selectEntityById, selectMutation } from '@/entities/selectors';
import {
  LAYOUT_TYPE_FIELDS,
  layoutTypeBody,
  layoutTypeInitialValues,
  layoutTypeSchema,
} from './layoutTypeSchema';

export const LAYOUT_TYPE_FORM = 'layoutTypes/form';

export default function LayoutTypeDialog() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const modal = useAppSelector((state) => selectModal(state, LAYOUT_TYPE_FORM));
  const item = useAppSelector((state) => selectEntityById(state, 'layoutTypes', modal.id));
  const pending = useAppSelector((state) => selectMutation(state, LAYOUT_TYPE_FORM)).status === 'pending';
  const close = () => dispatch(modalClosed(LAYOUT_TYPE_FORM));
  const editing = modal.id !== null;

  return (
    <Dialog open={modal.open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="layout-type-form-title">
      <Formik
        key={`${modal.id ?? 'new'}-${modal.open}`}
        initialValues={layoutTypeInitialValues(item)}
        validationSchema={layoutTypeSchema}
        onSubmit={(values) => {
          dispatch(
            saveRequested({
              resource: 'layoutTypes',
              id: modal.id,
              data: layoutTypeBody(values),
              key: LAYOUT_TYPE_FORM,
              fields: LAYOUT_TYPE_FIELDS,
              closeModal: LAYOUT_TYPE_FORM,
            }),
          );
        }}
      >
        {({ values, errors, touched, handleChange, handleBlur }) => (
          <Form noValidate>
            <ServerErrors formKey={LAYOUT_TYPE_FORM} />
            <DialogTitle id="layout-type-form-title">
              <FormattedMessage id={editing ? 'layoutTypes.form.editTitle' : 'layoutTypes.form.addTitle'} />
            </DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField
                  name="label"
                  label={intl.formatMessage({ id: 'layoutTypes.form.label' })}
                  value={values.label}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  required
                  autoFocus
                  error={Boolean(touched.label && errors.label)}
                  helperText={touched.label ? fieldErrorText(intl, errors.label) : ''}
                />
                <FormTextField
                  name="color"
                  type="color"
                  label={intl.formatMessage({ id: 'layoutTypes.form.color' })}
                  value={values.color}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  required
                  error={Boolean(touched.color && errors.color)}
                  helperText={touched.color && errors.color ? fieldErrorText(intl, errors.color) : values.color}
                  sx={{ maxWidth: 200 }}
                  inputProps={{ 'data-testid': 'layout-type-color' }}
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button type="submit" variant="contained" loading={pending}>
                <FormattedMessage id="common.save" />
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
