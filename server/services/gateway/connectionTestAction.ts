/**
 * The action `POST /backend/sources/{id}/test_connection {sourcePath}` of /backend/sources
 * (server/resources/sources.ts): the caller's permission, the source, the folder checked, then
 * the test itself (./connectionTest.ts).
 */
import { can } from '@/domain/permissions';
import { ApiError, ValidationError } from '../../hydra/errors';
import { CODES } from '../../hydra/validators';
import type { Action } from '../deps';
import { createConnectionTestLimiter, runConnectionTest } from './connectionTest';
import { CredentialsError } from './credentials';
import { hostPolicyOf } from './hostPolicy';
import { isSafeRemotePath } from './paths';
import { loadSourceConnection } from './sourceAccess';

/** An app built without the services (none in practice: `buildApp` makes them) still limits. */
const fallbackLimiter = createConnectionTestLimiter();

/** `POST /backend/sources/{id}/test_connection {sourcePath}`: 200 with the test's result, whatever it is. */
export const testConnectionAction: Action = {
  on: 'item',
  access: 'source.testConnection',
  // The permission before the item (a 403 for who may not test, then 'Source non-trouvée.').
  findsItem: true,
  description: 'Connects to the source and opens the folder sourcePath: {success, code?, files?, durationMs}. At most 2 running per user (429).',
  async run({ pool, deps, user, body, id, request }) {
    if (!can(user.roles, 'source.testConnection')) throw new ApiError(403, 'api.error.forbidden');
    const sourcePath = body.sourcePath;
    const problem =
      typeof sourcePath !== 'string' || sourcePath.trim() === ''
        ? 'api.violation.sourcePathMissing'
        : sourcePath.length > 500 || !isSafeRemotePath(sourcePath)
          ? 'api.violation.remotePathUnsafe'
          : null;
    let source;
    try {
      source = await loadSourceConnection(pool, id!);
    } catch (err) {
      if (err instanceof CredentialsError) throw new ApiError(422, 'api.source.passwordUnreadable');
      throw err;
    }
    if (!source) throw new ApiError(404, 'api.source.notFound');
    if (problem) throw new ValidationError([{ propertyPath: 'sourcePath', key: problem, code: problem.endsWith('Missing') ? CODES.notBlank : CODES.regex }]);
    const result = await runConnectionTest(deps.gatewayTests ?? fallbackLimiter, user.id, source, { sourcePath: (sourcePath as string).trim(), queryParameters: [] }, request.log, hostPolicyOf(deps.config));
    return { body: result };
  },
};
