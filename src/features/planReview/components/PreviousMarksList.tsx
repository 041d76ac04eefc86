/** The previous revision's marks beside the page, each ticked fixed ('Corrigé') by the staff. Dumb. */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PlanAnnotation, PlanRevision } from '../types';

export interface PreviousMarksListProps {
  revision: PlanRevision;
  marks: readonly PlanAnnotation[];
  mayResolve: boolean;
  onResolve: (id: number, resolved: boolean) => void;
}

export default function PreviousMarksList({ revision, marks, mayResolve, onResolve }: PreviousMarksListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const title = t('planReview.compare.previousTitle', { number: revision.number });
  const open = marks.filter((mark) => !mark.resolved).length;
  return (
    <Box component="aside" aria-label={title} sx={{ width: 300, flexShrink: 0, borderLeft: 1, borderColor: 'divider', overflow: 'auto' }}>
      <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 2 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }} role="status">
        {t('planReview.compare.previousOpen', { open, count: marks.length })}
      </Typography>
      <List dense>
        {marks.map((mark) => {
          const name = t('planReview.mark.label', { number: mark.number, kind: t(`planReview.kind.${mark.kind}`) });
          return (
            <ListItem key={mark.id} sx={{ alignItems: 'flex-start' }}>
              <ListItemText
                primary={`${mark.number}. ${t(`planReview.kind.${mark.kind}`)} · ${t('planReview.marks.page', { page: mark.page })}`}
                secondary={mark.comment}
                sx={mark.resolved ? { textDecoration: 'line-through' } : undefined}
              />
              {mayResolve ? (
                <FormControlLabel
                  sx={{ ml: 1, mr: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={mark.resolved}
                      onChange={(event) => onResolve(mark.id, event.target.checked)}
                      slotProps={{ input: { 'aria-label': t('planReview.compare.fixedOf', { mark: name, number: revision.number }) } }}
                    />
                  }
                  label={t('planReview.compare.fixed')}
                />
              ) : (
                mark.resolved && (
                  <Typography variant="caption" color="success.main" sx={{ ml: 1 }}>
                    {t('planReview.compare.fixed')}
                  </Typography>
                )
              )}
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
