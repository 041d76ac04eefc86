/**
 * /prestataires/:providerId (part 2 §2, admin only): the provider's information with edit and delete
 * ('Suppression impossible.' in the confirmation when refused), and its contacts box. An unknown
 * provider goes to /404.
 */
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import DashboardFrame from '@/components/DashboardFrame';
import { positiveId } from '@/domain/routeParams';
import ContactsCard from '../components/ContactsCard';
import ProviderCard from '../components/ProviderCard';
import ContactDialog from '../forms/ContactDialog';
import ProviderDialog from '../forms/ProviderDialog';
import { useProviderContacts, useProviderPage } from '../hooks';

export default function ProviderPage() {
  const id = positiveId(useParams().providerId);
  if (id === null) return <Navigate to="/404" replace />;
  return <ProviderDashboard id={id} />;
}

function ProviderDashboard({ id }: { id: number }) {
  const intl = useIntl();
  const page = useProviderPage(id);
  const contacts = useProviderContacts(id);
  if (page.notFound) return <Navigate to="/404" replace />;
  const provider = page.provider;
  return (
    <DashboardFrame
      title={provider ? provider.name : intl.formatMessage({ id: 'providers.detail.title' })}
      loading={!provider}
      loadingTestId="provider-loading"
      main={provider && <ProviderCard provider={provider} canEdit={page.canEdit} canDelete={page.canDelete} onEdit={page.edit} onDelete={page.askDelete} />}
      side={
        provider && (
          <ContactsCard
            contacts={contacts.contacts.items}
            loaded={contacts.contacts.loaded}
            canEdit={contacts.canEdit}
            onOpen={contacts.openForm}
            onDelete={contacts.askDelete}
            dialog={<ContactDialog providerIri={provider['@id']} />}
          />
        )
      }
    >
      <ProviderDialog />
    </DashboardFrame>
  );
}
