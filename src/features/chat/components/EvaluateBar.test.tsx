import TestUtils from '@tarojs/test-utils-react'
import { EvaluateBar } from './EvaluateBar'
import { canEvaluate, launchEvaluate, submitEvaluate } from '../api'

const TAGS = ['回复及时', '解答专业', '态度和蔼', '建议实用', '耐心细致']
const open = { canEvaluate: true, reason: null, launched: false, evaluation: null, tags: TAGS }
jest.mock('../api', () => ({
  canEvaluate: jest.fn(),
  launchEvaluate: jest.fn(),
  submitEvaluate: jest.fn(),
}))

jest.setTimeout(30000)
afterEach(() => {
  document.body.innerHTML = ''
  jest.clearAllMocks()
})

async function until(t: TestUtils, pred: () => boolean) {
  for (let i = 0; i < 100 && !pred(); i++)
    await t.act(async () => {
      await new Promise((r) => setTimeout(r, 20))
    })
  expect(pred()).toBe(true)
}
const click = async (t: TestUtils, el: Element | null) => {
  expect(el).not.toBeNull()
  await t.act(async () => {
    ;(el as HTMLElement).click()
  })
}
const byText = (sel: string, text: string) => Array.from(document.querySelectorAll(sel)).find((e) => e.textContent?.includes(text)) ?? null

test('nothing until the doctor answered', async () => {
  jest.mocked(canEvaluate).mockResolvedValue({ ...open, canEvaluate: false, reason: 'noAnswer' })
  const t = new TestUtils()
  await t.mount(EvaluateBar, { props: { groupId: 5, version: 0 } })
  await until(t, () => jest.mocked(canEvaluate).mock.calls.length > 0)
  await t.act(async () => {
    await new Promise((r) => setTimeout(r, 50))
  })
  expect(document.querySelector('.chat-eval')).toBeNull()
})

test('结束问诊 opens the form; the picked tags and score are sent once; the rating then shows', async () => {
  jest.mocked(canEvaluate).mockResolvedValue(open)
  jest.mocked(launchEvaluate).mockResolvedValue({ ...open, launched: true })
  jest.mocked(submitEvaluate).mockResolvedValue({
    canEvaluate: false,
    reason: 'evaluated',
    launched: true,
    evaluation: { score: 5, tags: ['解答专业'], content: '', createTime: '2026-11-24 10:00:00' },
    tags: TAGS,
  })
  const t = new TestUtils()
  await t.mount(EvaluateBar, { props: { groupId: 5, version: 1 } })
  await until(t, () => !!byText('.nut-button', '结束问诊'))
  await click(t, byText('.nut-button', '结束问诊'))
  expect(launchEvaluate).toHaveBeenCalledWith(5)
  await until(t, () => !!document.querySelector('.chat-eval--form'))
  await click(t, byText('.chat-eval__chip', '解答专业'))
  await click(t, document.querySelector('.chat-eval__submit'))
  await until(t, () => !!document.querySelector('.chat-eval--done'))
  expect(submitEvaluate).toHaveBeenCalledTimes(1)
  expect(submitEvaluate).toHaveBeenCalledWith({ groupId: 5, score: 5, tags: ['解答专业'], content: '' })
  expect(document.querySelector('.chat-eval--done')?.textContent).toContain('解答专业')
  expect(document.querySelector('.chat-eval__open')).toBeNull()
})
