/** Reading the messaging-app authorisation return on /transition. */

/** the URL the authorisation returned to, without the code and state it added (the redirectUri) */
export function oauthReturnUri(href: string): string {
  const [base, search = ''] = href.split('#')[0].split('?')
  const kept = search.split('&').filter((p) => p && !/^(code|state)=/.test(p))
  return kept.length ? `${base}?${kept.join('&')}` : base
}

/** the spec path to go to after the authorisation: a relative path only (no open redirect) */
export function safeRedirect(raw: string | undefined): string {
  let r = (raw || '').trim()
  if (r.startsWith('/hospital/')) r = r.slice('/hospital'.length)
  if (!r.startsWith('/') || r.startsWith('//') || r.includes('\\')) return ''
  // never back into a login screen
  if (['/transition', '/login', '/accountLogin', '/njglyy'].includes(r.split('?')[0])) return ''
  return r
}
