/** The item of a logistics request (part 2 §2): nature, dimensions, weight, means. Dumb. */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PanelCard from '@/components/PanelCard';
import { splitWeight } from '../rules';
import type { DemandLogistic } from '../types';

export default function DemandLogisticCard({ logistic }: { logistic: DemandLogistic | null }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const weight = splitWeight(logistic?.weight);
  const rows: Array<[string, string]> = logistic
    ? [
        ['demands.logistic.nature', logistic.nature ? text(`demands.logistic.nature.${logistic.nature}`) : ''],
        ['demands.logistic.dimensions', text('demands.logistic.dimensionsValue', { height: String(logistic.height), length: String(logistic.length), width: String(logistic.width) })],
        ['demands.logistic.weight', weight.value ? `${weight.value} ${text(`demands.logistic.unit.${weight.unit}`)}` : logistic.weight],
        ['demands.logistic.means', logistic.means.map((m) => text(`demands.logistic.means.${m}`)).join(', ')],
      ]
    : [];
  return (
    <PanelCard title={text('demands.logistic.title')}>
      {!logistic && <Typography color="text.secondary">{text('demands.logistic.none')}</Typography>}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
        {rows.map(([labelId, value]) => (
          <Box key={labelId} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {text(labelId)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </PanelCard>
  );
}
