/** a new order of a list: every one of `existing` exactly once (the staff desks' 排序 of categories, groups, departments) */
export function isReorderOf(ids: readonly number[], existing: readonly number[]): boolean {
  const want = new Set(existing)
  return new Set(ids).size === ids.length && ids.length === want.size && ids.every((id) => want.has(id))
}
