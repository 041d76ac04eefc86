/**
 * The marked-up PDF of a plan revision (issue 25, item 4; server/services/planRevisionPdf.ts),
 * beside the `/plan_revisions` resource (server/resources/planRevisions.ts) as its own routes:
 * - `GET /plan_revisions/{id}/pdf/{locale}` (fr | en; another locale: 404): the PDF as a
 *   download, to whoever may see the revision's stand (404 otherwise, as for the revision);
 * - `POST /plan_revisions/{id}/pdf_attachment/{locale}`: the same PDF stored as the caller's own
 *   unattached message attachment (`/backend/message_media`, 201 with it, as an upload answers),
 *   which the refusal the caller is writing then names in its `attachments`: staff who decide
 *   plans only (`planAnnotation.resolve`: admin, support, organizer; 403 for others), within the unattached uploads' cap (429).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps';
import type { AuthUser } from '../auth/user';
import { assertReadable, loadItem, requireUser } from '../hydra/access';
import { forbidden, notFound } from '../hydra/errors';
import { sendItem } from '../hydra/serialization';
import { parseId } from '../hydra/sql';
import { LOCALES, type Locale } from '../i18n';
import { defineResourceModule } from '../resourceModule';
import { buildPlanRevisionPdf, loadRevisionSheet, planRevisionPdfFileName, readDrawnFiles } from '../services/planRevisionPdf';
import { storageOf } from '../services/storage';
import { contentDisposition, storeUpload } from '../services/uploads';
import { insertUnlinkedAttachment } from '../threads/attachments';
import { messageMedia } from '../threads/messages';
import { stands } from './stands';
import { can } from '@/domain/permissions';

/** The revision's PDF, once the caller's access to its stand is checked (404 otherwise). */
async function markedUpPdf(request: FastifyRequest, user: AuthUser, deps: AppDeps): Promise<{ bytes: Buffer; fileName: string }> {
  const { id: rawId, locale } = request.params as { id: string; locale: string };
  const id = parseId(rawId);
  if (id === null || !(LOCALES as readonly string[]).includes(locale)) throw notFound();
  const sheet = await loadRevisionSheet(deps.pool, id);
  if (!sheet) throw notFound();
  // As for the revision: a stand out of reach reads as missing.
  await assertReadable(deps.pool, stands, user, sheet.standId);
  const bytes = await readDrawnFiles(sheet, storageOf(deps.config));
  const job = { locale: locale as Locale, sheet, bytes };
  // Off the event loop when the app gives its workers (always, but for a bare test app).
  const pdf = deps.planPdfs ? await deps.planPdfs.build(job) : await buildPlanRevisionPdf(job);
  return { bytes: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), fileName: planRevisionPdfFileName(sheet, locale as Locale) };
}

export function registerPlanRevisionPdfRoutes(api: FastifyInstance, deps: AppDeps): void {
  api.get('/plan_revisions/:id/pdf/:locale', async (request, reply) => {
    const user = requireUser(request);
    const { bytes, fileName } = await markedUpPdf(request, user, deps);
    return reply
      .type('application/pdf')
      .header('Content-Length', bytes.length)
      .header('Content-Disposition', contentDisposition(fileName))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(bytes);
  });

  api.post('/plan_revisions/:id/pdf_attachment/:locale', async (request, reply) => {
    const user = requireUser(request);
    // The staff who review (and tick marks resolved): admin, support, organizer.
    if (!can(user.roles, 'planAnnotation.resolve')) throw forbidden();
    const { bytes, fileName } = await markedUpPdf(request, user, deps);
    const stored = await storeUpload(
      { bytes, kind: 'messageAttachment', fileName, mimeType: 'application/pdf', extension: '.pdf' },
      { pool: deps.pool, storage: storageOf(deps.config), uploaderId: user.id },
      (db, upload) => insertUnlinkedAttachment(db, upload.mediaId, user.id),
    );
    return sendItem(reply, 201, await loadItem(deps.pool, messageMedia, user, stored.linked));
  });
}

export default defineResourceModule({ routes: registerPlanRevisionPdfRoutes });
