/**
 * H5: a tracking batch goes out as a beacon, so it survives the page being hidden or left and never delays a
 * navigation: fetch with keepalive (the Beacon API's transport, which also carries the hospitalId and token
 * headers); where fetch has no keepalive, navigator.sendBeacon with a text body (the server parses it as JSON;
 * such a batch is a visitor's, sendBeacon takes no headers).
 */
export function sendBeacon(url: string, headers: Record<string, string>, body: unknown): boolean {
  const json = JSON.stringify(body)
  try {
    if (typeof fetch === 'function' && typeof Request !== 'undefined' && 'keepalive' in Request.prototype) {
      void fetch(url, { method: 'POST', headers, body: json, keepalive: true, credentials: 'include' }).catch(() => undefined)
      return true
    }
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function')
      return navigator.sendBeacon(url, new Blob([json], { type: 'text/plain' }))
  } catch {
    /* a failed beacon is dropped: tracking never disturbs the patient */
  }
  return false
}

/** calls `fn` when the page is hidden or left (the queue is flushed then); returns the unsubscribe */
export function onAppHidden(fn: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') fn()
  }
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('pagehide', fn)
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('pagehide', fn)
  }
}
