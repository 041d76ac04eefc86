/** Add / edit modal of a layout type (ui modal 'layoutTypes/form'). */
import { useIntl } from 'react-intl';
import { fieldProps } from '@/components/fieldError';
import FormTextField from '@/components/FormTextField';
import FormDialog from '@/components/FormDialog';
import { LAYOUT_TYPE_FORM } from '../actions';
import { useLayoutTypeForm } from '../hooks';
import { layoutTypeInitialValues, layoutTypeSchema } from './layoutTypeSchema';

export default function LayoutTypeDialog() {
  const intl = useIntl();
  const { modal, layoutType, save } = useLayoutTypeForm();
  const editing = modal.id !== null;

  return (
    <FormDialog
      open={modal.open}
      formId={`${modal.id ?? 'new'}-${modal.open}`}
      formKey={LAYOUT_TYPE_FORM}
      draftKey={`${LAYOUT_TYPE_FORM}:${modal.id ?? 'new'}`}
      titleId={editing ? 'layoutTypes.form.editTitle' : 'layoutTypes.form.addTitle'}
      initialValues={layoutTypeInitialValues(layoutType)}
      validationSchema={layoutTypeSchema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
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
