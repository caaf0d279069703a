/**
 * Age bounds of a package or item rule (not re-exported by index.ts): the server stores 0 / 150 for "no limit".
 */
/** an age bound at or beyond these is "open" */
export const OPEN_MIN_AGE = 0
export const OPEN_MAX_AGE = 150

/** a bound, or null when it is open (missing, not a number, or at / beyond the open value) */
export function bound(v: number | null | undefined, open: number, isMin: boolean): number | null {
  if (v === null || v === undefined || !Number.isFinite(v)) return null
  return isMin ? (v <= open ? null : v) : v >= open ? null : v
}
