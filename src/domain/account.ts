/**
 * Account rules shared by the app and the server: the must-bind-phone configuration (SPEC §7,
 * common/conf/all must_bind_phone.configVal).
 */

/** the configuration key of "an account must bind a phone" */
export const MUST_BIND_PHONE_KEY = 'must_bind_phone'

/** A configuration flag's value is on: '1', 'true' or 'yes' (any case, spaces ignored). */
export function confFlagOn(value: unknown): boolean {
  if (value === true || value === 1) return true
  if (typeof value !== 'string') return false
  return ['1', 'true', 'yes'].includes(value.trim().toLowerCase())
}

/**
 * The account has to bind a phone before it can do anything that needs one (claim coupons, order,
 * pay, book): must_bind_phone is on and no phone is bound.
 */
export function mustBindPhoneFirst(mustBindPhone: boolean, phone: string | null | undefined): boolean {
  return mustBindPhone && !(phone ?? '').trim()
}
