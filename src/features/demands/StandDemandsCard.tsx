/**
 * The stand dashboard's requests (part 1 §2, part 2 §2): the derogation and logistics request
 * buttons when a config of their types admits the stand's surface, and the stand's requests when
 * the show has the stand-documents function; the request form opens over it. Hidden when there
 * is nothing to offer or list.
 */
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import PanelCard from '@/components/PanelCard';
import { demandTypeLabel } from '@/domain/demandConfig';
import { useShowDateTime } from '@/components/useShowDateTime';
import { idFromIri } from '@/entities/entityTypes';
import DemandStatusChip from './components/DemandStatusChip';
import DemandFormDialog from './forms/DemandFormDialog';
import { useStandDemands } from './hooks';
import { demandPath } from './paths';
import { formatDemandNumber } from './rules';

export default function StandDemandsCard({ standId }: { standId: number }) {
  const intl = useIntl();
  const showDate = useShowDateTime();
  const { offers, listed, requests, types, open } = useStandDemands(standId);
  if (!offers.exemption && !offers.logistic && !listed) return <DemandFormDialog />;
  const typeLabel = (iri: string) => {
    const type = types.find((t) => t.id === idFromIri(iri));
    return type ? demandTypeLabel(type, intl.locale) : '';
  };
  return (
    <PanelCard title={intl.formatMessage({ id: 'demands.stand.title' })} after={<DemandFormDialog />}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {offers.exemption && (
          <Button variant="contained" onClick={() => open('exemption')}>
            {intl.formatMessage({ id: 'demands.stand.exemption' })}
          </Button>
        )}
        {offers.logistic && (
          <Button variant="outlined" onClick={() => open('logistic')}>
            {intl.formatMessage({ id: 'demands.stand.logistic' })}
          </Button>
        )}
      </Box>
      {listed && requests.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {intl.formatMessage({ id: 'demands.stand.none' })}
        </Typography>
      )}
      {listed && requests.length > 0 && (
        <List dense aria-label={intl.formatMessage({ id: 'demands.stand.list' })}>
          {requests.map((demand) => (
            <ListItem key={demand.id} disableGutters sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={demandPath(demand.id)}>
                {demand.formattedId || formatDemandNumber(demand.id)}
              </Link>
              <Typography variant="body2">{typeLabel(demand.demandType)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {showDate(demand.createdAt)}
              </Typography>
              <DemandStatusChip status={demand.demandStatus.reference} />
            </ListItem>
          ))}
        </List>
      )}
    </PanelCard>
  );
}
