/** Dates on the wire: business-zone wall time strings (src/domain/time), epoch ms of database dates. */
import { formatDateTime } from '../../src/domain/time'

/** 'YYYY-MM-DD HH:mm:ss' in the business time zone, the format src/domain/time reads */
export function fmt(d: Date | null | undefined): string | null {
  if (!d) return null
  return formatDateTime(d)
}
export const fmtReq = (d: Date): string => fmt(d) as string

/** epoch ms of a database date (null stays null) */
export function ms(d: Date | null | undefined): number | null {
  return d ? new Date(d).getTime() : null
}
