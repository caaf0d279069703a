/**
 * The WebSocket URL of an API path (pure): the API base with http(s) turned into ws(s); a relative base ('' or
 * '/x' on H5, the same origin) takes the page's origin. Taro's H5 connectSocket refuses anything but ws(s)://.
 */
export function socketUrl(path: string, base: string, origin?: string): string {
  const p = path.startsWith('/') ? path : `/${path}`
  const b = base.replace(/\/+$/, '')
  if (/^https?:\/\//i.test(b)) return b.replace(/^http/i, 'ws') + p
  if (/^wss?:\/\//i.test(b)) return b + p
  const o = (origin || '').replace(/\/+$/, '')
  return o.replace(/^http/i, 'ws') + b + p
}
