/**
 * Under a plan decision in the thread (issue 25): the marks the reviewer left on the revision it
 * decided, per file and page ("3 marques, page 2"); a click opens the viewer there. Dumb.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { idFromIri } from '@/entities/entityTypes';
import { usePlanRevision, useOpenPlanViewer } from '../hooks';

export interface RevisionMarksProps {
  standId: number;
  revisionIri: string;
}

export default function RevisionMarks({ standId, revisionIri }: RevisionMarksProps) {
  const intl = useIntl();
  const revision = usePlanRevision(revisionIri);
  const open = useOpenPlanViewer();
  const summary = revision?.annotationSummary ?? [];
  if (!revision || summary.length === 0) return null;
  const manyFiles = new Set(summary.map((entry) => entry.media)).size > 1;
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {intl.formatMessage({ id: 'standMessages.revision.marks' }, { number: revision.number })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {summary.map((entry) => (
          <li key={`${entry.media}-${entry.page}`}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() =>
                open({ standId, revision: revisionIri, files: revision.files.filter((file) => file.enabled), mediaId: idFromIri(entry.media) ?? 0, page: entry.page })
              }
            >
              {intl.formatMessage(
                { id: manyFiles ? 'standMessages.revision.marksOnFilePage' : 'standMessages.revision.marksOnPage' },
                { count: entry.count, page: entry.page, name: entry.mediaFileName },
              )}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
