/**
 * Messages of appointments (exam and service bookings): date and time, expiry, rescheduling (SPEC §3, §5, §9).
 *
 * Strings marked "SPEC" are copied verbatim from the product spec; "OWN" ones are ours (natural Chinese in the
 * spec's tone). One catalogue: ./index.ts re-exports every area file.
 */

// ---------------------------------------------------------------- appointments (SPEC §5, §9)
export const APPOINT_DATE_REQUIRED = '请选择预约日期'
export const APPOINT_TIME_REQUIRED = '请选择预约时间段'
/** OWN: appointFlag 1 / 2 (SPEC §3 "appointment time expired", "fully booked") */
export const APPOINT_EXPIRED = '预约时间已过期'
export const APPOINT_FULL = '预约已满'
/** OWN: reschedule rule (SPEC §9 agreement: up to 3 times, at least 1 day before) */
export const RESCHEDULE_LIMIT_REACHED = '改期次数已达上限（最多3次）'
export const RESCHEDULE_TOO_LATE = '需在预约日期前至少1天改期'
