/** Add / edit modal of an advertiser (ui modal 'advertisers/form'): name, link, logo 170×170. */
import { useIntl } from 'react-intl';
import { fieldErrorText, fieldProps } from '@/components/fieldError';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import LogoField from '@/components/LogoField';
import { ADVERTISER_LOGO } from '@/entities/logoUpload';
import { ADVERTISER_FORM } from '../actions';
import { useAdvertiserForm } from '../hooks';
import { advertiserInitialValues, advertiserSchema } from './advertiserForms';

export default function AdvertiserDialog() {
  const intl = useIntl();
  const { modal, advertiser, save } = useAdvertiserForm();
  return (
    <FormDialog
      open={modal.open}
      formId={`${modal.id ?? 'new'}-${modal.open}`}
      formKey={ADVERTISER_FORM}
      draftKey={`${ADVERTISER_FORM}:${modal.id ?? 'new'}`}
      titleId={modal.id !== null ? 'advertisers.form.editTitle' : 'advertisers.form.addTitle'}
      initialValues={advertiserInitialValues(advertiser)}
      validationSchema={advertiserSchema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
    >
      {(form) => (
        <>
          <FormTextField {...fieldProps(form, 'name', 'advertisers.form.name', intl)} required autoFocus />
          <FormTextField {...fieldProps(form, 'link', 'advertisers.form.link', intl)} type="url" required />
          <LogoField
            name="logo"
            label={intl.formatMessage({ id: 'advertisers.form.logo' })}
            value={form.values.logo}
            size={ADVERTISER_LOGO.size}
            required
            onChange={(logo) => form.setFieldValue('logo', logo)}
            error={form.touched.logo || form.submitCount > 0 ? fieldErrorText(intl, form.errors.logo) : ''}
          />
        </>
      )}
    </FormDialog>
  );
}
