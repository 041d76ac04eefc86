/** Add / edit modal of a layout type (ui modal 'layoutTypes/form'). */
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectModal } from '@/ui/selectors';
import { modalClosed } from '@/ui/uiSlice';
import { fieldProps } from '@/components/fieldError';
import FormTextField from '@/components/FormTextField';
import FormDialog from '@/components/FormDialog';
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
    <FormDialog
      open={modal.open}
      formId={`${modal.id ?? 'new'}-${modal.open}`}
      formKey={LAYOUT_TYPE_FORM}
      draftKey={`${LAYOUT_TYPE_FORM}:${modal.id ?? 'new'}`}
      titleId={editing ? 'layoutTypes.form.editTitle' : 'layoutTypes.form.addTitle'}
      initialValues={layoutTypeInitialValues(item)}
      validationSchema={layoutTypeSchema}
      pending={pending}
      onClose={close}
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
      {(form) => {
        const color = fieldProps(form, 'color', 'layoutTypes.form.color', intl);
        return (
          <>
            <FormTextField {...fieldProps(form, 'label', 'layoutTypes.form.label', intl)} required autoFocus />
            <FormTextField
              {...color}
              type="color"
              required
              // The value in words under the swatch, until an error takes its place.
              helperText={color.helperText || form.values.color}
              sx={{ maxWidth: 200 }}
              inputProps={{ 'data-testid': 'layout-type-color' }}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
