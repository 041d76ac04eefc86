import fr from '../../i18n/fr.json';
import en from '../../i18n/en.json';
import { FEATURES } from '@/app/features';

/** Namespaces of the modules that are not features: the server (api), the gateway's codes and file problems (gateway), the ui, the layouts, the app, the list screens. */
const SHARED_NAMESPACES = ['api', 'gateway', 'toast', 'error', 'form', 'common', 'confirm', 'table', 'footer', 'language', 'layout', 'app', 'list', 'thread'];

describe('i18n catalogues', () => {
  it('have the same keys in French and English', () => {
    const frKeys = Object.keys(fr).sort();
    const enKeys = Object.keys(en).sort();
    expect(enKeys.filter((k) => !frKeys.includes(k))).toEqual([]);
    expect(frKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  it('carry the spec messages verbatim in French', () => {
    const messages = fr as Record<string, string>;
    expect(messages['login.username.required']).toBe('Veuillez indiquer votre identifiant !');
    expect(messages['login.password.required']).toBe('Veuillez taper votre mot de passe !');
    expect(messages['login.failed']).toBe('La connexion a échoué...');
    expect(messages['toast.saved']).toBe('Enregistrement réussi !');
    expect(messages['toast.deleted']).toBe('Suppression réussie !');
    expect(messages['error.deleteImpossible']).toBe('Suppression impossible');
    expect(messages['error.reconnect']).toBe('Erreur ! Veuillez-vous reconnecter.');
    expect(messages['home.empty']).toBe('Aucun salon.');
  });

  it('hold only ids of a namespace a feature manifest or a shared module owns, each owned once', () => {
    const owned = FEATURES.flatMap((feature) => feature.messages ?? []);
    expect(new Set(owned).size).toBe(owned.length);
    const known = new Set([...owned, ...SHARED_NAMESPACES]);
    expect(Object.keys(fr).filter((key) => !known.has(key.split('.')[0]))).toEqual([]);
  });
});
