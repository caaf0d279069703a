import HeaderForm from './HeaderForm'
import { validateInvoiceHeader, isValidUscc, TAX_NUMBER_INVALID, TAX_NUMBER_REQUIRED, INVOICE_TITLE_REQUIRED } from '@/domain'
import * as accountApi from '@/features/address-person/api'
import * as platform from '@/shared/platform'
import { mount, click, typeInto, cleanup } from '@test-support/app/auth'

jest.mock('@/features/address-person/api')
jest.mock('@/shared/platform', () => ({
  __esModule: true,
  ...jest.requireActual('@/shared/platform'),
  toast: jest.fn(),
  addressImportSupported: jest.fn(() => false),
  importAddress: jest.fn(),
}))

const toast = jest.mocked(platform.toast)
const acc = jest.mocked(accountApi)

beforeEach(() => {
  jest.clearAllMocks()
  acc.queryAreaTree.mockResolvedValue([
    { code: '11', name: '北京市', children: [{ code: '1101', name: '北京市', children: [{ code: '110105', name: '朝阳区' }] }] },
  ])
})
afterEach(cleanup)

const lastToast = () => toast.mock.calls[toast.mock.calls.length - 1]?.[0]

describe('invoice header', () => {
  it('title required; company needs a valid tax number; personal does not', () => {
    expect(validateInvoiceHeader({ headerType: 1, invoiceTitle: '' })?.message).toBe(INVOICE_TITLE_REQUIRED)
    expect(validateInvoiceHeader({ headerType: 1, invoiceTitle: '张三' })).toBeNull()
    expect(validateInvoiceHeader({ headerType: 2, invoiceTitle: '某某公司' })?.message).toBe(TAX_NUMBER_REQUIRED)
    expect(validateInvoiceHeader({ headerType: 2, invoiceTitle: '某某公司', taxNumber: '91110000600037341X' })?.message).toBe(
      TAX_NUMBER_INVALID,
    )
    expect(isValidUscc('91110000600037341L')).toBe(true)
    expect(validateInvoiceHeader({ headerType: 2, invoiceTitle: '某某公司', taxNumber: '91110000600037341L' })).toBeNull()
    expect(validateInvoiceHeader({ headerType: 1, invoiceTitle: '张三', email: 'x@' })?.message).toBe('邮箱地址格式不正确')
  })

  it('the form shows the tax number only for company headers and refuses a bad one', async () => {
    const onSubmit = jest.fn(async () => undefined)
    const t = await mount(HeaderForm, '/headBookAdd', { onSubmit })
    expect(document.querySelector('input.head-form__taxNumber, .head-form__taxNumber')).toBeNull()
    const company = Array.from(document.querySelectorAll('.nut-radio')).find((e) => e.textContent?.includes('单位'))!
    await click(t, company)
    await typeInto(t, 'invoiceTitle', '某某公司')
    expect(document.querySelector('.head-form__taxNumber')).not.toBeNull()
    await click(t, '.head-form__save')
    expect(lastToast()).toBe(TAX_NUMBER_REQUIRED)
    await typeInto(t, 'taxNumber', '91110000600037341X')
    await click(t, '.head-form__save')
    expect(lastToast()).toBe(TAX_NUMBER_INVALID)
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
