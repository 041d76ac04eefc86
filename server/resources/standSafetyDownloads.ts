/**
 * The safety notices' downloads (issue 22, part 1 §2, §7; docs/api.md "Safety notice"):
 * - `GET /stand_security_instructions/{id}/attestation/{fr|en}`: a record's attestation PDF, to
 *   whoever sees its stand (404 otherwise, as the record's own read);
 * - `GET /stands_security_attestation?ids[]=…` (stands of one show) or `?show=ID` (every stand of
 *   the show that has a record): the attestations in a streamed zip, in the caller's language
 *   (`locale`, else X-LOCALE, Accept-Language, French), named `<show> - Attestations SPS -
 *   YYYY-MM-DD_HHmm.zip` (Paris time); permission standSecurityAttestation.zip. A stand or show
 *   outside the caller's scope is the 404 of a missing one; none with a record is a 400.
 */
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps';
import type { AuthUser } from '../auth/user';
import { stamp } from '../hydra/csvExport';
import { assertAccess, assertReadable, requireUser } from '../hydra/access';
import { queryPairs } from '../hydra/query';
import { ApiError, badFilter, notFound, ValidationError } from '../hydra/errors';
import { API_PREFIX } from '../hydra/resource';
import { standScope, viaShow } from '../hydra/scopes';
import { idFromIri, Params, parseId } from '../hydra/sql';
import { CODES } from '../hydra/validators';
import { LOCALES, t, type Locale } from '../i18n';
import { defineResourceModule } from '../resourceModule';
import { loadSafetyAttestationSheets, safetyAttestationFileName, safetyAttestationPdf } from '../services/safetyAttestationPdf';
import { storageOf } from '../services/storage';
import { contentDisposition } from '../services/uploads';
import { safeZipSegment, sendZip } from '../services/zipDownload';
import { standSecurityInstructions } from './standSecurityInstructions';

const showScope = viaShow('t.id', { enabledColumn: 't.enabled' });

function zipLocale(request: FastifyRequest, pairs: Array<[string, string]>): Locale {
  const asked = pairs.find(([key]) => key === 'locale')?.[1];
  return asked !== undefined && (LOCALES as readonly string[]).includes(asked) ? (asked as Locale) : request.locale;
}

/** The stand ids of `ids[]` (or `ids`), IRIs or ids, or null when none is sent; a bad one is a 400 naming the parameter. */
function selectedIds(pairs: Array<[string, string]>): number[] | null {
  const values = pairs.filter(([key]) => key === 'ids[]' || key === 'ids').map(([, value]) => value);
  if (!values.length) return null;
  return values.map((value) => {
    const id = idFromIri(value, `${API_PREFIX}/stands`);
    if (id === null) throw badFilter('api.filter.invalidIri', { param: 'ids[]', value });
    return id;
  });
}

/** The show and its stands' records the zip holds: the stands in the caller's scope, all of one show. */
async function selection(pool: AppDeps['pool'], user: AuthUser, pairs: Array<[string, string]>): Promise<{ show: string; records: number[] }> {
  const ids = selectedIds(pairs);
  const params = new Params();
  if (ids) {
    const scope = standScope(user, params);
    const { rows } = await pool.query(
      `SELECT t.id, t.show_id, sh.name AS show, i.id AS record FROM stands t JOIN shows sh ON sh.id = t.show_id
         LEFT JOIN stand_security_instructions i ON i.stand_id = t.id
        WHERE t.id = ANY(${params.add(ids)}::int[])${scope ? ` AND (${scope})` : ''} ORDER BY t.name, t.id`,
      params.values,
    );
    // A stand that does not exist and one the caller may not see answer alike.
    if (rows.length !== new Set(ids).size) throw notFound();
    if (new Set(rows.map((r) => r.show_id)).size > 1) throw new ValidationError([{ propertyPath: 'ids', key: 'api.violation.zipOneShow', code: CODES.choice }]);
    return { show: rows[0].show, records: rows.filter((r) => r.record !== null).map((r) => r.record) };
  }
  const raw = pairs.find(([key]) => key === 'show')?.[1];
  if (raw === undefined) throw new ApiError(400, 'api.error.safetyZipSelection');
  const showId = idFromIri(raw, `${API_PREFIX}/shows`);
  if (showId === null) throw badFilter('api.filter.invalidIri', { param: 'show', value: raw });
  const scope = showScope(user, params);
  const { rows: shows } = await pool.query(`SELECT t.name FROM shows t WHERE t.id = ${params.add(showId)}${scope ? ` AND (${scope})` : ''}`, params.values);
  if (!shows.length) throw notFound();
  const standParams = new Params();
  const standsScope = standScope(user, standParams);
  const { rows } = await pool.query(
    `SELECT i.id FROM stands t JOIN stand_security_instructions i ON i.stand_id = t.id
      WHERE t.show_id = ${standParams.add(showId)}${standsScope ? ` AND (${standsScope})` : ''} ORDER BY t.name, t.id`,
    standParams.values,
  );
  return { show: shows[0].name, records: rows.map((r) => r.id) };
}

function registerRoutes(api: FastifyInstance, { pool, config }: Pick<AppDeps, 'pool' | 'config'>): void {
  api.get('/stand_security_instructions/:id/attestation/:locale', async (request, reply) => {
    const user = requireUser(request);
    const params = request.params as { id: string; locale: string };
    const id = parseId(params.id);
    if (id === null || !(LOCALES as readonly string[]).includes(params.locale)) throw notFound();
    const locale = params.locale as Locale;
    await assertReadable(pool, standSecurityInstructions, user, id);
    const [sheet] = await loadSafetyAttestationSheets(pool, [id]);
    if (!sheet) throw notFound();
    return reply
      .type('application/pdf')
      .header('Content-Disposition', contentDisposition(safetyAttestationFileName(id, locale)))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(safetyAttestationPdf(sheet, locale));
  });

  api.get('/stands_security_attestation', async (request, reply) => {
    const user = requireUser(request);
    assertAccess(user, 'standSecurityAttestation.zip');
    const pairs = queryPairs(request.url);
    const locale = zipLocale(request, pairs);
    const { show, records } = await selection(pool, user, pairs);
    if (!records.length) throw new ApiError(400, 'api.error.noSafetyAttestation');
    const sheets = await loadSafetyAttestationSheets(pool, records);
    const entries = sheets.map((sheet) => ({
      name: safeZipSegment(`${sheet.stand.name} - ${safetyAttestationFileName(sheet.id, locale)}`),
      mtime: sheet.createdAt,
      buffer: () => buffer(safetyAttestationPdf(sheet, locale)),
    }));
    const fileName = `${safeZipSegment(show, 'show')} - ${t(locale, 'api.zip.safetyAttestations')} - ${stamp(new Date()).slice(0, 15)}.zip`;
    return sendZip(reply, storageOf(config), fileName, entries);
  });
}

export default defineResourceModule({ routes: (api, deps) => registerRoutes(api, deps) });
