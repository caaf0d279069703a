/** Which flow /setPassword serves, from its query, the login state and the verified phone of /register. */
export type SetPasswordMode = 'first' | 'change' | 'register' | 'reset' | 'expired'

/**
 * reset=1: the reset flow (needs the phone verified on /register?resetPsw=1);
 * setPsw=1 or a logged-in user: first-time set, or a change when the account already has a password
 * (the server then wants a reset code sent to the own phone unless the session was opened by SMS lately);
 * a phone verified on /register: registration with a password; anything else has expired.
 */
export function setPasswordMode(
  query: Record<string, string>,
  user: { loggedIn: boolean; hasPassword?: boolean },
  pending: { reset: boolean } | null,
): SetPasswordMode {
  if (String(query.reset) === '1') return pending?.reset ? 'reset' : 'expired'
  const own = user.loggedIn ? (user.hasPassword ? 'change' : 'first') : 'expired'
  if (String(query.setPsw) === '1') return own
  if (pending && !pending.reset) return 'register'
  return own
}
