/**
 * What the staff console may save as a check-up package (issue 33 item 1), and the add-on conflict rule the
 * patient's booking applies (two add-ons that cannot be done together, e.g. two versions of one examination).
 * A draft: name, price in fen, base items by department, add-ons (price in fen, eligibility, conflicts by name),
 * the package's eligibility (sex, age range, married / sexual history). The age bounds follow the server's storage
 * (0 / 150 = open, ./ageBounds); an add-on repeating a base item is refused with the rule of ./itemText.
 * Each check returns the first problem's message (src/domain/messages/staffPackages.ts) or null.
 */
import { OPEN_MAX_AGE, OPEN_MIN_AGE } from './ageBounds'
import { isIncludedInPackage } from './itemText'
import * as M from '../messages/staffPackages'

/** the largest price of a package or an add-on: 100 万元 in fen (as goods, src/domain/staff/catalog.ts) */
export const PACKAGE_PRICE_MAX_FEN = 100_000_000
export const PACKAGE_NAME_MAX = 60
export const PACKAGE_NOTICE_MAX = 1000

export interface AddOnDraft {
  name: string
  priceFen: number
  minAge?: number | null
  maxAge?: number | null
  /** names of the package's other add-ons this one cannot be chosen with */
  conflicts?: readonly string[] | null
}

export interface PackageDraft {
  packageName: string
  priceFen: number
  /** 0 open; else the stored bounds (0 / 150 open) */
  minAge: number
  maxAge: number
  itemGroups: ReadonlyArray<{ department: string; items: ReadonlyArray<{ name: string }> }>
  addOns: readonly AddOnDraft[]
  notice?: string | null
}

const len = (s: string) => Array.from(s).length
const ageOk = (a: number) => Number.isInteger(a) && a >= OPEN_MIN_AGE && a <= OPEN_MAX_AGE

/** the first problem of a package draft, or null */
export function checkPackageDraft(d: PackageDraft): string | null {
  const name = d.packageName.trim()
  if (!name) return M.PACKAGE_NAME_REQUIRED
  if (len(name) > PACKAGE_NAME_MAX) return M.PACKAGE_NAME_TOO_LONG
  if (!Number.isInteger(d.priceFen) || d.priceFen <= 0 || d.priceFen > PACKAGE_PRICE_MAX_FEN) return M.PACKAGE_PRICE_INVALID
  if (!ageOk(d.minAge) || !ageOk(d.maxAge)) return M.PACKAGE_AGE_INVALID
  if (d.minAge > d.maxAge) return M.PACKAGE_AGE_UPSIDE_DOWN
  if (d.notice && len(d.notice) > PACKAGE_NOTICE_MAX) return M.PACKAGE_NOTICE_TOO_LONG
  const itemNames: string[] = []
  for (const [i, g] of d.itemGroups.entries()) {
    const dept = g.department.trim()
    if (!dept) return M.PACKAGE_DEPARTMENT_REQUIRED(i + 1)
    if (g.items.length === 0) return M.PACKAGE_DEPARTMENT_EMPTY(dept)
    for (const it of g.items) {
      const n = it.name.trim()
      if (!n) return M.PACKAGE_ITEM_NAME_REQUIRED(dept)
      if (itemNames.includes(n)) return M.PACKAGE_ITEM_DUPLICATE(n)
      itemNames.push(n)
    }
  }
  if (itemNames.length === 0) return M.PACKAGE_ITEMS_REQUIRED
  const addOnNames = d.addOns.map((a) => a.name.trim())
  for (const [i, a] of d.addOns.entries()) {
    const n = addOnNames[i]
    if (!n) return M.ADD_ON_NAME_REQUIRED(i + 1)
    if (addOnNames.indexOf(n) !== i) return M.ADD_ON_DUPLICATE(n)
    if (isIncludedInPackage(n, itemNames)) return M.ADD_ON_REPEATS_ITEM(n)
    if (!Number.isInteger(a.priceFen) || a.priceFen < 0) return M.ADD_ON_PRICE_NEGATIVE(n)
    if (a.priceFen > PACKAGE_PRICE_MAX_FEN) return M.ADD_ON_PRICE_TOO_HIGH(n)
    const min = a.minAge ?? OPEN_MIN_AGE
    const max = a.maxAge ?? OPEN_MAX_AGE
    if (!ageOk(min) || !ageOk(max)) return M.PACKAGE_AGE_INVALID
    if (min > max) return M.ADD_ON_AGE_UPSIDE_DOWN(n)
  }
  for (const [i, a] of d.addOns.entries()) {
    for (const c of a.conflicts ?? []) {
      const other = c.trim()
      if (other === addOnNames[i]) return M.ADD_ON_CONFLICT_SELF(addOnNames[i])
      if (!addOnNames.includes(other)) return M.ADD_ON_CONFLICT_UNKNOWN(addOnNames[i], other)
    }
  }
  return null
}

/**
 * The conflicts as pairs both ways: a conflict is mutual (an add-on that cannot go with another cannot have that
 * other go with it), whichever side the operator entered it on. Keys and values are the add-ons' keys (names or ids).
 */
export function symmetricConflicts<K>(addOns: ReadonlyArray<{ key: K; conflicts: readonly K[] }>): Map<K, K[]> {
  const out = new Map<K, K[]>(addOns.map((a) => [a.key, []]))
  for (const a of addOns)
    for (const c of a.conflicts) {
      if (c === a.key || !out.has(c)) continue
      if (!out.get(a.key)!.includes(c)) out.get(a.key)!.push(c)
      if (!out.get(c)!.includes(a.key)) out.get(c)!.push(a.key)
    }
  return out
}

/** the patient's chosen add-ons: the first pair that conflicts (either side's list counts), or null */
export function addOnConflictMessage(
  chosen: ReadonlyArray<{ id: number; name: string; conflicts?: readonly number[] | null }>,
): string | null {
  for (const [i, a] of chosen.entries())
    for (const b of chosen.slice(i + 1))
      if ((a.conflicts ?? []).includes(b.id) || (b.conflicts ?? []).includes(a.id)) return M.PACKAGE_ADD_ON_CONFLICT(a.name, b.name)
  return null
}
