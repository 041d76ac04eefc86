import fr from '../../i18n/fr.json';
import en from '../../i18n/en.json';

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
});
