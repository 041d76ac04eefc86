/** The stand document screens' small rules (part 2 §2, §8, §9), pure and unit-tested. */
import { BUSINESS_TIME_ZONE } from '@/domain/time';

/** A failed opening: 404 or 405 → /404, any other failure → /erreur; a lost session (401) is the session's. */
export function documentsLoadErrorRoute(status: number | undefined): '/404' | '/erreur' | null {
  if (status === 401) return null;
  return status === 404 || status === 405 ? '/404' : '/erreur';
}

/** 'YYYY-MM-DD_HHmm' in Paris time. */
export function parisStamp(now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}_${parts.hour}${parts.minute}`;
}

/** The zip's name when the server sends none: '<show> - <stand> - Documents - YYYY-MM-DD_HHmm.zip' (part 2 §9). */
export function zipFileName(show: string | undefined, stand: string | undefined, now: Date = new Date()): string {
  const name = [show, stand, 'Documents', parisStamp(now)].filter(Boolean).join(' - ');
  return `${name.replace(/[\\/:*?"<>|]+/g, '-')}.zip`;
}

/** Whether opening the stand's documents clears their unseen flag: admin or support, on unseen documents. */
export const shouldMarkDocumentsSeen = (unSeenDocuments: boolean | undefined, mayMarkSeen: boolean): boolean => unSeenDocuments === true && mayMarkSeen;
