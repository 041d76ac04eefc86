/** /mentions-legales: the legal notice of part 2 §1. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { OPERATOR } from '@/config';

const SECTIONS: Array<{ titleId: string; paragraphIds: string[] }> = [
  { titleId: 'legal.section.use', paragraphIds: ['legal.use'] },
  { titleId: 'legal.section.data', paragraphIds: ['legal.exhibitorList', 'legal.content'] },
  { titleId: 'legal.section.archiving', paragraphIds: ['legal.archiving', 'legal.deletion'] },
  { titleId: 'legal.section.rights', paragraphIds: ['legal.rights'] },
  { titleId: 'legal.section.operator', paragraphIds: ['legal.operator'] },
];

export default function LegalPage() {
  const values = { operator: OPERATOR.name, email: OPERATOR.email };
  return (
    <Paper component="article" sx={{ p: 4, maxWidth: 860 }}>
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id="legal.title" />
      </Typography>
      {SECTIONS.map((section) => (
        <section key={section.titleId}>
          <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
            <FormattedMessage id={section.titleId} />
          </Typography>
          {section.paragraphIds.map((id) => (
            <Typography key={id} sx={{ mb: 2 }}>
              <FormattedMessage id={id} values={values} />
            </Typography>
          ))}
        </section>
      ))}
    </Paper>
  );
}
