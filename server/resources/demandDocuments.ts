/**
 * The requests' own reads beside their resource (issue 21, part 2 §2, §7): the quick-filter
 * counters of a show's request list, the request sheet PDF and a stand's plan template PDF. Each
 * checks the item in the caller's scope first (404 otherwise), as the resource's item read does.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEMAND_STATUSES } from '@/domain/demands';
import type { AppDeps } from '../appDeps';
import type { AuthUser } from '../auth/user';
import { assertAccess, assertReadable, requireUser } from '../hydra/access';
import { badFilter, notFound } from '../hydra/errors';
import type { Resource } from '../hydra/resource';
import { viaStand } from '../hydra/scopes';
import { JSONLD } from '../hydra/serialization';
import { parseId, Params } from '../hydra/sql';
import { LOCALES, type Locale } from '../i18n';
import { defineResourceModule } from '../resourceModule';
import { demandModelFileName, demandModelPdf, demandPdfFileName, demandSheetPdf, type DemandSheet } from '../services/demandPdf';
import { demands, requesterNameSql } from './demands';
import { shows } from './shows';
import { stands } from './stands';

/**
 * The one statement of a show's counters: its requests the caller may see, counted once (an
 * index-only scan of demands_show_counters_idx, migration 025).
 */
export function buildDemandCountersSql(user: AuthUser, showId: number): { text: string; values: unknown[] } {
  const params = new Params();
  const conditions = [`d.show_id = ${params.add(showId)}`];
  const scope = viaStand('d.stand_id', { showColumn: 'd.show_id' })(user, params);
  if (scope) conditions.push(`(${scope})`);
  const byStatus = (family: string) =>
    DEMAND_STATUSES.map((s) => `count(*) FILTER (WHERE d.family = '${family}' AND d.status = '${s}')::int AS "${family}_${s}"`).join(',\n      ');
  return {
    text: `SELECT count(*) FILTER (WHERE d.un_seen)::int AS "newMessages", count(*) FILTER (WHERE NOT d.treated)::int AS "untreated",
      ${byStatus('exemption')},
      ${byStatus('logistic')}
      FROM demands d WHERE ${conditions.join(' AND ')}`,
    values: params.values,
  };
}

const pdfHeaders = (fileName: string) => ({
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
});

function localeParam(raw: string): Locale {
  if (!(LOCALES as readonly string[]).includes(raw)) throw notFound();
  return raw as Locale;
}

async function loadSheet(pool: AppDeps['pool'], id: number, locale: Locale): Promise<DemandSheet | null> {
  const { rows } = await pool.query(
    `SELECT d.id, d.demand_type, d.status, d.asked_datetime, d.comment, d.created_at, d.company, d.phone, d.email,
            ${requesterNameSql('d')} AS full_name, dt.label, dt.label_en,
            sh.name AS show, s.name AS stand_name, s.hall, s.aisle, s.number, s.surface,
            (SELECT json_build_object('nature', l.nature, 'height', l.height::text, 'length', l.length::text, 'width', l.width::text,
                    'weight', l.weight, 'means', l.means, 'pickupDatetime', l.pickup_datetime) FROM demand_logistics l WHERE l.demand_id = d.id) AS logistic,
            (SELECT json_build_object('content', m.content, 'at', m.created_at, 'author', nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''))
               FROM demand_messages dm JOIN messages m ON m.id = dm.message_id LEFT JOIN users u ON u.id = m.created_by_id
              WHERE dm.demand_id = d.id AND dm.new_demand_status IS NOT NULL ORDER BY dm.created_at DESC, dm.id DESC LIMIT 1) AS decision
       FROM demands d JOIN demand_types dt ON dt.reference = d.demand_type JOIN stands s ON s.id = d.stand_id JOIN shows sh ON sh.id = d.show_id
      WHERE d.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    type: r.demand_type,
    typeLabel: locale === 'en' ? r.label_en : r.label,
    status: r.status,
    show: r.show,
    stand: { name: r.stand_name, hall: r.hall ?? '', aisle: r.aisle ?? '', number: r.number ?? '', surface: r.surface ?? '' },
    requester: { fullName: r.full_name, company: r.company, phone: r.phone, email: r.email },
    askedDatetime: r.asked_datetime,
    comment: r.comment,
    createdAt: r.created_at,
    logistic: r.logistic ? { ...r.logistic, pickupDatetime: new Date(r.logistic.pickupDatetime) } : null,
    decision: r.decision ? { content: r.decision.content, at: new Date(r.decision.at), author: r.decision.author } : null,
  };
}

function registerRoutes(api: FastifyInstance, { pool }: Pick<AppDeps, 'pool'>): void {
  /** A PDF route's `/{id}/…/{locale}`: the item in the caller's scope (404 otherwise) and a language of the app. */
  const readableInLocale = async (request: FastifyRequest, resource: Resource) => {
    const user = requireUser(request);
    const params = request.params as { id: string; locale: string };
    const id = parseId(params.id);
    const locale = localeParam(params.locale);
    if (id === null) throw notFound();
    await assertReadable(pool, resource, user, id);
    return { id, locale };
  };

  api.get('/demands/counters', async (request, reply) => {
    const user = requireUser(request);
    assertAccess(user, 'demand.counters');
    const raw = (request.query as Record<string, unknown>)['stand.show'];
    const showId = typeof raw === 'string' ? parseId(raw.replace(/^.*\//, '')) : null;
    if (showId === null) throw badFilter('api.filter.invalidIri', { param: 'stand.show', value: String(raw ?? '') });
    await assertReadable(pool, shows, user, showId);
    const sql = buildDemandCountersSql(user, showId);
    const c = (await pool.query(sql.text, sql.values)).rows[0];
    const family = (name: string) => Object.fromEntries(DEMAND_STATUSES.map((s) => [s, c[`${name}_${s}`]]));
    return reply.type(JSONLD).send({
      '@id': `/backend/demands/counters?stand.show=${showId}`,
      '@type': 'DemandCounters',
      show: shows.itemIri(showId),
      newMessages: c.newMessages,
      untreated: c.untreated,
      exemption: family('exemption'),
      logistic: family('logistic'),
    });
  });

  api.get('/demands/:id/pdf/:locale', async (request, reply) => {
    const { id, locale } = await readableInLocale(request, demands);
    const sheet = await loadSheet(pool, id, locale);
    if (!sheet) throw notFound();
    const fileName = demandPdfFileName(sheet, new Date());
    return reply.type('application/pdf').headers(pdfHeaders(fileName)).send(demandSheetPdf(sheet, locale));
  });

  api.get('/stands/:id/demand_model_pdf/:locale', async (request, reply) => {
    const { id, locale } = await readableInLocale(request, stands);
    const { rows } = await pool.query(
      'SELECT s.name, s.hall, s.aisle, s.number, coalesce(s.surface_value, 0)::float AS surface, sh.name AS show FROM stands s JOIN shows sh ON sh.id = s.show_id WHERE s.id = $1',
      [id],
    );
    const stand = rows[0];
    return reply
      .type('application/pdf')
      .headers(pdfHeaders(demandModelFileName(stand.show, stand.name, locale)))
      .send(demandModelPdf({ ...stand, hall: stand.hall ?? '', aisle: stand.aisle ?? '', number: stand.number ?? '' }, locale));
  });
}

export default defineResourceModule({ routes: (api, deps) => registerRoutes(api, deps) });
