/**
 * H5 accessibility repairs of what Taro renders (issue 16, docs/ELDER-MODE.md), in one place instead of at every
 * call site:
 * - Taro's H5 `Image` renders an `<img>` without `alt`: a picture without a name is decorative (`alt=""`), its
 *   text is beside it (goods names, doctors' names); a picture that means something gets its name from an
 *   `aria-label` on its Image (Taro's wrapper element), copied onto the `<img>` as `alt`;
 * - Taro's page container and scroll views are scrollable regions: they get `tabindex="0"` so that a keyboard
 *   can scroll them (WCAG 2.1.1);
 * - NutUI's Button shows its disabled state only as a class (`nut-button-disabled`) on Taro's button element:
 *   it gets `aria-disabled="true"` while it has the class, so assistive technology hears 不可用 and the contrast
 *   rule treats it as the inactive control it is (WCAG 1.4.3 exempts inactive components).
 * One MutationObserver on the document (added nodes, and class changes of NutUI buttons); idempotent.
 */
let installed = false

const SCROLLERS = '.taro_page, .taro-scroll-view__scroll-x, .taro-scroll-view__scroll-y, .carousel__track'
const BUTTON = 'nut-button'
const BUTTON_DISABLED = 'nut-button-disabled'

function syncDisabled(el: Element): void {
  const disabled = el.classList.contains(BUTTON_DISABLED)
  if (disabled && el.getAttribute('aria-disabled') !== 'true') el.setAttribute('aria-disabled', 'true')
  else if (!disabled && el.hasAttribute('aria-disabled')) el.removeAttribute('aria-disabled')
}

function repair(root: ParentNode): void {
  root.querySelectorAll?.('img:not([alt])').forEach((img) => {
    img.setAttribute('alt', img.parentElement?.getAttribute('aria-label') || '')
  })
  root.querySelectorAll?.(SCROLLERS).forEach((el) => {
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0')
  })
  root.querySelectorAll?.(`.${BUTTON_DISABLED}`).forEach(syncDisabled)
}

export function installA11yRepairs(): void {
  if (installed || typeof document === 'undefined' || typeof MutationObserver === 'undefined') return
  installed = true
  repair(document)
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') {
        const el = r.target as Element
        if (el.classList.contains(BUTTON)) syncDisabled(el)
        continue
      }
      r.addedNodes.forEach((n) => {
        if (n.nodeType !== 1) return
        const el = n as Element
        if (el.matches('img:not([alt])') || el.matches(SCROLLERS) || el.matches(`.${BUTTON_DISABLED}`)) repair(el.parentElement || document)
        else repair(el)
      })
    }
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] })
}
