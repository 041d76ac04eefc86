import '@/app/features';
import { visibleMenu } from '@/domain/menu';
import { registeredMenu } from '@/features/registry';

const settings = (roles: string[]) => visibleMenu('settings', roles, null, registeredMenu()).map((entry) => entry);

describe('the outbox in the settings menu', () => {
  it("is offered to admins and support, as 'Courriels' to /courriels, and to no one else", () => {
    for (const role of ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_SUPPORT_ASTECH']) {
      expect(settings([role])).toContainEqual({ id: 'outbox', labelId: 'layout.settings.outbox', to: '/courriels' });
    }
    for (const role of ['ROLE_ORGANIZER', 'ROLE_STANDIST', 'ROLE_SECURITY_OFFICER', 'ROLE_COORDINATOR_SPS', 'ROLE_EXHIBITION_CENTER_SERVICE']) {
      expect(settings([role]).map((entry) => entry.id)).not.toContain('outbox');
    }
  });
});
