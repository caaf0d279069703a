import TestUtils from '@tarojs/test-utils-react'
import FaqList from './FaqList'
import { navigate } from '@/shared/routes/navigate'

jest.mock('@/shared/routes/navigate', () => ({ navigate: jest.fn(() => Promise.resolve()) }))
jest.setTimeout(30000)
afterEach(() => {
  document.body.innerHTML = ''
  jest.clearAllMocks()
})

const click = async (t: TestUtils, el: Element | null | undefined) => {
  expect(el).toBeTruthy()
  await t.act(async () => {
    ;(el as HTMLElement).click()
  })
}

const FAQ = [
  { id: 'report', question: '体检报告在哪里看？', answer: '体检后3-7个工作日出具。', link: '/checkup/mine?tab=report' },
  { id: 'refund', question: '怎么退款？', answer: '在订单详情申请退款。', link: null },
]

test('the FAQ on the customer-service landing: a question opens its answer in place, with the page it points to', async () => {
  const t = new TestUtils()
  await t.mount(FaqList, { props: { faq: FAQ } })
  expect(Array.from(document.querySelectorAll('.cs-faq__q-text')).map((e) => e.textContent)).toEqual(['体检报告在哪里看？', '怎么退款？'])
  expect(document.querySelector('.cs-faq__a')).toBeNull()
  await click(t, document.querySelectorAll('.cs-faq__q')[0])
  expect(document.querySelector('.cs-faq__a-text')?.textContent).toBe('体检后3-7个工作日出具。')
  await click(t, document.querySelector('.cs-faq__link'))
  expect(jest.mocked(navigate)).toHaveBeenCalledWith('/checkup/mine', { tab: 'report' })
  // another question closes the first; one without a page has no link
  await click(t, document.querySelectorAll('.cs-faq__q')[1])
  expect(Array.from(document.querySelectorAll('.cs-faq__a-text')).map((e) => e.textContent)).toEqual(['在订单详情申请退款。'])
  expect(document.querySelector('.cs-faq__link')).toBeNull()
})

test('no FAQ: nothing drawn', async () => {
  const t = new TestUtils()
  await t.mount(FaqList, { props: { faq: [] } })
  expect(document.querySelector('.cs-faq')).toBeNull()
})
