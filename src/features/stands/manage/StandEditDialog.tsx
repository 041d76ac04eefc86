/** The stand edit modal (part 1 §5, ui modal 'stands/edit'): name, type, hall, aisle, number, surface. */
import { useIntl } from 'react-intl';
import FormDialog from '@/components/FormDialog';
import type { Stand } from '@/domain/api';
import { saveRequested } from '@/entities/mutationsSlice';
import { selectMutation } from '@/entities/selectors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectModal } from '@/ui/selectors';
import { modalClosed } from '@/ui/uiSlice';
import { STAND_EDIT_FIELDS, standEditBody, standEditInitialValues, standEditSchema } from './standSchema';
import StandFields from './StandFields';

export const STAND_EDIT_FORM = 'stands/edit';

export default function StandEditDialog({ stand }: { stand: Stand }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const modal = useAppSelector((state) => selectModal(state, STAND_EDIT_FORM));
  const pending = useAppSelector((state) => selectMutation(state, STAND_EDIT_FORM)).status === 'pending';
  return (
    <FormDialog
      open={modal.open}
      formId={`${stand.id}-${modal.open}`}
      formKey={STAND_EDIT_FORM}
      draftKey={`${STAND_EDIT_FORM}:${stand.id}`}
      titleId="stand.form.editTitle"
      initialValues={standEditInitialValues(stand)}
      validationSchema={standEditSchema}
      pending={pending}
      onClose={() => dispatch(modalClosed(STAND_EDIT_FORM))}
      onSubmit={(values) =>
        dispatch(
          saveRequested({
            resource: 'stands',
            id: stand.id,
            method: 'PATCH',
            data: standEditBody(values),
            key: STAND_EDIT_FORM,
            fields: STAND_EDIT_FIELDS,
            closeModal: STAND_EDIT_FORM,
          }),
        )
      }
    >
      {(form) => <StandFields form={form} intl={intl} />}
    </FormDialog>
  );
}
