/**
 * antd's horizontally scrolling table body (`.ant-table-content`, scroll x on a phone) is not reachable by the
 * keyboard when its rows hold nothing focusable (axe: scrollable-region-focusable): this gives every such region
 * under the returned ref a tab stop and a name.
 */
import { useEffect, useRef } from 'react'

export function useKeyboardScroll<T extends HTMLElement>(label: string) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const root = ref.current
    if (!root) return undefined
    const mark = () =>
      root.querySelectorAll<HTMLElement>('.ant-table-content').forEach((c) => {
        if (c.hasAttribute('tabindex')) return
        c.tabIndex = 0
        c.setAttribute('role', 'region')
        c.setAttribute('aria-label', label)
      })
    mark()
    const watch = new MutationObserver(mark)
    watch.observe(root, { childList: true, subtree: true })
    return () => watch.disconnect()
  }, [label])
  return ref
}
