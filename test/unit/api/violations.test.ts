import { refusalText, splitViolations, violationsText } from '@/api/violations';

describe('violations', () => {
  const violations = [
    { propertyPath: 'label', message: 'Cette valeur ne doit pas être vide.' },
    { propertyPath: 'color', message: 'Couleur invalide.' },
    { propertyPath: 'show', message: 'Salon inconnu.' },
  ];

  it('puts violations on the form fields with the same path and keeps the others for a toast', () => {
    const { fieldErrors, others } = splitViolations(violations, ['label', 'color']);
    expect(fieldErrors).toEqual({ label: 'Cette valeur ne doit pas être vide.', color: 'Couleur invalide.' });
    expect(others).toEqual([{ propertyPath: 'show', message: 'Salon inconnu.' }]);
  });

  it('writes the others as "property: message" lines', () => {
    expect(violationsText(violations.slice(1))).toBe('color: Couleur invalide.\nshow: Salon inconnu.');
  });
});

describe('refusalText', () => {
  it('tells the server’s description, then each violation', () => {
    expect(refusalText('Le chargement du fichier a échoué.', [{ propertyPath: 'file', message: 'Type non accepté.' }])).toBe(
      'Le chargement du fichier a échoué.\nfile: Type non accepté.',
    );
    expect(refusalText(null, [{ propertyPath: '', message: 'Refusé.' }])).toBe('Refusé.');
  });
});
