/** Paging of list replies: the page shape (contract/lib.ts PageResult) and the SQL offset. */
import type { PageResult } from '../../contract/browse'

export function pageResult<T>(list: T[], total: number, pageNum: number, pageSize: number): PageResult<T> {
  return { list, total, pageNum, pageSize, hasMore: (pageNum - 1) * pageSize + list.length < total }
}

/** offset for SQL paging, bounded so absurd pages stay cheap */
export function offsetOf(pageNum: number, pageSize: number): number {
  return Math.min(Number.MAX_SAFE_INTEGER, (pageNum - 1) * pageSize)
}
