/**
 * Notifications (part 1 §3, §5, §7): `GET /backend/notifications` lists the templates in the
 * caller's language (X-LOCALE, else Accept-Language, else French; an explicit `locale` wins),
 * `POST /backend/notifications` sends one (queued: 202 once every message is recorded, the sending
 * goes on in the background), `GET /backend/notification_variables` lists the variables a text may
 * name. What was sent and each message's state: ./notificationSends.ts and the outbox.
 */
import { NOTIFICATION_VARIABLES, variableToken } from '@/domain/notifications';
import { t } from '../i18n';
import { originResolver } from '../hydra/docs';
import { assertAccess, requireUser } from '../hydra/access';
import { JSONLD } from '../hydra/serialization';
import { listCollection } from '../hydra/statements';
import { defineResourceModule } from '../resourceModule';
import { registerNotificationJob } from '../services/notifications/dispatch';
import { queueNotification } from '../services/notifications/send';
import { parseSendBody } from '../services/notifications/sendBody';
import { notificationTemplates } from './notificationTemplates';
import { stands } from './stands';

export default defineResourceModule({
  async routes(api, deps) {
    const { pool, jobs, mailer } = deps;
    if (!jobs || !mailer) throw new Error('notifications need the job queue and the mailer (buildApp gives them)');
    await registerNotificationJob(jobs, { pool, transportKind: mailer.transportKind });
    const publicOrigin = originResolver(deps.config.publicUrl);

    api.get('/notifications', async (request, reply) => {
      const user = requireUser(request);
      assertAccess(user, 'notificationTemplate.list');
      const search = new URLSearchParams(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');
      if (!search.has('locale')) search.set('locale', request.locale);
      const body = await listCollection(pool, notificationTemplates, user, `${notificationTemplates.collectionIri}?${search.toString()}`);
      return reply.type(JSONLD).send(body);
    });

    api.post('/notifications', async (request, reply) => {
      const user = requireUser(request);
      assertAccess(user, 'notification.add');
      const sendRequest = parseSendBody(request.body, request.locale);
      const queued = await queueNotification({ pool, jobs, publicOrigin, standList: stands }, user, sendRequest);
      return reply
        .code(202)
        .type(JSONLD)
        .send({
          '@context': '/backend/contexts/NotificationSend',
          '@id': `/backend/notification_sends/${queued.id}`,
          '@type': 'NotificationSend',
          id: queued.id,
          standCount: queued.standCount,
          recipientCount: queued.recipientCount,
        });
    });

    api.get('/notification_variables', async (request, reply) => {
      const user = requireUser(request);
      assertAccess(user, 'notificationTemplate.list');
      const members = NOTIFICATION_VARIABLES.map((tag, index) => ({
        '@id': `/backend/notification_variables/${tag}`,
        '@type': 'NotificationVariable',
        // A position, for clients that key items by id.
        id: index + 1,
        tag,
        token: variableToken(tag),
        label: t(request.locale, `api.notificationVariable.${tag}`),
      }));
      return reply.type(JSONLD).send({
        '@context': '/backend/contexts/NotificationVariable',
        '@id': '/backend/notification_variables',
        '@type': 'hydra:Collection',
        'hydra:totalItems': members.length,
        'hydra:member': members,
      });
    });
  },
});
