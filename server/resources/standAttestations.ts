/**
 * GET /stands/{id}/attestation/{locale}: the stand's plan confirmation attestation as a
 * PDF in French or English (another locale: 404), to whoever may see the stand; 404
 * while the plans are not confirmed. HEAD-free: the SPA learns whether there is one from
 * the thread (the message carrying the confirmation).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps';
import { assertReadable, requireUser } from '../hydra/access';
import { notFound } from '../hydra/errors';
import { defineResourceModule } from '../resourceModule';
import { parseId } from '../hydra/sql';
import { LOCALES, type Locale } from '../i18n';
import { attestationFileName, attestationPdf, type AttestationSheet } from '../services/attestationPdf';
import { stands } from './stands';

export function registerAttestationRoute(api: FastifyInstance, { pool }: Pick<AppDeps, 'pool'>): void {
  api.get('/stands/:id/attestation/:locale', async (request, reply) => {
    const user = requireUser(request);
    const { id: rawId, locale } = request.params as { id: string; locale: string };
    const id = parseId(rawId);
    if (id === null || !(LOCALES as readonly string[]).includes(locale)) throw notFound();
    await assertReadable(pool, stands, user, id);
    const { rows } = await pool.query(
      `SELECT t.id, t.name, t.hall, t.aisle, t.number, sh.name AS show,
              sm.confirmation_last_name, sm.confirmation_first_name, sm.confirmation_company, sm.confirmation_phone,
              sm.confirmation_email, sm.confirmation_standing, sm.confirmation_invoicing, sm.confirmation_waste_disposal,
              sm.created_at AS confirmed_at, po.media_file_name AS purchase_order,
              nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') AS confirmed_by
         FROM stands t JOIN shows sh ON sh.id = t.show_id
         JOIN LATERAL (SELECT * FROM stand_messages m WHERE m.stand_id = t.id AND m.confirmation_last_name IS NOT NULL
                        ORDER BY m.created_at DESC, m.id DESC LIMIT 1) sm ON true
         LEFT JOIN messages msg ON msg.id = sm.message_id
         LEFT JOIN users u ON u.id = msg.created_by_id
         -- The purchase order is a message_media id (one of the confirmation's own attachments), not
         -- a media id: read through it, and only when it belongs to that message.
         LEFT JOIN message_media pm ON pm.id = sm.confirmation_purchase_order_id AND pm.message_id = sm.message_id
         LEFT JOIN media po ON po.id = pm.media_id
        WHERE t.id = $1`,
      [id],
    );
    if (!rows.length) throw notFound();
    const r = rows[0];
    const sheet: AttestationSheet = {
      standId: r.id,
      show: r.show,
      stand: { name: r.name, hall: r.hall ?? '', aisle: r.aisle ?? '', number: r.number ?? '' },
      person: {
        lastName: r.confirmation_last_name,
        firstName: r.confirmation_first_name ?? '',
        company: r.confirmation_company ?? '',
        phone: r.confirmation_phone ?? '',
        email: r.confirmation_email ?? '',
      },
      standing: r.confirmation_standing === true,
      invoicing: r.confirmation_invoicing === true,
      wasteDisposal: r.confirmation_waste_disposal,
      purchaseOrder: r.purchase_order,
      confirmedAt: r.confirmed_at,
      confirmedBy: r.confirmed_by,
    };
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${attestationFileName(sheet, locale as Locale)}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(attestationPdf(sheet, locale as Locale));
  });
}

export default defineResourceModule({ routes: registerAttestationRoute });
