/**
 * When the stand dashboard forces the safety form (part 1 §2, part 2 §2): the non-closable
 * 'NOTICE SPS EXPOSANT' opens for a standist, on a show with the safety-instructions function,
 * on a stand without a safety record. Its rules are src/domain/safetyNotice.ts.
 */
export function safetyNoticeRequired({ standist, showHasFunction, hasRecord }: { standist: boolean; showHasFunction: boolean; hasRecord: boolean }): boolean {
  return standist && showHasFunction && !hasRecord;
}
