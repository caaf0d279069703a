/**
 * The write tracker: sees every SQL statement the server sends to embedded PGlite (its single
 * `query` entry point, which the Kysely dialect uses for every statement, BEGIN and COMMIT
 * included) and bumps the ReadCache versions of the tables a statement writes:
 *   - INSERT / UPDATE / DELETE / MERGE target tables, found in the SQL text (data-modifying CTEs
 *     and `ON CONFLICT DO UPDATE` included);
 *   - DELETE also bumps every table that references the target through a foreign key with
 *     ON DELETE CASCADE / SET NULL / SET DEFAULT (transitively; read from pg_constraint at start);
 *   - anything else that is not a plain read (DDL, TRUNCATE, COPY, DO ...) invalidates everything.
 * Versions are bumped when the statement is sent, when it finishes and again when its transaction
 * ends, so a cached read can never outlive a write (see store.ts for the read side).
 */
import type { PGliteLike } from '../db/pglite-dialect'
import type { ReadCache } from './store'

const READ_START = /^(select|show|explain|values|table)\b/
const TX_BEGIN = /^(begin|start\s+transaction)\b/
const TX_END = /^(commit|end|abort|rollback\b(?!\s+to\b))\b/ // not ROLLBACK TO SAVEPOINT
const HARMLESS = /^(savepoint|release|rollback\s+to|set|reset|listen|unlisten|notify|prepare\s+transaction|deallocate|discard)\b/
const TARGETS = /\b(insert\s+into|update|delete\s+from|merge\s+into)\s+(?:only\s+)?(?:"?public"?\s*\.\s*)?"?([a-z_][a-z0-9_]*)"?/gi

export interface WriteSet {
  /** tables written (lower case), with `delete` targets marked */
  tables: Set<string>
  deletes: Set<string>
  /** not classifiable: invalidate everything */
  all: boolean
}

/** strips leading whitespace and SQL comments, lower-cases the head */
function head(sql: string): string {
  let s = sql.trimStart()
  for (;;) {
    if (s.startsWith('--')) s = s.slice(s.indexOf('\n') + 1 || s.length).trimStart()
    else if (s.startsWith('/*')) s = s.slice(s.indexOf('*/') + 2 || s.length).trimStart()
    else break
  }
  return s.slice(0, 40).toLowerCase()
}

/** what a statement writes; null for reads and transaction control */
export function classify(sql: string): WriteSet | null {
  const h = head(sql)
  if (TX_BEGIN.test(h) || TX_END.test(h) || HARMLESS.test(h)) return null
  const tables = new Set<string>()
  const deletes = new Set<string>()
  for (const m of sql.matchAll(TARGETS)) {
    const verb = m[1].toLowerCase()
    const t = m[2].toLowerCase()
    if (verb === 'update' && (t === 'set' || t === 'of' || t === 'skip' || t === 'nowait')) continue // `do update set`, `for update of|skip|nowait`
    tables.add(t)
    if (verb.startsWith('delete') || verb.startsWith('merge')) deletes.add(t)
  }
  if (tables.size > 0) return { tables, deletes, all: false }
  if (READ_START.test(h) || /^with\b/.test(h)) return null
  return { tables, deletes, all: true }
}

export interface TrackerState {
  cache: ReadCache
  /** table -> tables whose rows a DELETE on it changes through foreign keys (transitive) */
  dependents: Map<string, Set<string>>
  /** tables written in the open transaction (bumped again at its end) */
  txTables: Set<string> | null
  txAll: boolean
}

function apply(state: TrackerState, w: WriteSet): void {
  if (w.all) return state.cache.bumpAll()
  const out = new Set(w.tables)
  for (const t of w.deletes) for (const d of state.dependents.get(t) ?? []) out.add(d)
  state.cache.bump(out)
  if (state.txTables) for (const t of out) state.txTables.add(t)
}

const INSTALLED = Symbol.for('hospital-shop.read-cache.tracker')

/** foreign keys whose parent's DELETE changes child rows, as table -> transitive dependents */
export async function loadDependents(pg: PGliteLike): Promise<Map<string, Set<string>>> {
  const { rows } = await pg.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c where c.contype = 'f' and c.confdeltype in ('c', 'n', 'd')`,
  )
  const direct = new Map<string, Set<string>>()
  const norm = (s: string) =>
    s
      .replace(/^public\./, '')
      .replace(/"/g, '')
      .toLowerCase()
  for (const r of rows) {
    const p = norm(r.parent)
    if (!direct.has(p)) direct.set(p, new Set())
    direct.get(p)!.add(norm(r.child))
  }
  const closure = new Map<string, Set<string>>()
  for (const p of direct.keys()) {
    const seen = new Set<string>()
    const stack = [...direct.get(p)!]
    while (stack.length) {
      const t = stack.pop()!
      if (seen.has(t)) continue
      seen.add(t)
      stack.push(...(direct.get(t) ?? []))
    }
    closure.set(p, seen)
  }
  return closure
}

/**
 * Wraps `pg.query` so every statement is classified before and after it runs. Returns false when
 * this PGlite already has a tracker (one per instance).
 */
export function trackWrites(pg: PGliteLike, state: TrackerState): boolean {
  const holder = pg as unknown as Record<symbol, unknown>
  if (holder[INSTALLED]) return false
  holder[INSTALLED] = state
  const original = pg.query.bind(pg) as PGliteLike['query']
  const wrapped = async <R>(sql: string, params?: unknown[]) => {
    if (typeof sql !== 'string') return original<R>(sql, params) // a pg query object (cursor): not Kysely's statements
    const h = head(sql)
    if (TX_BEGIN.test(h)) {
      state.txTables = new Set()
      state.txAll = false
      return original<R>(sql, params)
    }
    if (TX_END.test(h)) {
      try {
        return await original<R>(sql, params)
      } finally {
        if (state.txAll) state.cache.bumpAll()
        else if (state.txTables?.size) state.cache.bump(state.txTables)
        state.txTables = null
        state.txAll = false
      }
    }
    const w = classify(sql)
    if (!w) return original<R>(sql, params)
    if (w.all && state.txTables) state.txAll = true
    apply(state, w)
    try {
      return await original<R>(sql, params)
    } finally {
      apply(state, w)
    }
  }
  ;(pg as unknown as { query: typeof wrapped }).query = wrapped
  return true
}

export function trackerOf(pg: PGliteLike): TrackerState | undefined {
  return (pg as unknown as Record<symbol, TrackerState | undefined>)[INSTALLED]
}
