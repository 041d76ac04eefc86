import { createIntl } from 'react-intl';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { ROLES } from '@/domain/roles';
import {
  EDITED_FIELDS,
  groupOfKind,
  hiddenStandEventKinds,
  kindsOfGroups,
  STAND_EVENT_KINDS,
  standEventSentence,
  visibleStandEventGroups,
  visibleStandEventKinds,
  type StandEventLike,
} from '@/domain/standEvents';

const formatter = (locale: 'fr' | 'en') => {
  const intl = createIntl({ locale, messages: locale === 'fr' ? fr : en });
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
};
const frFormat = formatter('fr');
const enFormat = formatter('en');
const ev = (kind: string, details: Record<string, unknown> = {}, actor: string | null = null): StandEventLike => ({
  kind,
  details,
  actor: actor ? { fullName: actor } : null,
});

describe('who sees which stand events', () => {
  it('shows every kind to admin, support and organizers', () => {
    for (const role of [ROLES.ADMIN, ROLES.SUPPORT, ROLES.ORGANIZER]) {
      expect(visibleStandEventKinds([role])).toEqual([...STAND_EVENT_KINDS]);
      expect(hiddenStandEventKinds([role])).toEqual([]);
    }
  });

  it('hides the staff triage (seen, treated) from standists and the other show roles', () => {
    for (const role of [ROLES.STANDIST, ROLES.SECURITY_OFFICER]) {
      expect(hiddenStandEventKinds([role])).toEqual(['seen', 'unseen', 'treated', 'untreated']);
      expect(visibleStandEventKinds([role])).toEqual(expect.arrayContaining(['status', 'message', 'reportOpened', 'layoutAdded', 'edited']));
      expect(visibleStandEventGroups([role])).not.toContain('triage');
    }
    expect(visibleStandEventGroups([ROLES.ADMIN])).toEqual(['status', 'message', 'report', 'layout', 'edited', 'triage', 'reminder']);
  });

  it('turns filter groups into kinds, every kind in one group', () => {
    expect(kindsOfGroups([])).toEqual([]);
    expect(kindsOfGroups(['layout', 'status'])).toEqual(['status', 'layoutAdded', 'layoutChanged', 'layoutRemoved']);
    for (const kind of STAND_EVENT_KINDS) expect(kindsOfGroups([groupOfKind(kind)])).toContain(kind);
  });
});

describe('standEventSentence', () => {
  it('tells a status change with the statuses by their labels', () => {
    const event = ev('status', { from: 'waitingForPlans', to: 'pendingPlansVerification' }, 'Sophie Durand');
    expect(standEventSentence(event, frFormat)).toBe('Statut : En attente de plans → En attente de vérification');
    expect(standEventSentence(event, enFormat)).toMatch(/^Status: .+ → .+$/);
  });

  it('names the author of a message, and the status it set', () => {
    expect(standEventSentence(ev('message', { messageId: 3, newStandStatus: null }, 'Emma Bernard'), frFormat)).toBe('Message d’Emma Bernard');
    expect(standEventSentence(ev('message', { newStandStatus: 'validatedPlans' }, 'Emma Bernard'), frFormat)).toBe(
      'Message d’Emma Bernard (statut : Plans validés)',
    );
    // French elides 'de' before a vowel only.
    expect(standEventSentence(ev('message', {}, 'Sophie Durand'), frFormat)).toBe('Message de Sophie Durand');
    expect(standEventSentence(ev('message', {}, 'Élodie Roux'), frFormat)).toBe('Message d’Élodie Roux');
    expect(standEventSentence(ev('message', {}, 'Hugo Petit'), frFormat)).toBe('Message de Hugo Petit');
    expect(standEventSentence(ev('message', {}, null), enFormat)).toBe('Message');
    expect(standEventSentence(ev('message', {}, 'Emma Bernard'), enFormat)).toBe('Message from Emma Bernard');
  });

  it('tells findings, layouts and edits', () => {
    expect(standEventSentence(ev('reportOpened', { reportId: 1, name: 'Extincteur manquant' }), frFormat)).toBe('Constat ouvert : Extincteur manquant');
    expect(standEventSentence(ev('reportClosed', { name: 'Extincteur manquant' }), enFormat)).toBe('Finding closed: Extincteur manquant');
    expect(standEventSentence(ev('layoutAdded', { layoutType: 'Cloison', description: 'Fond' }), frFormat)).toBe('Aménagement ajouté : Cloison – Fond');
    expect(standEventSentence(ev('layoutRemoved', { layoutType: 'Cloison', description: '' }), enFormat)).toBe('Layout removed: Cloison');
    expect(standEventSentence(ev('edited', { fields: ['name', 'standType'] }), frFormat)).toBe('Stand modifié : nom, type de stand');
    expect(standEventSentence(ev('edited', { fields: ['surface'] }), enFormat)).toBe('Stand edited: area');
  });

  it('tells the triage events with who did them', () => {
    expect(standEventSentence(ev('seen', {}, 'Sophie Durand'), frFormat)).toBe('Marqué comme vu par Sophie Durand');
    expect(standEventSentence(ev('seen'), frFormat)).toBe('Marqué comme vu');
    expect(standEventSentence(ev('untreated', {}, 'Emma Bernard'), enFormat)).toBe('Marked as not handled by Emma Bernard');
  });

  it('has a message for every kind and every edited field in both languages, and survives bad details', () => {
    for (const format of [frFormat, enFormat]) {
      for (const kind of STAND_EVENT_KINDS) {
        for (const actor of [null, 'A B']) expect(standEventSentence(ev(kind, {}, actor), format)).not.toMatch(/standTimeline|standStatus/);
      }
      expect(standEventSentence(ev('edited', { fields: [...EDITED_FIELDS] }), format)).not.toMatch(/standTimeline/);
      expect(standEventSentence({ kind: 'status', actor: null, details: null }, format)).toContain('?');
      expect(standEventSentence(ev('somethingNew'), format)).toMatch(/^(Événement|Event)$/);
    }
  });
});

describe('reminder events', () => {
  const format = formatter('fr');
  it('tells who was reminded and why, without naming the team', () => {
    expect(standEventSentence({ kind: 'reminder', actor: null, details: { reminder: 'deadlineApproaching', days: 7, recipients: ['Emma Bernard', 'John Smith'] } }, format)).toBe(
      'Relance envoyée (date limite à J-7) à Emma Bernard, John Smith',
    );
    expect(standEventSentence({ kind: 'reminder', actor: null, details: { reminder: 'deadlinePassed', days: 1, recipients: ['Emma Bernard'] } }, format)).toBe(
      'Relance envoyée (date limite dépassée) à Emma Bernard',
    );
    expect(standEventSentence({ kind: 'reminder', actor: null, details: { reminder: 'teamLate', days: 5, recipients: ['Sophie Durand'] } }, format)).toBe(
      'Équipe relancée : plans en attente de vérification depuis plus de 5 jours ouvrés',
    );
    expect(standEventSentence({ kind: 'reminder', actor: null, details: { reminder: 'deadlinePassed', days: 1, recipients: ['Emma Bernard'] } }, formatter('en'))).toBe(
      'Reminder sent (deadline passed) to Emma Bernard',
    );
  });
});
