/**
 * The few browser side effects of the H5 adapters (navigation and form posting), kept in one module
 * so tests can replace them (jsdom implements neither navigation nor form submission).
 */
import type { PayForm } from './types'

export function redirect(url: string): void {
  window.location.href = url
}

export function currentUrl(): string {
  return typeof window === 'undefined' ? '' : window.location.href
}

/** builds a hidden form with the fields and submits it; returns the form */
export function submitForm(form: PayForm): HTMLFormElement {
  const el = document.createElement('form')
  el.action = form.action
  el.method = (form.method || 'POST').toLowerCase()
  el.style.display = 'none'
  for (const [name, value] of Object.entries(form.fields || {})) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = String(value)
    el.appendChild(input)
  }
  document.body.appendChild(el)
  el.submit()
  return el
}

/**
 * Inserts a server-rendered form (e.g. a payment gateway's auto-submit page) and submits its first form;
 * scripts inside innerHTML never run, so the submit is ours.
 */
export function submitFormHtml(html: string): HTMLFormElement {
  const holder = document.createElement('div')
  holder.style.display = 'none'
  holder.innerHTML = html
  const el = holder.querySelector('form')
  if (!el) throw new Error('支付表单无效：未找到 form 元素')
  document.body.appendChild(holder)
  el.submit()
  return el
}
