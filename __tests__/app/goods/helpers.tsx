/** Helpers of the goods-screen component tests (same pattern as __tests__/app/components/widgets.test.tsx). */
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'

export const bodyText = () => document.body.textContent || ''

export async function mount(Comp: any, props: Record<string, unknown> = {}) {
  const t = new TestUtils()
  await t.mount(Comp, { props })
  await flush()
  return t
}

export async function flush(times = 3) {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await Promise.resolve()
    })
  }
}

export async function click(t: TestUtils, el: Element | string) {
  const node = typeof el === 'string' ? document.querySelector(el) : el
  if (!node) throw new Error(`no element ${el}`)
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

export function cleanup() {
  document.body.innerHTML = ''
}

const realError = console.error.bind(console)
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  const first = String(args[0] ?? '')
  if (first.includes('not wrapped in act') || first.includes('ReactDOMTestUtils.act')) return
  realError(...args)
})
