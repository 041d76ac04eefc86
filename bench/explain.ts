import type { Pool } from '@server/db/pool';
import type { ListSql } from '@server/hydra/statements';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

export interface PlanCheck {
  ms: number;
  /** How stands is read: node type and index of each access. */
  access: string[];
  seqScanOnStands: boolean;
  /** An access to stands not bounded by the show (or by the caller's stand ids). */
  readsOtherShows: boolean;
  /** Stand rows the plan read (returned + removed by filters). */
  standRowsRead: number;
}

export interface ExplainResult {
  list: PlanCheck;
  count: PlanCheck;
  ok: boolean;
}

/** An index condition that keeps the read inside one show, or on the caller's own stand ids. */
const BOUNDED = /\bshow_id\b|\(id = /;

function bitmapBounded(node: PlanNode, bounded: RegExp = BOUNDED): boolean {
  if (node['Node Type'] === 'Bitmap Index Scan') return bounded.test(node['Index Cond'] ?? '');
  if (node['Node Type'] === 'BitmapAnd') return (node.Plans ?? []).some((n) => bitmapBounded(n, bounded));
  if (node['Node Type'] === 'BitmapOr') return (node.Plans ?? []).every((n) => bitmapBounded(n, bounded));
  return false;
}

/**
 * The reads of `table` in a plan whose condition `bounded` does not match (a Seq Scan, or an index
 * read not limited to one show, say): each as `<node type> <index>`.
 */
export function unboundedReads(plan: PlanNode, table: string, bounded: RegExp): string[] {
  const found: string[] = [];
  const visit = (node: PlanNode) => {
    if (node['Relation Name'] === table) {
      const type = node['Node Type'];
      const ok =
        type === 'Seq Scan' ? false : type === 'Bitmap Heap Scan' ? (node.Plans ?? []).some((n) => bitmapBounded(n, bounded)) : bounded.test(node['Index Cond'] ?? '');
      if (!ok) found.push(`${type}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`);
    }
    (node.Plans ?? []).forEach(visit);
  };
  visit(plan);
  return found;
}

function check(root: PlanNode, ms: number): PlanCheck {
  const result: PlanCheck = { ms, access: [], seqScanOnStands: false, readsOtherShows: false, standRowsRead: 0 };
  const visit = (node: PlanNode) => {
    if (node['Relation Name'] === 'stands') {
      const type = node['Node Type'];
      const loops = node['Actual Loops'] ?? 1;
      result.standRowsRead += ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * loops;
      if (type === 'Seq Scan') {
        result.seqScanOnStands = true;
        result.readsOtherShows = true;
        result.access.push('Seq Scan');
      } else if (type === 'Bitmap Heap Scan') {
        const bounded = (node.Plans ?? []).some((n) => bitmapBounded(n));
        if (!bounded) result.readsOtherShows = true;
        const indexes: string[] = [];
        const collect = (n: PlanNode) => {
          if (n['Index Name']) indexes.push(n['Index Name']);
          (n.Plans ?? []).forEach(collect);
        };
        (node.Plans ?? []).forEach(collect);
        result.access.push(`Bitmap(${indexes.join(' & ')})`);
      } else {
        if (!BOUNDED.test(node['Index Cond'] ?? '')) result.readsOtherShows = true;
        result.access.push(`${type === 'Index Only Scan' ? 'IOS' : type === 'Index Scan' ? 'IS' : type} ${node['Index Name'] ?? ''}`.trim());
      }
    }
    (node.Plans ?? []).forEach(visit);
  };
  visit(root);
  return result;
}

async function explainOne(pool: Pool, text: string, values: unknown[]): Promise<{ plan: PlanNode; ms: number }> {
  const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, values);
  const root = rows[0]['QUERY PLAN'][0];
  return { plan: root.Plan, ms: root['Execution Time'] };
}

/** EXPLAIN ANALYZE (FORMAT JSON) of the two statements of a list request, and what they read of stands. */
export async function explainList(pool: Pool, sql: ListSql): Promise<ExplainResult & { plans: { list: PlanNode; count: PlanNode } }> {
  const list = await explainOne(pool, sql.list.text, sql.list.values);
  const count = await explainOne(pool, sql.count.text, sql.count.values);
  const l = check(list.plan, list.ms);
  const c = check(count.plan, count.ms);
  return { list: l, count: c, ok: !l.readsOtherShows && !c.readsOtherShows, plans: { list: list.plan, count: count.plan } };
}

export interface StatementPlan {
  ms: number;
  /** Each table read: `table: access (index), rows read`. */
  access: string[];
  /** Watched tables read by a Seq Scan. */
  seqScans: string[];
  plan: PlanNode;
}

const SHORT: Record<string, string> = { 'Index Only Scan': 'IOS', 'Index Scan': 'IS', 'Seq Scan': 'Seq Scan', 'Bitmap Heap Scan': 'Bitmap' };

/** EXPLAIN ANALYZE of any statement: how each table is read, and whether a watched one is read by a Seq Scan. */
export async function explainStatement(pool: Pool, text: string, values: unknown[], watched: readonly string[]): Promise<StatementPlan> {
  const { plan, ms } = await explainOne(pool, text, values);
  const access: string[] = [];
  const seqScans: string[] = [];
  const indexesUnder = (node: PlanNode): string[] => [
    ...(node['Index Name'] ? [node['Index Name']] : []),
    ...(node.Plans ?? []).flatMap((n) => (n['Relation Name'] ? [] : indexesUnder(n))),
  ];
  const visit = (node: PlanNode) => {
    const table = node['Relation Name'];
    if (table) {
      const type = node['Node Type'];
      const rows = ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * (node['Actual Loops'] ?? 1);
      const index = type === 'Bitmap Heap Scan' ? indexesUnder(node).join(' & ') : (node['Index Name'] ?? '');
      access.push(`${table}: ${SHORT[type] ?? type}${index ? ` ${index}` : ''} (${Math.round(rows).toLocaleString('en-US')})`);
      if (type === 'Seq Scan' && watched.includes(table)) seqScans.push(table);
    }
    (node.Plans ?? []).forEach(visit);
  };
  visit(plan);
  return { ms, access, seqScans, plan };
}
