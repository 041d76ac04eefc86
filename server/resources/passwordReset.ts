/**
 * Forgot and reset password (part 2 §2, §5, §7, §8), public routes beside the users resource:
 * `POST /backend/users/reset-password {email, routeUrl}` and
 * `POST /backend/users/reset-password/token {plainPassword, plainPasswordConfirmation, token}`.
 * The work is in server/services/passwordReset.ts.
 */
import { isEmailAddress } from '@/domain/passwordReset';
import { ValidationError } from '../hydra/errors';
import { defineResourceModule } from '../resourceModule';
import { t } from '../i18n';
import { recordResetRequest, RESET_REQUEST_JOB, resetPassword, type ResetBody } from '../services/passwordReset';

const objectBody = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

export default defineResourceModule({
  routes(api, deps) {
    const { jobs, pool } = deps;
    if (!jobs) throw new Error('The password reset routes need the job queue');

    /**
     * The same 200 and message whether the address is an account or not, and the same work:
     * one job queued (the lookup, the limits and the e-mail happen in it). `routeUrl` is not
     * read: the link is always on the configured public origin (docs/decisions.md). A malformed
     * address is a 422 on `email` (it tells nothing about accounts).
     */
    api.post('/users/reset-password', { config: { public: true } }, async (request, reply) => {
      const email = objectBody(request.body).email;
      if (typeof email !== 'string' || !isEmailAddress(email.trim())) {
        throw new ValidationError([{ propertyPath: 'email', key: 'api.violation.emailInvalid', code: 'EMAIL_INVALID' }]);
      }
      const requestId = await recordResetRequest(pool, email.trim(), request.ip);
      await jobs.send(RESET_REQUEST_JOB, { email: email.trim(), locale: request.locale, ip: request.ip, requestId });
      return reply.send({ message: t(request.locale, 'api.passwordReset.requested') });
    });

    api.post('/users/reset-password/token', { config: { public: true } }, async (request, reply) => {
      await resetPassword(pool, objectBody(request.body) as ResetBody);
      return reply.send({ message: t(request.locale, 'api.passwordReset.done') });
    });
  },
});
