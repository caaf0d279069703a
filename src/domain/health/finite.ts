/**
 * The classification functions' guard (not re-exported by index.ts): a non-finite number is a programming error,
 * never a user's (user input goes through the validate* functions first).
 */
export function requireFinite(fn: string, ...values: number[]): void {
  for (const v of values)
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new RangeError(`${fn}: not a finite number (${String(v)})`)
}
