/**
 * The stand dashboard's forced safety form (part 1 §2): nothing on the page itself, the
 * 'NOTICE SPS EXPOSANT' modal while the stand needs its record (sagas.ts opens and holds it).
 */
import { useSafetyNotice } from './hooks';
import SafetyNoticeDialog from './components/SafetyNoticeDialog';

export default function SafetyNoticePanel({ standId }: { standId: number }) {
  const { open, show, initialValues, pending, save } = useSafetyNotice(standId);
  if (!show?.securityInstructionsFunction) return null;
  return <SafetyNoticeDialog open={open} standId={standId} instructions={show.securityInstructions} initialValues={initialValues} pending={pending} onSubmit={save} />;
}
