/**
 * Helpers shared by the app's component and screen tests (the .test.tsx files beside their modules): mounting with Taro's test renderer,
 * settling React updates, finding and driving elements, waiting for what a test asserts. ./auth.tsx re-exports
 * these and adds the account screens' own.
 */
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'

export const bodyText = () => document.body.textContent || ''

/** mounts a component with its props and lets it settle */
export async function mountComponent(Comp: any, props: Record<string, unknown> = {}) {
  const t = new TestUtils()
  await t.mount(Comp, { props })
  await flush()
  return t
}

/** let promises and React updates settle */
export async function flush(times = 3) {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await Promise.resolve()
    })
  }
}

/** an element that Taro's components render asynchronously (the native <input> inside taro-input-core) */
export async function waitFor<T extends Element = HTMLElement>(selector: string, timeout = 2000): Promise<T> {
  const end = Date.now() + timeout
  for (;;) {
    const el = document.querySelector(selector)
    if (el) return el as T
    if (Date.now() > end) throw new Error(`no element ${selector} after ${timeout} ms`)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10))
    })
  }
}

/** waits until a condition on the page holds (polling inside act, so timers and replies progress), else throws */
export async function waitUntil(cond: () => boolean, what: string, timeout = 2000): Promise<void> {
  const end = Date.now() + timeout
  while (!cond()) {
    if (Date.now() > end) throw new Error(`${what}: not after ${timeout} ms`)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10))
    })
  }
}

/** waits until the page shows a text (a reply that lands after a few renders), else throws */
export async function waitForText(text: string, timeout = 2000): Promise<void> {
  const end = Date.now() + timeout
  while (!bodyText().includes(text)) {
    if (Date.now() > end) throw new Error(`no text ${text} after ${timeout} ms; the page shows: ${bodyText().slice(0, 300)}`)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10))
    })
  }
}

export function q<T extends Element = HTMLElement>(selector: string): T {
  const el = document.querySelector(selector)
  if (!el) throw new Error(`no element ${selector}`)
  return el as T
}

/** types into a NutUI Input by its name (the native <input> inside Taro's input) */
export async function typeInto(t: TestUtils, name: string, value: string) {
  const input = await waitFor<HTMLInputElement>(`input[name="${name}"]`)
  await act(async () => {
    input.value = value
    t.fireEvent.input(input, { target: { value } } as unknown as InputEventInit)
  })
  await flush(1)
}

export async function click(t: TestUtils, el: Element | string) {
  const node = typeof el === 'string' ? q(el) : el
  await act(async () => {
    t.fireEvent.click(node)
  })
  await flush()
}

/** the first element whose own text is exactly `text` */
export function byText(text: string, root: ParentNode = document): HTMLElement {
  const all = Array.from(root.querySelectorAll<HTMLElement>('*'))
  const hit = all.find((e) => Array.from(e.childNodes).some((n) => n.nodeType === 3 && (n.textContent || '').trim() === text))
  if (!hit) throw new Error(`no element with text ${text}`)
  return hit
}

export const isDisabled = (el: Element) => /nut-button-disabled/.test(el.className)

export function cleanup() {
  document.body.innerHTML = ''
}

/** async replies land outside act() by nature; React's reminders about it are noise in these tests */
export function quietActWarnings() {
  const realError = console.error.bind(console)
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const first = String(args[0] ?? '')
    if (/not wrapped in act|ReactDOMTestUtils\.act|not configured to support act|findDOMNode is deprecated/.test(first)) return
    realError(...args)
  })
}
