/** Paging of list replies: the page shape (contract/lib.ts PageResult), the SQL offset, a staff desk's list page. */
import { sql, type SelectQueryBuilder } from 'kysely'
import type { PageResult } from '../../contract/browse'

export function pageResult<T>(list: T[], total: number, pageNum: number, pageSize: number): PageResult<T> {
  return { list, total, pageNum, pageSize, hasMore: (pageNum - 1) * pageSize + list.length < total }
}

/** offset for SQL paging, bounded so absurd pages stay cheap */
export function offsetOf(pageNum: number, pageSize: number): number {
  return Math.min(Number.MAX_SAFE_INTEGER, (pageNum - 1) * pageSize)
}

/** the page size of a staff desk's list when the request names none */
export const STAFF_PAGE_SIZE = 20

/**
 * One page of a staff desk's list (orders, after-sales, invoices): the filtered `query`'s rows as `select` picks them,
 * newest first (`idColumn` descending), and how many rows the filters match — the two queries run together.
 */
export async function newestFirstPage<DB, TB extends keyof DB, O, S>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: { pageNum?: number; pageSize?: number },
  select: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, S>,
  idColumn = 'id',
) {
  const pageSize = page.pageSize ?? STAFF_PAGE_SIZE
  const [rows, count] = await Promise.all([
    select(query)
      .orderBy(sql.ref(idColumn), 'desc')
      .limit(pageSize)
      .offset(offsetOf(page.pageNum ?? 1, pageSize))
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number((count as { n: string | number | bigint }).n) }
}
