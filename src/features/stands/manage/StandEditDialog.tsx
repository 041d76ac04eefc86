/** The stand edit modal (part 1 §5, ui modal 'stands/edit'): name, type, hall, aisle, number, surface. */
import { useIntl } from 'react-intl';
import FormDialog from '@/components/FormDialog';
import type { Stand } from '@/domain/api';
import { STAND_EDIT_FORM } from './actions';
import { useStandEditForm } from './hooks';
import { standEditInitialValues, standEditSchema } from './standSchema';
import StandFields from './StandFields';

export default function StandEditDialog({ stand }: { stand: Stand }) {
  const intl = useIntl();
  const { modal, save } = useStandEditForm(stand.id);
  return (
    <FormDialog
      open={modal.open}
      formId={`${stand.id}-${modal.open}`}
      formKey={STAND_EDIT_FORM}
      draftKey={`${STAND_EDIT_FORM}:${stand.id}`}
      titleId="stand.form.editTitle"
      initialValues={standEditInitialValues(stand)}
      validationSchema={standEditSchema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
    >
      {(form) => <StandFields form={form} intl={intl} />}
    </FormDialog>
  );
}
