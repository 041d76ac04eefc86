/**
 * Demo saved views (issue 11, item 6): the views each staff role of the demo would keep on
 * the stand list (the plans to check, the untreated messages, the large stands, the findings
 * in progress), and one of the layout types for the admin. Stored as the SPA saves them: the
 * list's state without its page (src/domain/listLink.ts), read back with the list's rules.
 */
import { applyListChange, type ListChange } from '@/domain/listQuery';
import { viewStateOf } from '@/domain/listLink';
import { DEFAULT_STAND_LIST_STATE, STAND_LIST } from '@/domain/standListQuery';
import type { PoolClient } from '../db/pool';

const standView = (...changes: ListChange[]) =>
  viewStateOf(changes.reduce((state, change) => applyListChange(STAND_LIST, state, change), DEFAULT_STAND_LIST_STATE));

const TO_CHECK = standView({ kind: 'filters', patch: { statuses: ['pendingPlansVerification'] } }, { kind: 'sort', sort: { field: 'updatedAt', direction: 'asc' } });
const UNTREATED = standView({ kind: 'filters', patch: { messages: { unSeen: false, untreated: true } } }, { kind: 'sort', sort: { field: 'updatedAt', direction: 'desc' } });
const NEW_MESSAGES = standView({ kind: 'filters', patch: { messages: { unSeen: true, untreated: false } } });
const LARGE = standView(
  { kind: 'transition', name: 'surfaceBucket', arg: '50+' },
  { kind: 'sort', sort: { field: 'surface', direction: 'desc' } },
  { kind: 'layout', patch: { hidden: ['layouts', 'nbClosedReports'] } },
);
const FINDINGS = standView({ kind: 'filters', patch: { reports: { inProgress: true, closed: false } } }, { kind: 'sort', sort: { field: 'hall', direction: 'asc' } });

/** Per demo account: [list, name, state]. */
const VIEWS: Record<string, Array<[string, string, Record<string, unknown>]>> = {
  'admin@demo.test': [
    ['stands', 'Plans à vérifier (les plus anciens d’abord)', TO_CHECK],
    ['stands', 'Messages non traités', UNTREATED],
    ['stands', 'Grands stands', LARGE],
    ['layoutTypes', 'Par libellé', { sort: { field: 'label', direction: 'asc' }, layout: { order: [], hidden: [], filtersFolded: false } }],
  ],
  'support@demo.test': [
    ['stands', 'Nouveaux messages', NEW_MESSAGES],
    ['stands', 'Constats en cours', FINDINGS],
    ['stands', 'Plans à vérifier', TO_CHECK],
  ],
  'organizer@demo.test': [
    ['stands', 'Plans to check', TO_CHECK],
    ['stands', 'Stands > 50 m²', LARGE],
  ],
};

export async function seedDemoSavedViews(client: PoolClient, { accounts }: { accounts: Map<string, number> }): Promise<void> {
  for (const [email, views] of Object.entries(VIEWS)) {
    const userId = accounts.get(email);
    if (userId === undefined) continue;
    for (const [list, name, state] of views) {
      await client.query('INSERT INTO saved_views (user_id, list, name, state) VALUES ($1, $2, $3, $4)', [userId, list, name, JSON.stringify(state)]);
    }
  }
}
