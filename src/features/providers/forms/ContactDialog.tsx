/** Add / edit modal of a provider's contact: last name, first name, phone, company (all required). */
import { useIntl } from 'react-intl';
import { fieldProps } from '@/components/fieldError';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import { CONTACT_FORM } from '../actions';
import { useContactForm } from '../hooks';
import { contactInitialValues, contactSchema } from './providerForms';

export default function ContactDialog({ providerIri }: { providerIri: string }) {
  const intl = useIntl();
  const { modal, contact, save } = useContactForm(providerIri);
  return (
    <FormDialog
      open={modal.open}
      formId={`${modal.id ?? 'new'}-${modal.open}`}
      formKey={CONTACT_FORM}
      draftKey={`${CONTACT_FORM}:${providerIri}:${modal.id ?? 'new'}`}
      titleId={modal.id !== null ? 'providers.contact.editTitle' : 'providers.contact.addTitle'}
      initialValues={contactInitialValues(contact)}
      validationSchema={contactSchema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
    >
      {(form) => (
        <>
          <FormTextField {...fieldProps(form, 'lastname', 'providers.contact.lastname', intl)} required autoFocus />
          <FormTextField {...fieldProps(form, 'firstname', 'providers.contact.firstname', intl)} required />
          <FormTextField {...fieldProps(form, 'phone', 'providers.contact.phone', intl)} type="tel" required />
          <FormTextField {...fieldProps(form, 'company', 'providers.contact.company', intl)} required />
        </>
      )}
    </FormDialog>
  );
}
