/**
 * The plans card of the stand dashboard (part 1 §2, §4): the plan status, the files
 * of the last submission, and the steps of the workflow the user may take now —
 * submit (the stand's standists, from waiting), validate or refuse (admin, support,
 * organizer, from pending verification), confirm with the confirmation form (the
 * standists, from pending confirmation). While the exhibitor must confirm, the staff
 * see only that; validated plans say they are confirmed. Under the files, the last submission's
 * revision as a PDF with its marks and their comments (issue 25), in the user's language.
 */
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PanelCard from '@/components/PanelCard';
import StandStatusChip from '@/components/StandStatusChip';
import { needsPurchaseOrder } from '@/domain/planConfirmation';
import { viewableAs } from '@/domain/planFiles';
import { allowedTransitions, isPlanStaff, type PlanAction } from '@/domain/planWorkflow';
import { isStandist } from '@/domain/roles';
import { usePlanViewerWarmUp } from '@/features/planReview/warmUp';
import { useSubmittedRevision } from './submittedRevision';
import ConfirmationDialog, { type ConfirmationValues } from './components/ConfirmationDialog';
import PlanStepDialog, { type PlanStepValues } from './components/PlanStepDialog';
import { PLAN_KEY, planRevisionOf, useOpenPlanViewer, usePlanCard } from './hooks';

const STEP_ACTIONS = ['submit', 'validate', 'refuse'] as const;

export default function PlanCard({ standId }: { standId: number }) {
  const intl = useIntl();
  const { stand, show, roles, me, submission, modals, pending, open, close, send: sendStep, download } = usePlanCard(standId);
  const openViewer = useOpenPlanViewer();
  const title = intl.formatMessage({ id: 'standMessages.plans.title' });
  const draftKeyOf = (action: PlanAction) => `${PLAN_KEY}-${action}:stand-${standId}`;
  const revision = useSubmittedRevision(standId);
  // The viewer and PDF.js loaded while the user reads the page, so that 'View' opens at once.
  usePlanViewerWarmUp(Boolean(submission?.message.attachments.some((media) => media.enabled && viewableAs(media))));
  if (!stand) return null;

  const steps = show?.enabled === false ? [] : allowedTransitions(roles, isStandist(roles), stand.status);
  const send = (action: PlanAction, values: PlanStepValues) => {
    const step = steps.find((s) => s.action === action);
    if (!step) return;
    const markedUpPdf = action === 'refuse' && values.attachMarkedUpPdf && revision ? { revision: revision.id, locale: intl.locale === 'en' ? ('en' as const) : ('fr' as const) } : undefined;
    sendStep(action, { message: values.message, files: values.files, newStandStatus: step.to, ...(markedUpPdf ? { markedUpPdf } : {}) });
  };
  const confirm = ({ purchaseOrder, message, wasteDisposal, ...person }: ConfirmationValues) => {
    if (!wasteDisposal) return;
    sendStep('confirm', {
      message,
      files: [],
      newStandStatus: 'validatedPlans',
      confirmation: { ...person, wasteDisposal },
      purchaseOrder: needsPurchaseOrder(wasteDisposal) ? (purchaseOrder[0] ?? null) : null,
    });
  };
  const confirmInitial: ConfirmationValues = {
    lastName: me?.lastName ?? '',
    firstName: me?.firstName ?? '',
    company: me?.company ?? '',
    phone: me?.phone ?? '',
    email: me?.email ?? '',
    standing: false,
    invoicing: false,
    wasteDisposal: '',
    purchaseOrder: [],
    message: intl.formatMessage({ id: 'standMessages.confirm.defaultMessage' }),
  };

  return (
    <PanelCard
      title={title}
      // The stand's status in the header's words: the plans once read 'En cours de vérification'
      // for a stand the header called 'En attente de vérification' (issue 20, item 12).
      action={<StandStatusChip status={stand.status} />}
      after={
        <>
          {STEP_ACTIONS.filter((action) => steps.some((s) => s.action === action)).map((action) => (
            <PlanStepDialog
              key={action}
              action={action}
              open={modals[action]}
              formKey={PLAN_KEY}
              draftKey={draftKeyOf(action)}
              pending={pending}
              onSubmit={(values) => send(action, values)}
              onClose={() => close(action)}
              markedUpRevision={action === 'refuse' ? revision : null}
            />
          ))}
          {steps.some((s) => s.action === 'confirm') && (
            <ConfirmationDialog
              open={modals.confirm}
              formKey={PLAN_KEY}
              draftKey={draftKeyOf('confirm')}
              pending={pending}
              initialValues={confirmInitial}
              onSubmit={confirm}
              onClose={() => close('confirm')}
            />
          )}
        </>
      }
    >
      <Stack spacing={1.5}>
        {stand.status === 'pendingPlansConfirmation' && isPlanStaff(roles) && (
          <Alert severity="info">{intl.formatMessage({ id: 'standMessages.plans.awaitingExhibitor' })}</Alert>
        )}
        {stand.status === 'validatedPlans' && <Alert severity="success">{intl.formatMessage({ id: 'standMessages.plans.confirmed' })}</Alert>}
        {submission && submission.message.attachments.length > 0 && (
          <Box>
            <Typography variant="caption" color="text.secondary" component="div">
              {intl.formatMessage({ id: 'standMessages.plans.files' })}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {submission.message.attachments
                .filter((media) => media.enabled)
                .map((media, _, files) => (
                  <li key={media.id}>
                    <Link
                      component="button"
                      type="button"
                      variant="body2"
                      onClick={() => download(media.objectUrl, media.mediaFileName)}
                    >
                      {media.mediaFileName}
                    </Link>
                    {viewableAs(media) && (
                      <>
                        {' · '}
                        <Link
                          component="button"
                          type="button"
                          variant="body2"
                          aria-label={intl.formatMessage({ id: 'standMessages.plans.viewFile' }, { name: media.mediaFileName })}
                          onClick={() =>
                            openViewer({ standId, revision: planRevisionOf(submission), files, mediaId: media.id, page: 1 })
                          }
                        >
                          {intl.formatMessage({ id: 'standMessages.plans.view' })}
                        </Link>
                      </>
                    )}
                  </li>
                ))}
            </Box>
            {revision && (
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={() =>
                  download(`/backend/plan_revisions/${revision.id}/pdf/${intl.locale === 'en' ? 'en' : 'fr'}`, `plans-v${revision.number ?? revision.id}.pdf`)
                }
              >
                {revision.number === null
                  ? intl.formatMessage({ id: 'standMessages.plans.markedUpPdf' })
                  : intl.formatMessage({ id: 'standMessages.plans.markedUpPdfOf' }, { number: revision.number })}
              </Link>
            )}
          </Box>
        )}
        {steps.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {steps.map((step) => (
              <Button
                key={step.action}
                variant={step.action === 'refuse' ? 'outlined' : 'contained'}
                color={step.action === 'refuse' ? 'error' : 'primary'}
                onClick={() => open(step.action)}
              >
                {intl.formatMessage({ id: `standMessages.plans.${step.action}` })}
              </Button>
            ))}
          </Box>
        )}
      </Stack>
    </PanelCard>
  );
}
