/** Money on the wire: the database keeps integer cents, replies carry yuan numbers (src/domain/money). */
import { centsToDecimal } from '../../src/domain/money'

/** integer cents -> yuan number (two decimals) */
export function yuan(c: number | null | undefined): number {
  return c === null || c === undefined ? 0 : centsToDecimal(Math.round(c)).toNumber()
}
