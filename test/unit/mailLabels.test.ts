/**
 * Everything the outbox screen reads of a message is a label in the user's language (issue 20
 * item 10): each kind, transport and language the server can produce (src/domain/mail.ts, the
 * only values the mailer's types accept) has its label in both catalogues, and each kind the
 * mailer renders has its subject and body.
 */
import fr from '../../i18n/fr.json';
import en from '../../i18n/en.json';
import { MAIL_KINDS, MAIL_LOCALES, MAIL_TRANSPORTS, mailKindLabelId, mailLocaleLabelId, mailTransportLabelId } from '@/domain/mail';
import { LOCALES } from '@server/i18n';

const CATALOGUES = { fr, en } as Record<string, Record<string, string>>;

describe('outbox labels', () => {
  it.each(Object.keys(CATALOGUES))('name every kind, transport and language in %s', (lang) => {
    const catalogue = CATALOGUES[lang];
    const ids = [...MAIL_KINDS.map(mailKindLabelId), ...MAIL_TRANSPORTS.map(mailTransportLabelId), ...MAIL_LOCALES.map(mailLocaleLabelId)];
    expect(ids.filter((id) => !catalogue[id])).toEqual([]);
    // Each its own label, not the fallback.
    expect(ids.filter((id) => id === 'outbox.kind.other' || id === 'outbox.unknown')).toEqual([]);
  });

  it('cover every language the server writes in', () => {
    expect([...LOCALES].sort()).toEqual([...MAIL_LOCALES].sort());
  });

  it.each(Object.keys(CATALOGUES))('give each rendered kind a subject and a body in %s', (lang) => {
    const missing = MAIL_KINDS.filter((kind) => kind !== 'notification').flatMap((kind) => [`api.mail.${kind}.subject`, `api.mail.${kind}.body`]);
    expect(missing.filter((id) => !CATALOGUES[lang][id])).toEqual([]);
  });

  it('never fall back to the raw value', () => {
    expect(mailKindLabelId('somethingNew')).toBe('outbox.kind.other');
    expect(mailTransportLabelId(null)).toBe('outbox.unknown');
    expect(mailLocaleLabelId('de')).toBe('outbox.unknown');
  });
});
