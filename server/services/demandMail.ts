/**
 * The requester's e-mail after a decision on their request (issue 21, part 2 §4): validated (with
 * the confirmed date-time, and the pickup of a logistics request) or refused (with the reason),
 * in the requester's language (the account of the request's e-mail address, else its author's,
 * else French), through the one mailer (server/services/mail).
 */
import { formatDemandNumber } from '@/domain/demands';
import { formatDateTime } from '@/domain/time';
import { originResolver } from '../hydra/docs';
import { recipientLocale } from './mail/render';
import type { ServiceDeps } from './deps';

export async function queueDemandDecisionMail(deps: ServiceDeps, demandId: number, decision: { to: string; content: string | null }): Promise<number | null> {
  if (!deps.mailer || (decision.to !== 'validated' && decision.to !== 'refused')) return null;
  const { rows } = await deps.pool.query(
    `SELECT d.id, d.email, btrim(d.firstname || ' ' || d.lastname) AS name, d.demand_type, d.asked_datetime,
            (SELECT l.pickup_datetime FROM demand_logistics l WHERE l.demand_id = d.id) AS pickup,
            dt.label, dt.label_en, s.name AS stand, sh.name AS show,
            coalesce((SELECT u.language_preference FROM users u WHERE lower(u.email) = lower(d.email) AND u.language_preference IS NOT NULL ORDER BY u.id LIMIT 1),
                     (SELECT u.language_preference FROM users u WHERE u.id = d.created_by_id)) AS language
       FROM demands d JOIN demand_types dt ON dt.reference = d.demand_type JOIN stands s ON s.id = d.stand_id JOIN shows sh ON sh.id = d.show_id
      WHERE d.id = $1`,
    [demandId],
  );
  if (!rows.length) return null;
  const r = rows[0];
  const locale = recipientLocale(r.language, null);
  const at = (date: Date | null) => (date ? formatDateTime(date.toISOString(), locale) : '');
  const origin = originResolver(deps.config.publicUrl)();
  return deps.mailer.queue({
    to: r.email,
    locale,
    kind: decision.to === 'validated' ? 'demandValidated' : 'demandRefused',
    params: {
      name: r.name || r.email,
      number: formatDemandNumber(r.id),
      type: locale === 'en' ? r.label_en : r.label,
      stand: r.stand,
      show: r.show,
      date: at(r.asked_datetime),
      pickup: r.pickup ? at(r.pickup) : '-',
      reason: decision.content ?? '',
      link: `${origin}/demandes/${r.id}`,
    },
  });
}
