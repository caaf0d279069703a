import PersonAddPage from './index'
import * as api from '@/features/address-person/api'
import type { ServicePerson } from '@contract/account'
import { cleanup, mount, resetStores } from '@test-support/app/auth'
import { waitUntil } from '@test-support/app/render'

jest.mock('@/shared/ui/Page', () => ({
  __esModule: true,
  default: (p: any) => (
    <div className="page-mock" data-title={p.title || ''}>
      {p.children}
    </div>
  ),
}))
jest.mock('@/features/address-person/api')
jest.mock('@/shared/routes/navigate')

const m = jest.mocked(api)
const PERSON: ServicePerson = {
  id: 3,
  name: '张三',
  sex: 1,
  sexStr: '男',
  idNumber: '11010519491231002X',
  age: 76,
  phone: '13800138000',
  maritalStatus: 1,
  maritalStatusStr: '已婚',
  defaultUse: 0,
  firstChar: '张',
  birthday: '1949-12-31',
  updateTime: '2026-01-01 10:00:00',
}

const inputValues = () => Array.from(document.querySelectorAll('input'), (i) => i.value)

beforeEach(() => {
  jest.clearAllMocks()
  resetStores()
})
afterEach(() => cleanup())

describe('/patientAdd', () => {
  it('?id= loads the person (full details) into the form, titled 编辑就诊人', async () => {
    m.servicePersonDetail.mockResolvedValue(PERSON)
    await mount(PersonAddPage, '/patientAdd?id=3')
    await waitUntil(() => inputValues().includes('张三'), 'the form shows the loaded person')
    expect(m.servicePersonDetail).toHaveBeenCalledWith('3')
    expect(inputValues()).toEqual(expect.arrayContaining(['张三', '11010519491231002X', '13800138000']))
    expect(document.querySelector('.page-mock')?.getAttribute('data-title')).toBe('编辑就诊人')
  })

  it('a failed load leaves an empty form; without ?id= nothing is loaded', async () => {
    m.servicePersonDetail.mockRejectedValue(new Error('服务人不存在'))
    await mount(PersonAddPage, '/patientAdd?id=9')
    await waitUntil(() => document.querySelectorAll('input').length > 0, 'the form replaces the skeleton')
    expect(inputValues().every((v) => v === '')).toBe(true)
    cleanup()
    m.servicePersonDetail.mockClear()
    await mount(PersonAddPage, '/patientAdd')
    await waitUntil(() => document.querySelectorAll('input').length > 0, 'the empty form')
    expect(m.servicePersonDetail).not.toHaveBeenCalled()
  })
})
