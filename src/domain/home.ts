/** Home rules (part 2 §2 and §9). */
import { isAdminOrSupport } from './roles';

/** Enabled shows, newest first, unpaged. */
export const HOME_SHOWS_PARAMS = { enabled: true, 'order[createdAt]': 'desc', all: 1 } as const;

/**
 * How long the enabled shows a screen just received are used as they are by the home and the shell
 * opening next, instead of asking again: the login asks for them to choose the landing page, the
 * home opens a moment later (issue 20).
 */
export const SHOWS_JUST_FETCHED_MS = 30_000;

const NAME_LIMIT = 30;
const NAME_CUT = 27;

/** A show card name: cut to 27 characters with an ellipsis when longer than 30. */
export function cutShowName(name: string): string {
  const chars = Array.from(name);
  return chars.length > NAME_LIMIT ? `${chars.slice(0, NAME_CUT).join('')}…` : name;
}

/** The show a user lands in directly: neither admin nor support, with exactly one show. */
export function singleShowOf(roles: readonly string[], showIds: readonly number[]): number | null {
  if (isAdminOrSupport(roles) || showIds.length !== 1) return null;
  return showIds[0];
}

/** Where that user goes: the stand itself when the show has exactly one stand for them, else its stand list. */
export function landingPath(showId: number, stands: { ids: readonly number[]; totalItems: number } | null): string {
  if (stands && stands.totalItems === 1 && stands.ids.length === 1) return `/stands/${stands.ids[0]}`;
  return `/salons/${showId}/stands`;
}
