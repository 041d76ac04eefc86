import { showViolations, type ShowRuleInput } from '@/domain/showRules';

const show = (patch: Partial<ShowRuleInput> = {}): ShowRuleInput => ({
  name: 'Salon du Meuble',
  savedExternalSync: false,
  externalSync: false,
  source: null,
  sourcePath: null,
  externalSyncDeadline: null,
  externalExhibitorAccessUrl: null,
  securityInstructionsFunction: false,
  securityInstructions: null,
  installationDateStart: null,
  installationDateEnd: null,
  uninstallationDateStart: null,
  uninstallationDateEnd: null,
  queryParameters: [],
  ...patch,
});

describe('the show form rules (part 2 §4, §5)', () => {
  it('accepts a show with only its title', () => {
    expect(showViolations(show())).toEqual([]);
  });

  it('asks for the title', () => {
    expect(showViolations(show({ name: '  ' }))).toEqual([{ field: 'name', rule: 'nameMissing' }]);
  });

  it('asks for the source, folder, sync deadline and access address when the gateway is on', () => {
    expect(showViolations(show({ externalSync: true, sourcePath: 'SDM28' })).map((v) => v.field)).toEqual(['source', 'externalSyncDeadline', 'externalExhibitorAccessUrl']);
    expect(showViolations(show({ externalSync: true, source: '/backend/sources/1', sourcePath: 'x', externalSyncDeadline: 1, externalExhibitorAccessUrl: 'https://a.test' }))).toEqual([]);
  });

  it('keeps a saved gateway on', () => {
    expect(showViolations(show({ savedExternalSync: true }))).toEqual([{ field: 'externalSync', rule: 'gatewayLocked' }]);
  });

  it('asks for the security document when the function is on', () => {
    expect(showViolations(show({ securityInstructionsFunction: true }))).toEqual([{ field: 'securityInstructions', rule: 'securityDocumentMissing' }]);
  });

  it('refuses an end before its start, for installation and uninstallation; equal or open ends pass', () => {
    const day = 86_400_000;
    expect(showViolations(show({ installationDateStart: 2 * day, installationDateEnd: day, uninstallationDateStart: 5 * day, uninstallationDateEnd: 4 * day }))).toEqual([
      { field: 'installationDateEnd', rule: 'endBeforeStart' },
      { field: 'uninstallationDateEnd', rule: 'endBeforeStart' },
    ]);
    expect(showViolations(show({ installationDateStart: day, installationDateEnd: day, uninstallationDateStart: day }))).toEqual([]);
  });

  it('asks for each query parameter row’s name and value', () => {
    expect(showViolations(show({ queryParameters: [{ name: 'edition', value: '' }, { name: null, value: '2' }] }))).toEqual([
      { field: 'queryParameters[0].value', rule: 'required' },
      { field: 'queryParameters[1].name', rule: 'required' },
    ]);
  });
});
