import PrivacyAcPage from './index'
import * as zeus from '@/shared/request/hospitalApi'
import { parseCodeList } from '@/features/account/protocols'
import { bodyText, cleanup, flush, mount, q, resetStores } from '@test-support/app/auth'
import { wireUserApi } from '@test-support/app/userApi'

wireUserApi()

jest.mock('@/shared/ui/assets/empty.svg', () => 'empty.svg')
jest.mock('@/shared/ui/assets/error.svg', () => 'error.svg')
jest.mock('@/shared/ui/assets/network.svg', () => 'network.svg')
jest.mock('@/shared/ui/Page', () => ({
  __esModule: true,
  default: (p: any) => (
    <div className="page-mock" data-title={p.title || ''}>
      {p.children}
    </div>
  ),
}))
jest.mock('@/features/account/api')
jest.mock('@/shared/request/hospitalApi', () => ({
  __esModule: true,
  ...jest.requireActual('@/shared/request/hospitalApi'),
  getProtocol: jest.fn(),
}))
jest.mock('@/shared/routes/navigate')
jest.mock('@/shared/platform', () => ({ __esModule: true, ...jest.requireActual('@/shared/platform'), toast: jest.fn() }))

beforeEach(() => {
  jest.clearAllMocks()
  resetStores()
})
afterEach(() => {
  cleanup()
  jest.useRealTimers()
})

describe('/privacyAc', () => {
  it('fetches every code of codeList for the hospital and shows title + rich text', async () => {
    jest.mocked(zeus.getProtocol).mockImplementation(async (code: number) => ({
      code,
      title: code === 100 ? '用户服务协议' : '隐私政策',
      content: `<p>正文${code}</p>`,
      hospitalId: 8,
    }))
    await mount(PrivacyAcPage, '/privacyAc?hospitalId=8&codeList=100,200')
    await flush(5)
    expect(zeus.getProtocol).toHaveBeenCalledWith(100, 8, { silent: true })
    expect(zeus.getProtocol).toHaveBeenCalledWith(200, 8, { silent: true })
    expect(bodyText()).toContain('用户服务协议')
    expect(bodyText()).toContain('隐私政策')
    expect(document.querySelectorAll('.privacy-ac__item')).toHaveLength(2)
  })

  it('one protocol titles the page', async () => {
    jest.mocked(zeus.getProtocol).mockResolvedValue({ code: 200, title: '隐私政策', content: '<p>x</p>', hospitalId: 6 })
    await mount(PrivacyAcPage, '/privacyAc?codeList=200')
    await flush(5)
    expect(q('.page-mock').getAttribute('data-title')).toBe('隐私政策')
  })

  it('a failure shows its message', async () => {
    jest.mocked(zeus.getProtocol).mockRejectedValue(new Error('协议不存在'))
    await mount(PrivacyAcPage, '/privacyAc?codeList=100')
    await flush(5)
    expect(bodyText()).toContain('协议不存在')
  })

  it('parses codeList', () => {
    expect(parseCodeList('100,200')).toEqual([100, 200])
    expect(parseCodeList(' 200 ，100,100,x,-1,')).toEqual([200, 100])
    expect(parseCodeList(undefined)).toEqual([])
  })
})
