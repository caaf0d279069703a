import TestUtils from '@tarojs/test-utils-react'
import { AnswerLinks, AnswerText } from './AnswerParts'

jest.setTimeout(30000)
afterEach(() => {
  document.body.innerHTML = ''
})

test('a reading like 140/90 mmHg is one nowrap piece; the whole text is kept', async () => {
  const t = new TestUtils()
  const text = '【警示信号】血压 140/90，或升高到 180/110 mmHg 以上时请立即拨打 120。'
  await t.mount(AnswerText, { props: { text } })
  const kept = Array.from(document.querySelectorAll('.ai-keep')).map((e) => e.textContent)
  expect(kept).toEqual(['140/90', '180/110 mmHg'])
  expect(document.querySelector('.ai-bubble__text')?.textContent).toBe(text)
})

test('the sources are listed once under 参考来源, the customer-service link after them', async () => {
  const t = new TestUtils()
  await t.mount(AnswerLinks, {
    props: {
      links: [
        { title: '高血压', url: '/wiki?id=9001', kind: 'wiki' },
        { title: '血压 140/90，需要马上吃药吗？', url: '/mainAdvisory?id=9201', kind: 'advisory' },
        { title: '联系人工客服', url: '/customerService', kind: 'customerService' },
      ],
    },
  })
  const labels = Array.from(document.querySelectorAll('.ai-links__label')).map((e) => e.textContent)
  expect(labels).toEqual(['参考来源'])
  const sources = Array.from(document.querySelectorAll('.ai-links__sources .ai-link')).map((e) => e.textContent)
  expect(sources).toEqual(['高血压›', '血压 140/90，需要马上吃药吗？›'])
  const all = Array.from(document.querySelectorAll('.ai-link')).map((e) => e.className)
  expect(all[all.length - 1]).toContain('ai-link--customerService')
})

test('a red-flag answer has no 参考来源: only the emergency line and customer service', async () => {
  const t = new TestUtils()
  await t.mount(AnswerLinks, {
    props: {
      links: [
        { title: '急救热线', url: '/emergencyLine', kind: 'emergency' },
        { title: '联系人工客服', url: '/customerService', kind: 'customerService' },
      ],
    },
  })
  expect(document.querySelector('.ai-links__label')).toBeNull()
  expect(document.querySelectorAll('.ai-link').length).toBe(2)
})
