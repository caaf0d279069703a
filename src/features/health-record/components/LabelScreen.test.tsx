import TestUtils from '@tarojs/test-utils-react'
import LabelScreen from './LabelScreen'
import { queryMedicalHistory, queryMemberLabels, queryMembers, saveMemberLabels } from '../api'

jest.mock('../api', () => ({
  addMedicalHistory: jest.fn(),
  delMedicalHistory: jest.fn(),
  queryMedicalHistory: jest.fn(),
  queryMemberLabels: jest.fn(),
  queryMembers: jest.fn(),
  saveMemberLabels: jest.fn(),
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
const chip = (text: string) => Array.from(document.querySelectorAll('.health-chip')).find((e) => e.textContent === text) ?? null
const click = async (t: TestUtils, el: Element | null) => {
  expect(el).not.toBeNull()
  await t.act(async () => {
    ;(el as HTMLElement).click()
  })
}

const member = { id: 3, name: '王芳', relationStr: '本人', healthConsent: true }

test('the chips wait for the saved tags; a pick made after they arrive is kept and saved with them', async () => {
  jest.mocked(queryMembers).mockResolvedValue([member] as never)
  jest.mocked(queryMedicalHistory).mockResolvedValue([])
  let arrive: (v: unknown) => void = () => undefined
  jest.mocked(queryMemberLabels).mockReturnValue(new Promise((r) => (arrive = r)) as never)
  jest.mocked(saveMemberLabels).mockImplementation(async (p) => p.labels.map((l, i) => ({ id: i + 1, ...l, categoryStr: '' })) as never)

  const t = new TestUtils()
  await t.mount(LabelScreen, { props: { memberId: 3 } })
  await until(t, () => jest.mocked(queryMemberLabels).mock.calls.length > 0)
  // nothing to pick while the saved tags are on their way (a pick then would be overwritten by them)
  expect(chip('高血压')).toBeNull()
  expect(document.querySelector('.health-labels__save')).toBeNull()

  await t.act(async () => arrive([{ id: 9, category: 'allergy', categoryStr: '过敏', name: '青霉素过敏' }]))
  await until(t, () => !!chip('高血压'))
  expect(chip('青霉素过敏')?.className).toContain('health-chip--active')
  await click(t, chip('高血压'))
  expect(chip('高血压')?.className).toContain('health-chip--active')

  await click(t, document.querySelector('.health-labels__save'))
  expect(saveMemberLabels).toHaveBeenCalledWith({
    memberId: 3,
    labels: [
      { category: 'allergy', name: '青霉素过敏' },
      { category: 'chronic', name: '高血压' },
    ],
  })
})

test('the saved tags cannot load: the error with a retry, no chips', async () => {
  jest.mocked(queryMembers).mockResolvedValue([member] as never)
  jest.mocked(queryMedicalHistory).mockResolvedValue([])
  jest.mocked(queryMemberLabels).mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue([])

  const t = new TestUtils()
  await t.mount(LabelScreen, { props: { memberId: 3 } })
  await until(t, () => !!document.querySelector('.status-view--error'))
  expect(chip('高血压')).toBeNull()
  await click(t, document.querySelector('.status-view--error .nut-button'))
  await until(t, () => !!chip('高血压'))
})
