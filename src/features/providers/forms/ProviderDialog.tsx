/** Add / edit modal of a provider (ui modal 'providers/form'): name, e-mail, link, logo 75×75. */
import { useIntl } from 'react-intl';
import { fieldErrorText, fieldProps } from '@/components/fieldError';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import LogoField from '@/components/LogoField';
import { PROVIDER_LOGO } from '@/entities/logoUpload';
import { PROVIDER_FORM } from '../actions';
import { useProviderForm } from '../hooks';
import { providerInitialValues, providerSchema } from './providerForms';

export default function ProviderDialog() {
  const intl = useIntl();
  const { modal, provider, save } = useProviderForm();
  return (
    <FormDialog
      open={modal.open}
      formId={`${modal.id ?? 'new'}-${modal.open}`}
      formKey={PROVIDER_FORM}
      draftKey={`${PROVIDER_FORM}:${modal.id ?? 'new'}`}
      titleId={modal.id !== null ? 'providers.form.editTitle' : 'providers.form.addTitle'}
      initialValues={providerInitialValues(provider)}
      validationSchema={providerSchema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
    >
      {(form) => (
        <>
          <FormTextField {...fieldProps(form, 'name', 'providers.form.name', intl)} required autoFocus />
          <FormTextField {...fieldProps(form, 'email', 'providers.form.email', intl)} type="email" required />
          <FormTextField {...fieldProps(form, 'link', 'providers.form.link', intl)} type="url" />
          <LogoField
            name="logo"
            label={intl.formatMessage({ id: 'providers.form.logo' })}
            value={form.values.logo}
            size={PROVIDER_LOGO.size}
            required
            onChange={(logo) => form.setFieldValue('logo', logo)}
            error={form.touched.logo || form.submitCount > 0 ? fieldErrorText(intl, form.errors.logo) : ''}
          />
        </>
      )}
    </FormDialog>
  );
}
