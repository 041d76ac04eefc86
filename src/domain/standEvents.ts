/**
 * The stand timeline (issue 9, item 7): the kinds of event a stand records (server triggers,
 * migration 009), who may see which, the filter groups of the dashboard's panel and the
 * sentence that tells an event. Read by the API (the scope of /backend/stand_events) and the SPA.
 */
import { can } from './permissions';
import { isStandStatus, standStatusLabelId } from './standStatus';

export const STAND_EVENT_KINDS = [
  'status',
  'message',
  'reportOpened',
  'reportClosed',
  'layoutAdded',
  'layoutChanged',
  'layoutRemoved',
  'edited',
  'seen',
  'unseen',
  'treated',
  'untreated',
  'reminder',
] as const;
export type StandEventKind = (typeof STAND_EVENT_KINDS)[number];

export const isStandEventKind = (value: unknown): value is StandEventKind =>
  typeof value === 'string' && (STAND_EVENT_KINDS as readonly string[]).includes(value);

/**
 * The triage of the staff: the unseen and treated flags of the stand list's Messages filters.
 * Their events are shown only to those who see those flags (`stand.messageFilters`: admin,
 * support, organizer): an exhibitor is not told when the staff opened or filed their stand.
 */
export const TRIAGE_KINDS: readonly StandEventKind[] = ['seen', 'unseen', 'treated', 'untreated'];

/** The kinds of event a user with these roles may see on a stand they may see. */
export function visibleStandEventKinds(roles: readonly string[]): StandEventKind[] {
  return can(roles, 'stand.messageFilters') ? [...STAND_EVENT_KINDS] : STAND_EVENT_KINDS.filter((k) => !TRIAGE_KINDS.includes(k));
}

/** The kinds hidden from these roles (the API's scope excludes them; empty: none). */
export function hiddenStandEventKinds(roles: readonly string[]): StandEventKind[] {
  const visible = visibleStandEventKinds(roles);
  return STAND_EVENT_KINDS.filter((k) => !visible.includes(k));
}

/** The filter chips of the timeline: each a group of kinds. */
export const STAND_EVENT_GROUPS = {
  status: ['status'],
  message: ['message'],
  report: ['reportOpened', 'reportClosed'],
  layout: ['layoutAdded', 'layoutChanged', 'layoutRemoved'],
  edited: ['edited'],
  triage: ['seen', 'unseen', 'treated', 'untreated'],
  reminder: ['reminder'],
} as const satisfies Record<string, readonly StandEventKind[]>;
export type StandEventGroup = keyof typeof STAND_EVENT_GROUPS;
export const STAND_EVENT_GROUP_NAMES = Object.keys(STAND_EVENT_GROUPS) as StandEventGroup[];

export const groupOfKind = (kind: StandEventKind): StandEventGroup =>
  STAND_EVENT_GROUP_NAMES.find((g) => (STAND_EVENT_GROUPS[g] as readonly string[]).includes(kind))!;

/** The groups offered to these roles (a group none of whose kinds they see is not offered). */
export function visibleStandEventGroups(roles: readonly string[]): StandEventGroup[] {
  const visible = visibleStandEventKinds(roles);
  return STAND_EVENT_GROUP_NAMES.filter((g) => STAND_EVENT_GROUPS[g].some((k) => visible.includes(k)));
}

/** The `kind[]` values of the chosen groups, in the order of STAND_EVENT_KINDS (none chosen: every kind). */
export function kindsOfGroups(groups: readonly StandEventGroup[]): StandEventKind[] {
  const chosen = new Set<string>(groups.flatMap((g) => STAND_EVENT_GROUPS[g]));
  return STAND_EVENT_KINDS.filter((k) => chosen.has(k));
}

/** What the API gives of an event (wire type StandEvent, src/domain/api.ts). */
export interface StandEventLike {
  kind: string;
  actor: { fullName: string } | null;
  details: Record<string, unknown> | null;
}

/** A message formatter: react-intl's `formatMessage` by id, or anything that does the same. */
export type FormatMessage = (id: string, values?: Record<string, string | number>) => string;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Whether French elides 'de' before this name: 'Message d’Emma Bernard', 'Message de Sophie Durand' (an 'h' is not elided: 'de Hugo'). */
export const elidesDe = (name: string): boolean => /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(name.trim());

/**
 * The sentence of an event in the user's language, through `format` and the catalogue's
 * `standTimeline.event.*` messages: 'Statut : En attente de plans → En attente de vérification',
 * 'Message d’Emma Bernard', 'Constat ouvert : Extincteur manquant', 'Marqué comme vu par Sophie Durand'.
 * An event without a known actor gets the sentence without its author.
 */
export function standEventSentence(event: StandEventLike, format: FormatMessage): string {
  const details = event.details ?? {};
  const actor = event.actor?.fullName?.trim() ?? '';
  const status = (value: unknown) => (isStandStatus(value) ? format(standStatusLabelId(value)) : text(value) || '?');
  const withActor = (id: string, values: Record<string, string | number> = {}) =>
    actor ? format(`${id}By`, { ...values, actor, elided: elidesDe(actor) ? 'yes' : 'no' }) : format(id, values);
  switch (event.kind) {
    case 'status':
      return format('standTimeline.event.status', { from: status(details.from), to: status(details.to) });
    case 'message':
      return isStandStatus(details.newStandStatus)
        ? withActor('standTimeline.event.messageStatus', { status: status(details.newStandStatus) })
        : withActor('standTimeline.event.message');
    case 'reportOpened':
    case 'reportClosed':
      return format(`standTimeline.event.${event.kind}`, { name: text(details.name) });
    case 'layoutAdded':
    case 'layoutChanged':
    case 'layoutRemoved': {
      const label = [text(details.layoutType), text(details.description)].filter(Boolean).join(' – ');
      return format(`standTimeline.event.${event.kind}`, { layout: label || '?' });
    }
    case 'edited': {
      const fields = Array.isArray(details.fields) ? details.fields.filter((f): f is string => typeof f === 'string') : [];
      return format('standTimeline.event.edited', {
        fields: fields.map((f) => format(`standTimeline.field.${f}`)).join(', '),
      });
    }
    case 'seen':
    case 'unseen':
    case 'treated':
    case 'untreated':
      return withActor(`standTimeline.event.${event.kind}`);
    case 'reminder': {
      // The daily reminders (server/services/planReminders.ts): the stand's people by name, the team unnamed.
      const recipients = Array.isArray(details.recipients) ? details.recipients.filter((r): r is string => typeof r === 'string') : [];
      const days = typeof details.days === 'number' ? details.days : 0;
      if (details.reminder === 'teamLate') return format('standTimeline.event.reminderTeamLate', { days });
      if (details.reminder === 'deadlinePassed') return format('standTimeline.event.reminderDeadlinePassed', { recipients: recipients.join(', ') });
      return format('standTimeline.event.reminderDeadlineApproaching', { days, recipients: recipients.join(', ') });
    }
    default:
      return format('standTimeline.event.unknown');
  }
}

/** The field names an 'edited' event may list (each has a `standTimeline.field.*` message). */
export const EDITED_FIELDS = ['name', 'hall', 'aisle', 'number', 'surface', 'standType'] as const;
