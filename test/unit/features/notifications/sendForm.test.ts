import { fillVariables, unknownVariables, variableToken } from '@/domain/notifications';
import { insertToken, initialSendValues, sendBody } from '@/features/notifications/sendForm';
import { sendSchema } from '@/features/notifications/sendSchema';

describe('notification variables', () => {
  it('finds the unknown variables of a text, each once, spaces inside the braces allowed', () => {
    expect(unknownVariables('Bonjour {{ recipientFirstName }}, {{nom}} et {{nom}} {{standNom}}')).toEqual(['nom', 'standNom']);
    expect(unknownVariables('Sans variable, {pas une} {{standName}}')).toEqual([]);
  });

  it("fills the known variables, a missing value as '', and leaves an unknown one as written", () => {
    expect(fillVariables('{{standName}} / {{ standHall }} / {{recipientCompany}} / {{autre}}', { standName: 'Verrerie', standHall: '5' })).toBe(
      'Verrerie / 5 /  / {{autre}}',
    );
  });

  it('writes a token as {{tag}}', () => {
    expect(variableToken('loginLink')).toBe('{{loginLink}}');
  });
});

describe('the send form', () => {
  it('inserts a variable at the caret, or at the end without one', () => {
    expect(insertToken('Bonjour !', 'recipientFirstName', 8)).toBe('Bonjour {{recipientFirstName}}!');
    expect(insertToken('Bonjour', 'standName', null)).toBe('Bonjour{{standName}}');
  });

  it('starts with agency, decorator and exhibitor ticked and the template texts', () => {
    expect(initialSendValues(undefined)).toEqual({
      notification: '',
      customObject: '',
      customStandistRoles: ['ROLE_STANDIST_EXHIBITOR', 'ROLE_STANDIST_AGENCY', 'ROLE_STANDIST_DECORATOR'],
      customContent: '',
    });
  });

  it("refuses with the spec's messages, and names unknown variables", async () => {
    const errors = await sendSchema
      .validate({ notification: '', customObject: ' ', customStandistRoles: [], customContent: 'Bonjour {{nom}}' }, { abortEarly: false })
      .catch((e: { errors: string[] }) => e.errors);
    expect(errors).toEqual([
      'notifications.send.templateMissing',
      'notifications.send.subjectMissing',
      'notifications.send.rolesMissing',
      'notifications.send.unknownVariable|{{nom}}',
    ]);
  });

  it('sends stand IRIs, or the filter, and the users when the modal is for a contact', () => {
    const values = { notification: 3, customObject: ' Objet ', customStandistRoles: ['ROLE_STANDIST_AGENCY'], customContent: 'Texte ' };
    expect(sendBody(values, { selection: { ids: [7] }, userIds: [30] }, 'en')).toEqual({
      notification: '/backend/notification_templates/3',
      customObject: 'Objet',
      customContent: 'Texte',
      customStandistRoles: ['ROLE_STANDIST_AGENCY'],
      locale: 'en',
      stands: ['/backend/stands/7'],
      users: ['/backend/users/30'],
    });
    expect(sendBody(values, { selection: { filter: { show: '4', search: 'verre' } } }, 'fr')).toMatchObject({ filter: { show: '4', search: 'verre' } });
  });
});
