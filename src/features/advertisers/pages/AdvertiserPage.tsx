/**
 * /annonceurs/:advertiserId (part 2 §2, admin only): the advertiser with edit and delete ('Suppression
 * impossible.' in the confirmation when refused). An unknown advertiser goes to /404.
 */
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import DashboardFrame from '@/components/DashboardFrame';
import { positiveId } from '@/domain/routeParams';
import AdvertiserCard from '../components/AdvertiserCard';
import AdvertiserDialog from '../forms/AdvertiserDialog';
import { useAdvertiserPage } from '../hooks';

export default function AdvertiserPage() {
  const id = positiveId(useParams().advertiserId);
  if (id === null) return <Navigate to="/404" replace />;
  return <AdvertiserDashboard id={id} />;
}

function AdvertiserDashboard({ id }: { id: number }) {
  const intl = useIntl();
  const page = useAdvertiserPage(id);
  if (page.notFound) return <Navigate to="/404" replace />;
  const advertiser = page.advertiser;
  return (
    <DashboardFrame
      title={advertiser ? advertiser.name : intl.formatMessage({ id: 'advertisers.detail.title' })}
      loading={!advertiser}
      loadingTestId="advertiser-loading"
      main={advertiser && <AdvertiserCard advertiser={advertiser} canEdit={page.canEdit} canDelete={page.canDelete} onEdit={page.edit} onDelete={page.askDelete} />}
      side={null}
    >
      <AdvertiserDialog />
    </DashboardFrame>
  );
}
