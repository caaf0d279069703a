/**
 * Runs `fn` when the browser is idle (requestIdleCallback, at the latest after `timeout` ms), so non-critical work
 * (preloading the next page's chunk, a popup's code) does not add to the long tasks of a page's first load.
 * Where there is no requestIdleCallback (iOS Safari, mini-programs) it runs after a short timeout.
 */
export function whenIdle(fn: () => void, timeout = 2000): void {
  const g = globalThis as unknown as {
    requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number
  }
  if (typeof g.requestIdleCallback === 'function') g.requestIdleCallback(fn, { timeout })
  else setTimeout(fn, Math.min(timeout, 300))
}
