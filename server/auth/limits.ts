/** Anti-abuse limits of the account server (override per app with buildServer({ limits })). */
export interface AuthLimits {
  /** SMS code and captcha lifetime */
  codeTtlMs: number
  captchaTtlMs: number
  /** wrong tries that kill a code */
  codeMaxAttempts: number
  /** one code per phone per this interval (SPEC §9 resend countdown 120 s) */
  codeResendMs: number
  codesPerPhonePerDay: number
  codesPerIpPerDay: number
  /** password login: failures in the window that lock the account for the rest of the window */
  passwordMaxFailures: number
  passwordFailureWindowMs: number
}

export const DEFAULT_LIMITS: AuthLimits = {
  codeTtlMs: 5 * 60 * 1000,
  captchaTtlMs: 5 * 60 * 1000,
  codeMaxAttempts: 5,
  codeResendMs: 120 * 1000,
  codesPerPhonePerDay: 10,
  codesPerIpPerDay: 50,
  passwordMaxFailures: 5,
  passwordFailureWindowMs: 15 * 60 * 1000,
}
