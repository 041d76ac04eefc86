/** Rows for the notification tests: templates in both languages, stands with contacts. */
import { STANDIST_ROLES, type StandistRole } from '@/domain/roles';
import type { Pool } from '@server/db/pool';
import { addStandRole, insertStandInScope, insertUser, type TestUser } from './apiBuilders';

let counter = 0;

export interface TemplateTexts {
  label?: string;
  object: string;
  contentExternal: string;
  contentInternal?: string;
}

/** One template in French and English (same tag); the French row's id. */
export async function insertTemplatePair(pool: Pool, fr: TemplateTexts, en: TemplateTexts, tag = `tpl${++counter}${Date.now()}`): Promise<{ fr: number; en: number; tag: string }> {
  const insert = async (locale: string, t: TemplateTexts) =>
    (
      await pool.query(
        `INSERT INTO notification_templates (tag, locale, label, object, content_internal, content_external)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [tag, locale, t.label ?? `${tag} ${locale}`, t.object, t.contentInternal ?? '', t.contentExternal],
      )
    ).rows[0].id as number;
  return { fr: await insert('fr', fr), en: await insert('en', en), tag };
}

/** A contact of a stand: a standist user with that role on it, in a language. */
export async function insertContact(
  pool: Pool,
  standId: number,
  o: { role?: StandistRole; language?: 'fr' | 'en' | null; firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const user = await insertUser(pool, { firstName: o.firstName, lastName: o.lastName });
  await pool.query('UPDATE users SET language_preference = $2 WHERE id = $1', [user.id, o.language ?? null]);
  await addStandRole(pool, user.id, standId, o.role ?? STANDIST_ROLES.EXHIBITOR);
  return user;
}

/** A stand the sender may reach, with one exhibitor. */
export async function standWithContact(pool: Pool, sender: TestUser): Promise<{ stand: number; contact: TestUser }> {
  const stand = await insertStandInScope(pool, sender);
  return { stand, contact: await insertContact(pool, stand) };
}
