/**
 * One English term per concept, in American spelling (issue 20 item 14; docs/decisions.md
 * 'English vocabulary'): every value of i18n/en.json is checked against the variants left behind.
 * Placeholder names (`{report}`) are code, not wording, and are left out.
 */
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';

/** The chosen term, and what may no longer be written for it. */
const VOCABULARY: Array<{ term: string; forbidden: RegExp }> = [
  { term: 'finding (a problem noted on a stand)', forbidden: /\breports?\b/i },
  { term: 'handled / not handled (a stand triaged)', forbidden: /\b(un)?treated\b|\bdealt with\b/i },
  { term: 'installation / dismantling (the show dates)', forbidden: /\bset-?up (start|end|starts)\b|\buninstall|\bmontage\b|\bdémontage\b/i },
  { term: 'safety instructions (the show document)', forbidden: /\bsafety notice\b|\bsecurity instructions?\b/i },
  { term: 'area (of a stand, m²)', forbidden: /\bsurfaces?\b/i },
  { term: 'exhibitor (never the French "standist")', forbidden: /\bstandists?\b/i },
  { term: 'awaiting (a plan status), synchronizing (a gateway)', forbidden: /\bpending verification\b|\bsyncing\b|\bmounting\b/i },
  { term: 'email (one word, as American usage writes it)', forbidden: /\be-mails?\b/i },
  {
    term: 'American spelling',
    forbidden:
      /\b\w*(colour|centre|metre|behaviour|favour|honour|catalogue|licence|cancell|labell|modell|travell)\w*\b|\b(synchron|organ|analy|recogn|custom|author|initial|priorit|final|minim|maxim|normal|categor|summar|optim|util|real|apolog)is(e|ed|es|ing|ation|ations)\b|\banalys(e|ed|es|ing)\b/i,
  },
];

const wording = (value: string): string => value.replace(/\{\s*[A-Za-z_]\w*/g, '{');

describe('English vocabulary', () => {
  it.each(VOCABULARY)('writes $term one way only', ({ forbidden }) => {
    const offending = Object.entries(en as Record<string, string>).filter(([, value]) => forbidden.test(wording(value)));
    expect(offending).toEqual([]);
  });

  it('catches the variants it forbids (the check is not vacuous)', () => {
    const samples = ['Open reports', 'Mark as treated', 'Not dealt with', 'Uninstallation start', 'Set-up start', 'Safety notice', 'Security instructions', 'Minimum surface', 'Colour', 'Synchronise now', 'Analysing the file', 'Standist contact', 'Pending verification', 'Preview before syncing', 'Mounting exemption', 'E-mail reminders', 'No e-mails.'];
    expect(samples.filter((sample) => !VOCABULARY.some(({ forbidden }) => forbidden.test(sample)))).toEqual([]);
    expect(VOCABULARY.some(({ forbidden }) => forbidden.test(wording('Remove the photo from the finding “{report}”?')))).toBe(false);
  });

  it("writes 'email' in French too, as the spec's own messages do ('Email manquant', 'Adresse email incorrecte.')", () => {
    expect(Object.entries(fr as Record<string, string>).filter(([, value]) => /\be-mails?\b/i.test(value))).toEqual([]);
  });
});
