/**
 * H5: keeps the user on the page by pushing a history entry and re-pushing it on popstate.
 * Returns the function that lifts the block.
 */
export function blockBack(_message: string): () => void {
  if (typeof window === 'undefined') return () => undefined
  const state = { __blocked: true }
  window.history.pushState(state, '', window.location.href)
  const onPop = () => window.history.pushState(state, '', window.location.href)
  window.addEventListener('popstate', onPop)
  return () => window.removeEventListener('popstate', onPop)
}
