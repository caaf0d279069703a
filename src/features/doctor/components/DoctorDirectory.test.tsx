import TestUtils from '@tarojs/test-utils-react'
import type { Doctor } from '@contract/browse'
import DoctorDirectory from './DoctorDirectory'
import { getDepartments, getFamousDoctorList, queryDoctors } from '../api'

jest.mock('../api', () => ({
  getDepartments: jest.fn(),
  getFamousDoctorList: jest.fn(),
  queryDoctors: jest.fn(),
}))

jest.setTimeout(30000)
afterEach(() => {
  document.body.innerHTML = ''
  jest.clearAllMocks()
})

const doctor = (id: number, name: string, departmentNames: string, consultPrice: number): Doctor => ({
  doctorId: id,
  doctorName: name,
  coverUrl: '',
  departmentNames,
  hospitalName: '第六人民医院',
  hospitalId: 6,
  doctorTitle: '1',
  doctorTitleName: '主任医师',
  goodAt: '高血压',
  intro: '',
  departmentId: 61,
  famous: true,
  consultPrice,
})

async function until(t: TestUtils, pred: () => boolean) {
  for (let i = 0; i < 100 && !pred(); i++)
    await t.act(async () => {
      await new Promise((r) => setTimeout(r, 20))
    })
  expect(pred()).toBe(true)
}
const click = async (t: TestUtils, el: Element | null | undefined) => {
  expect(el).toBeTruthy()
  await t.act(async () => {
    ;(el as HTMLElement).click()
  })
}
const texts = (sel: string) => Array.from(document.querySelectorAll(sel)).map((e) => e.textContent ?? '')
const tab = (title: string) => Array.from(document.querySelectorAll('.magic-tabrow__tab')).find((e) => e.textContent === title)

beforeEach(() => {
  jest.mocked(getDepartments).mockResolvedValue([
    { id: 61, departmentName: '心血管内科', iconUrl: '', intro: '', doctorNum: 2 },
    { id: 62, departmentName: '内分泌科', iconUrl: '', intro: '', doctorNum: 1 },
    { id: 69, departmentName: '空科室', iconUrl: '', intro: '', doctorNum: 0 },
  ])
  jest.mocked(getFamousDoctorList).mockResolvedValue([doctor(601, '王建国', '心血管内科', 50), doctor(602, '李秀兰', '内分泌科', 0)])
})

test('the famous doctors with the price of a consultation, and a filter of the departments that have doctors', async () => {
  const t = new TestUtils()
  await t.mount(DoctorDirectory, { props: {} })
  await until(t, () => document.querySelectorAll('.doc-row').length === 2)
  expect(texts('.doc-row__price')).toEqual(['图文咨询 ¥50.00', '免费咨询'])
  expect(texts('.magic-tabrow__tab')).toEqual(['全部科室', '心血管内科', '内分泌科'])
})

test('a department shows its doctors (doctor/query by department); an empty one offers all departments and 在线咨询', async () => {
  jest
    .mocked(queryDoctors)
    .mockImplementation(async (q) =>
      q.departmentId === 61
        ? { list: [doctor(603, '张伟', '心血管内科', 30)], total: 1, pageNum: 1, pageSize: 50, hasMore: false }
        : { list: [], total: 0, pageNum: 1, pageSize: 50, hasMore: false },
    )
  const t = new TestUtils()
  await t.mount(DoctorDirectory, { props: {} })
  await until(t, () => !!tab('心血管内科'))
  await click(t, tab('心血管内科'))
  await until(t, () => texts('.doc-row__name').join() === '张伟')
  expect(jest.mocked(queryDoctors).mock.calls[0][0]).toMatchObject({ departmentId: 61, pageNum: 1 })
  expect(texts('.doc-row__price')).toEqual(['图文咨询 ¥30.00'])

  await click(t, tab('内分泌科'))
  await until(t, () => !!document.querySelector('.empty-next'))
  expect(document.querySelector('.empty-next')?.textContent).toContain('该科室暂无可咨询的医生')
  expect(texts('.empty-next__btn')).toEqual(['看看全部科室', '在线咨询'])
  await click(t, document.querySelector('.empty-next__btn'))
  await until(t, () => document.querySelectorAll('.doc-row').length === 2)
})

test('no famous doctors: 在线咨询 and the AI assistant as next steps, not a blank page', async () => {
  jest.mocked(getFamousDoctorList).mockResolvedValue([])
  const t = new TestUtils()
  await t.mount(DoctorDirectory, { props: {} })
  await until(t, () => !!document.querySelector('.empty-next'))
  expect(texts('.empty-next__btn')).toEqual(['在线咨询', '问问AI健康助手'])
})
