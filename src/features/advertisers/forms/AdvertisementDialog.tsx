/** Add / edit an advertisement on a show: the advertiser (required), a wording, its own link. */
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { fieldProps } from '@/components/fieldError';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import { ADVERTISEMENT_FORM } from '../actions';
import { useAdvertisementForm } from '../hooks';
import { advertisementInitialValues, advertisementSchema } from './advertiserForms';

export default function AdvertisementDialog({ showId }: { showId: number }) {
  const intl = useIntl();
  const { modal, advertisement, advertisers, save } = useAdvertisementForm(showId);
  return (
    <FormDialog
      open={modal.open}
      formId={`${modal.id ?? 'new'}-${modal.open}`}
      formKey={ADVERTISEMENT_FORM}
      draftKey={`${ADVERTISEMENT_FORM}:show-${showId}:${modal.id ?? 'new'}`}
      titleId={modal.id !== null ? 'advertisers.advertisement.editTitle' : 'advertisers.advertisement.addTitle'}
      initialValues={advertisementInitialValues(advertisement)}
      validationSchema={advertisementSchema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
    >
      {(form) => (
        <>
          <TextField
            {...fieldProps(form, 'advertiser', 'advertisers.advertisement.advertiser', intl)}
            select
            required
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" />
            {advertisers.items.map((advertiser) => (
              <option key={advertiser.id} value={advertiser['@id']}>
                {advertiser.name}
              </option>
            ))}
          </TextField>
          <FormTextField {...fieldProps(form, 'wording', 'advertisers.advertisement.wording', intl)} multiline minRows={2} />
          <FormTextField {...fieldProps(form, 'link', 'advertisers.advertisement.link', intl)} type="url" />
        </>
      )}
    </FormDialog>
  );
}
