/** Which flow /setPassword serves, from its query, the login state and the verified phone of /register. */
export type SetPasswordMode = 'first' | 'change' | 'register' | 'reset' | 'expired'

export function setPasswordMode(query: Record<string, string>, loggedIn: boolean, pending: { reset: boolean } | null): SetPasswordMode {
  if (String(query.reset) === '1') return pending?.reset ? 'reset' : 'expired'
  if (String(query.setPsw) === '1') return loggedIn ? 'first' : 'expired'
  if (pending && !pending.reset) return 'register'
  return loggedIn ? 'change' : 'expired'
}

