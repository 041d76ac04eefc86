/** Add / edit a provider on a show: category and provider (required), its own link and wording. */
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { fieldProps } from '@/components/fieldError';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import { PLACEMENT_FORM } from '../actions';
import { usePlacementForm } from '../hooks';
import { placementInitialValues, placementSchema } from './providerForms';

const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

export default function PlacementDialog({ showId }: { showId: number }) {
  const intl = useIntl();
  const { modal, placement, categories, providers, save } = usePlacementForm(showId);
  return (
    <FormDialog
      open={modal.open}
      formId={`${modal.id ?? 'new'}-${modal.open}`}
      formKey={PLACEMENT_FORM}
      draftKey={`${PLACEMENT_FORM}:show-${showId}:${modal.id ?? 'new'}`}
      titleId={modal.id !== null ? 'providers.placement.editTitle' : 'providers.placement.addTitle'}
      initialValues={placementInitialValues(placement)}
      validationSchema={placementSchema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
    >
      {(form) => (
        <>
          <TextField {...fieldProps(form, 'providerShowCategory', 'providers.placement.category', intl)} select required slotProps={NATIVE_SELECT}>
            <option value="" />
            {categories.items.map((category) => (
              <option key={category.id} value={category['@id']}>
                {category.name}
              </option>
            ))}
          </TextField>
          <TextField {...fieldProps(form, 'provider', 'providers.placement.provider', intl)} select required slotProps={NATIVE_SELECT}>
            <option value="" />
            {providers.items.map((provider) => (
              <option key={provider.id} value={provider['@id']}>
                {provider.name}
              </option>
            ))}
          </TextField>
          <FormTextField {...fieldProps(form, 'link', 'providers.placement.link', intl)} type="url" />
          <FormTextField {...fieldProps(form, 'wording', 'providers.placement.wording', intl)} multiline minRows={2} />
          <FormTextField {...fieldProps(form, 'email', 'providers.placement.email', intl)} type="email" />
        </>
      )}
    </FormDialog>
  );
}
