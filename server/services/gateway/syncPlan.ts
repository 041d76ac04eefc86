/**
 * What a sync of a show would do (issue 24), pure: the organizer's exhibitor file against the
 * show's stands that carry an external identifier of the file's source. The preview shows this
 * plan; the apply (./syncApply.ts) computes it again inside its transaction and writes it, and its
 * digest ties the apply to the preview the user saw.
 *
 * Each record is matched by its token. For every field, with `current` the stand's value,
 * `synced` what the last sync wrote (external_stand_identifiers.synced_values) and `file` the
 * record's (docs/decisions.md, "Sync conflicts"):
 * - file = current: nothing to do;
 * - current = synced (nobody edited it by hand): the file's value is written;
 * - current ≠ synced and file = synced: a hand edit the organizer did not contradict, kept;
 * - current ≠ synced and file ≠ synced: both changed it; the hand edit is kept and listed as a conflict.
 * The synced values become the file's in every case, so the same file twice plans nothing the
 * second time and a conflict is reported once. Stands without an identifier (created by hand)
 * are not looked at; an identified stand absent from the file is disabled (once), a disabled one
 * named again is enabled. A row the file reader refused still names its stand when its token has
 * the shape of one: that stand stays as it is (a malformed row is no withdrawal).
 */
import crypto from 'node:crypto';
import { sameSurface } from '@/domain/standImport';
import { MAX_REPORTED_CHANGES } from '@/domain/gateway';
import type { SyncChange, SyncCounts } from '@/domain/api';
import type { ExhibitorFile, ExhibitorRecord } from './types';

/** The stand fields a sync writes, as the stands table holds them (text, '' for none). */
export const SYNCED_STAND_FIELDS = ['name', 'hall', 'aisle', 'number', 'surface', 'standType'] as const;
export type SyncedStandField = (typeof SYNCED_STAND_FIELDS)[number];
export type SyncedStandValues = Record<SyncedStandField, string>;

/** What external_stand_identifiers.synced_values holds: the stand's fields and the contact's e-mail as last synced. */
export type SyncedValues = Partial<SyncedStandValues> & { contactEmail?: string | null };

/** A stand of the show keyed by this source, as it is now. */
export interface IdentifiedStand {
  standId: number;
  tokenIdentifier: string;
  enabled: boolean;
  values: SyncedStandValues;
  /** The e-mail of the exhibitor account the sync keeps on the stand (null: none). */
  contactEmail: string | null;
  contactUserId: number | null;
  expiresAt: string | null;
  synced: SyncedValues;
}

/** An account that already holds an e-mail of the file (lower-cased key). */
export interface KnownAccount {
  id: number;
  standist: boolean;
}

/** The exhibitor contact the sync keeps on a stand, as the file gives it. */
export type StandContact = NonNullable<ExhibitorRecord['contact']>;

/** A stand to create, with what its identifier and contact will hold. */
export interface PlannedCreate {
  record: ExhibitorRecord;
  values: SyncedStandValues;
  synced: SyncedValues;
  /** The contact to link (null: none in the file, or an e-mail the sync may not use). */
  contact: StandContact | null;
}

/** A matched stand with something to write (its fields, its state, its contact or only its identifier). */
export interface PlannedUpdate {
  stand: IdentifiedStand;
  record: ExhibitorRecord;
  /** The fields to write (hand edits and conflicts keep the current value); null: none change. */
  values: SyncedStandValues | null;
  enable: boolean;
  /** The contact to link instead of the current one (null: it stays). */
  contact: StandContact | null;
  synced: SyncedValues;
}

export interface SyncPlan {
  counts: SyncCounts;
  /** At most MAX_REPORTED_CHANGES, in file order, then the disabled stands. */
  changes: SyncChange[];
  /** sha256 hex of the plan's canonical JSON: the same file against the same stands gives the same digest. */
  digest: string;
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  /** Stand ids to disable. */
  disables: number[];
  /** The show's identified stands enabled before the run (what a withdrawal is measured against: ./syncSafety.ts). */
  enabledIdentified: number;
}

const STAND_IRI = (id: number) => `/backend/stands/${id}`;

const sameValue = (field: SyncedStandField, a: string, b: string): boolean => (field === 'surface' ? sameSurface(a, b) : a.trim() === b.trim());
const sameEmail = (a: string | null | undefined, b: string | null | undefined): boolean => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

export function recordValues(record: ExhibitorRecord): SyncedStandValues {
  return {
    name: record.name.trim(),
    hall: record.hall.trim(),
    aisle: record.aisle.trim(),
    number: record.number.trim(),
    surface: record.surface.trim(),
    standType: record.standType.trim(),
  };
}

/** The record's contact, unless its e-mail is an account other than a standist's (a problem). */
function usableContact(record: ExhibitorRecord, accounts: ReadonlyMap<string, KnownAccount>, problems: SyncChange[]): StandContact | null {
  const contact = record.contact;
  if (!contact || !contact.email.trim()) return null;
  const account = accounts.get(contact.email.trim().toLowerCase());
  if (account && !account.standist) {
    problems.push({ kind: 'problem', row: record.row, tokenIdentifier: record.token, messageId: 'api.sync.contactNotStandist', params: { email: contact.email.trim() } });
    return null;
  }
  return { ...contact, email: contact.email.trim() };
}

interface FieldOutcome {
  write: SyncedStandValues;
  updated: Record<string, [string, string]>;
  conflicts: Record<string, [string, string]>;
}

/** The field rule of the module's comment, field by field. */
function reconcileFields(stand: IdentifiedStand, file: SyncedStandValues): FieldOutcome {
  const write = { ...stand.values };
  const updated: Record<string, [string, string]> = {};
  const conflicts: Record<string, [string, string]> = {};
  for (const field of SYNCED_STAND_FIELDS) {
    const current = stand.values[field];
    const synced = stand.synced[field];
    if (sameValue(field, file[field], current)) continue;
    // No value synced yet (an identifier made by hand): nothing to tell a hand edit from, the file leads.
    if (synced === undefined || sameValue(field, current, synced)) {
      write[field] = file[field];
      updated[field] = [current, file[field]];
    } else if (!sameValue(field, file[field], synced)) {
      conflicts[field] = [current, file[field]];
    }
  }
  return { write, updated, conflicts };
}

type ContactOutcome = { move: boolean; conflict: boolean };

/** The same rule for the contact's e-mail: a new one at the organizer's moves the stand's exhibitor link. */
function reconcileContact(stand: IdentifiedStand, contact: StandContact | null): ContactOutcome {
  if (!contact || sameEmail(contact.email, stand.contactEmail)) return { move: false, conflict: false };
  const synced = stand.synced.contactEmail;
  if (synced === undefined || stand.contactUserId === null || sameEmail(stand.contactEmail, synced)) return { move: true, conflict: false };
  return { move: false, conflict: !sameEmail(contact.email, synced) };
}

const emptyCounts = (total: number): SyncCounts => ({
  total,
  created: 0,
  updated: 0,
  unchanged: 0,
  disabled: 0,
  enabled: 0,
  contactEmailChanged: 0,
  conflicts: 0,
  problems: 0,
});

/**
 * The plan. `stands`: the show's stands identified by this source; `accounts`: the existing
 * accounts among the file's contact e-mails (lower-cased keys); `elsewhere`: the file's tokens
 * another show's stand holds (a problem row). Linear in records + stands.
 */
export function planSync(
  file: ExhibitorFile,
  stands: readonly IdentifiedStand[],
  accounts: ReadonlyMap<string, KnownAccount>,
  /** Tokens of this source that key a stand of another show (a token is the source's, one stand's). */
  elsewhere: ReadonlySet<string> = new Set(),
): SyncPlan {
  const byToken = new Map<string, IdentifiedStand>();
  for (const stand of stands) byToken.set(stand.tokenIdentifier, stand);
  const counts = emptyCounts(file.records.length);
  const changes: SyncChange[] = [];
  const problems: SyncChange[] = file.problems.map((p) => ({ kind: 'problem', row: p.row, messageId: p.messageId, ...(p.params ? { params: p.params } : {}) }));
  const creates: PlannedCreate[] = [];
  const updates: PlannedUpdate[] = [];
  const seen = new Set<string>();
  // The stands of refused rows: neither written nor withdrawn.
  const keptAsIs = new Set(file.problems.flatMap((p) => (p.token ? [p.token] : [])));
  // What the digest is made of: every decision, in file order (Maps keep insertion order).
  const canonical: unknown[] = [];

  for (const record of file.records) {
    if (seen.has(record.token)) {
      problems.push({ kind: 'problem', row: record.row, tokenIdentifier: record.token, messageId: 'api.sync.tokenRepeated' });
      continue;
    }
    seen.add(record.token);
    if (elsewhere.has(record.token)) {
      problems.push({ kind: 'problem', row: record.row, tokenIdentifier: record.token, messageId: 'api.sync.tokenOfAnotherShow' });
      continue;
    }
    const values = recordValues(record);
    const contact = usableContact(record, accounts, problems);
    const stand = byToken.get(record.token);
    if (!stand) {
      creates.push({ record, values, contact, synced: { ...values, contactEmail: contact?.email ?? null } });
      counts.created++;
      changes.push({ kind: 'created', tokenIdentifier: record.token, stand: null, standName: values.name });
      canonical.push(['c', record.token, values, contact, record.tokenExpiresAt]);
      continue;
    }
    const fields = reconcileFields(stand, values);
    const contactOutcome = reconcileContact(stand, contact);
    const synced: SyncedValues = { ...values, contactEmail: contact ? contact.email : (stand.synced.contactEmail ?? stand.contactEmail) };
    const anyUpdate = Object.keys(fields.updated).length > 0;
    const conflicts: Record<string, [string | null, string | null]> = { ...fields.conflicts };
    if (contactOutcome.conflict) conflicts.contactEmail = [stand.contactEmail, contact!.email];
    const base = { tokenIdentifier: record.token, stand: STAND_IRI(stand.standId), standName: stand.values.name };
    let changed = false;
    if (anyUpdate) {
      counts.updated++;
      changes.push({ kind: 'updated', ...base, fields: fields.updated });
      changed = true;
    }
    if (!stand.enabled) {
      counts.enabled++;
      changes.push({ kind: 'enabled', ...base });
      changed = true;
    }
    if (contactOutcome.move) {
      counts.contactEmailChanged++;
      changes.push({ kind: 'contactEmailChanged', ...base, fields: { contactEmail: [stand.contactEmail, contact!.email] } });
      changed = true;
    }
    if (Object.keys(conflicts).length) {
      counts.conflicts++;
      changes.push({ kind: 'conflict', ...base, fields: conflicts });
      changed = true;
    }
    if (!changed) counts.unchanged++;
    const identifierMoved = !sameSynced(synced, stand.synced) || !sameInstant(record.tokenExpiresAt, stand.expiresAt);
    if (changed || identifierMoved) {
      updates.push({ stand, record, values: anyUpdate ? fields.write : null, enable: !stand.enabled, contact: contactOutcome.move ? contact : null, synced });
      canonical.push(['u', stand.standId, anyUpdate ? fields.write : null, !stand.enabled, contactOutcome.move ? contact : null, conflicts, synced, record.tokenExpiresAt]);
    }
  }

  const disables: number[] = [];
  for (const stand of stands) {
    if (seen.has(stand.tokenIdentifier) || keptAsIs.has(stand.tokenIdentifier)) continue;
    if (!stand.enabled) {
      counts.unchanged++;
      continue;
    }
    disables.push(stand.standId);
    counts.disabled++;
    changes.push({ kind: 'disabled', tokenIdentifier: stand.tokenIdentifier, stand: STAND_IRI(stand.standId), standName: stand.values.name });
    canonical.push(['d', stand.standId]);
  }
  counts.problems = problems.length;
  canonical.push(['p', problems]);
  const listed = [...problems, ...changes].slice(0, MAX_REPORTED_CHANGES);
  const digest = crypto.createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
  const enabledIdentified = stands.filter((stand) => stand.enabled).length;
  return { counts, changes: listed, digest, creates, updates, disables, enabledIdentified };
}

const sameInstant = (a: string | null, b: string | null): boolean => (a === null || b === null ? a === b : new Date(a).getTime() === new Date(b).getTime());

/** Whether the identifier's synced values stay as stored (exact: they are what the last sync wrote). */
function sameSynced(next: SyncedValues, stored: SyncedValues): boolean {
  for (const field of SYNCED_STAND_FIELDS) if (next[field] !== stored[field]) return false;
  return (next.contactEmail ?? null) === (stored.contactEmail ?? null) && 'contactEmail' in stored;
}
