/**
 * H5 accessibility repairs of what Taro renders (issue 16, docs/ELDER-MODE.md), in one place instead of at every
 * call site:
 * - Taro's H5 `Image` renders an `<img>` without `alt`: a picture without a name is decorative (`alt=""`), its
 *   text is beside it (goods names, doctors' names); a picture that means something gets its name from an
 *   `aria-label` on its Image (Taro's wrapper element), copied onto the `<img>` as `alt`;
 * - Taro's page container and scroll views are scrollable regions: they get `tabindex="0"` so that a keyboard
 *   can scroll them (WCAG 2.1.1).
 * One MutationObserver on the document; idempotent.
 */
let installed = false

const SCROLLERS = '.taro_page, .taro-scroll-view__scroll-x, .taro-scroll-view__scroll-y, .carousel__track'

function repair(root: ParentNode): void {
  root.querySelectorAll?.('img:not([alt])').forEach((img) => {
    img.setAttribute('alt', img.parentElement?.getAttribute('aria-label') || '')
  })
  root.querySelectorAll?.(SCROLLERS).forEach((el) => {
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0')
  })
}

export function installA11yRepairs(): void {
  if (installed || typeof document === 'undefined' || typeof MutationObserver === 'undefined') return
  installed = true
  repair(document)
  new MutationObserver((records) => {
    for (const r of records)
      r.addedNodes.forEach((n) => {
        if (n.nodeType !== 1) return
        const el = n as Element
        if (el.matches('img:not([alt])') || el.matches(SCROLLERS)) repair(el.parentElement || document)
        else repair(el)
      })
  }).observe(document.body, { childList: true, subtree: true })
}
