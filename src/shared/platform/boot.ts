// default for: weapp, alipay — h5 has its own file (boot.h5.ts)
/**
 * Start-up fix-ups that only one target needs. Mini-programs: nothing (the page list is closed).
 */
export function redirectUnknownPath(
  _isKnown: (path: string) => boolean,
  _notFound: string,
  _redirectOf?: (path: string) => string | null,
): void {
  /* mini-programs only open pages of app.json */
}

/** the launch query (mini-programs hand it to onLaunch) */
export function launchQuery(options?: { query?: Record<string, unknown> }): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(options?.query || {})) if (v !== undefined && v !== null) out[k] = String(v)
  return out
}
