import PersonForm, { CONSENT_REQUIRED } from './PersonForm'
import PersonCard from './PersonCard'
import AddressForm from './AddressForm'
import AddressCard from './AddressCard'
import { validateAddress, RECV_NAME_REQUIRED, REGION_REQUIRED, DETAIL_REQUIRED } from '@/domain'
import * as accountApi from '../api'
import * as platform from '@/shared/platform'
import { mount, click, typeInto, bodyText, cleanup, flush } from '@test-support/app/auth'
import { person } from '@test-support/app/fixtures/orders'

jest.mock('../api')
jest.mock('@/shared/platform', () => ({
  __esModule: true,
  ...jest.requireActual('@/shared/platform'),
  toast: jest.fn(),
  addressImportSupported: jest.fn(() => false),
  importAddress: jest.fn(),
}))

const toast = jest.mocked(platform.toast)
const acc = jest.mocked(accountApi)
const VALID_ID = '11010519491231002X'

beforeEach(() => {
  jest.clearAllMocks()
  acc.queryAreaTree.mockResolvedValue([
    { code: '11', name: '北京市', children: [{ code: '1101', name: '北京市', children: [{ code: '110105', name: '朝阳区' }] }] },
  ])
})
afterEach(cleanup)

const lastToast = () => toast.mock.calls[toast.mock.calls.length - 1]?.[0]

describe('service person form (SPEC §5)', () => {
  it('shows the first failing message in screen order, then asks for consent for the ID number', async () => {
    const onSubmit = jest.fn(async () => undefined)
    const t = await mount(PersonForm, '/patientAdd', { onSubmit })
    const save = async () => {
      await click(t, '.person-form__save')
      await new Promise((r) => setTimeout(r, 0))
    }
    const steps: Array<[string, string, string]> = [
      ['', '', '请输入服务人姓名'],
      ['name', '张#三', '服务人姓名不允许特殊字符，请重新输入'],
      ['name', '张三', '请选择性别'],
      ['sex', '1', '请输入身份证号'],
      ['idNumber', '110105194912310021', '身份证最后一位校验码不正确'],
      ['idNumber', '991234567890123', '身份证仅能为15位或18位且前两位为有效行政区划代码'],
    ]
    for (const [field, value, message] of steps) {
      if (field === 'sex')
        await click(
          t,
          Array.from(document.querySelectorAll('.nut-radio')).find((e) => e.textContent?.includes('男'))!,
        )
      else if (field) await typeInto(t, field, value)
      await save()
      expect(lastToast()).toBe(message)
      expect(bodyText()).toContain(message)
      // the save throttle: wait it out
      await new Promise((r) => setTimeout(r, 5))
    }
    expect(onSubmit).not.toHaveBeenCalled()
  }, 30000)

  it('an 18-digit ID fills sex and age; phone and marital status messages; consent required, then sent', async () => {
    jest.useFakeTimers({
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'nextTick',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
      ],
    })
    let now = new Date('2026-03-01T10:00:00Z').getTime()
    jest.setSystemTime(now)
    const advance = () => jest.setSystemTime((now += 2500))
    const onSubmit = jest.fn(async () => undefined)
    const t = await mount(PersonForm, '/patientAdd', { onSubmit })
    await typeInto(t, 'name', '张三')
    await typeInto(t, 'idNumber', VALID_ID)
    expect((document.querySelector('input[name="age"]') as HTMLInputElement).value).toBe('76')
    await click(t, '.person-form__save')
    expect(lastToast()).toBe('请输入联系方式')
    advance()
    await typeInto(t, 'phone', '1381234567')
    await click(t, '.person-form__save')
    expect(lastToast()).toBe('请输入正确联系方式')
    advance()
    await typeInto(t, 'phone', '13812345678')
    await click(t, '.person-form__save')
    expect(lastToast()).toBe('请选择婚姻状况')
    advance()
    const married = Array.from(document.querySelectorAll('.nut-radio')).find((e) => e.textContent?.includes('已婚'))!
    await click(t, married)
    await click(t, '.person-form__save')
    expect(lastToast()).toBe(CONSENT_REQUIRED)
    expect(onSubmit).not.toHaveBeenCalled()
    advance()
    await click(t, document.querySelector('.person-form__consent-box')!)
    await click(t, '.person-form__save')
    await flush()
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: '张三', age: 76, idNumber: VALID_ID, phone: '13812345678', maritalStatus: 1, consent: true }),
    )
    // the 17th digit of this ID number is even: female, filled from the ID
    expect((onSubmit.mock.calls[0] as any)[0].sex).toBe(0)
    jest.useRealTimers()
  })

  it('editing without changing the ID number needs no consent', async () => {
    const onSubmit = jest.fn(async () => undefined)
    const t = await mount(PersonForm, '/patientAdd?id=1', { onSubmit, initial: person() })
    expect(document.querySelector('.person-form__consent')).toBeNull()
    await click(t, '.person-form__save')
    await flush()
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ id: 1, name: '张三' }))
    expect((onSubmit.mock.calls[0] as any)[0].consent).toBeUndefined()
  })
})

describe('masking', () => {
  it('a person card and an address card never show the full phone or ID number', async () => {
    await mount(PersonCard, '/patientList', { person: person() })
    const text = bodyText()
    expect(text).toContain('138****5678')
    expect(text).toContain('110***********002X')
    expect(text).not.toContain('13812345678')
    expect(text).not.toContain(VALID_ID)
    expect(text).toContain('默认')
    cleanup()
    await mount(AddressCard, '/webAddress', {
      address: {
        id: 1,
        recvName: '李四',
        contactNumber: '13912345678',
        recvProvince: '北京市',
        recvCity: '北京市',
        recvArea: '朝阳区',
        recvAddress: '建国路1号',
        pickUpMarkInfo: '',
        defaultUse: 0,
        provinceCode: '11',
        cityCode: '1101',
        areaCode: '110105',
        updateTime: '',
      },
    })
    expect(bodyText()).toContain('139****5678')
    expect(bodyText()).not.toContain('13912345678')
    expect(bodyText()).toContain('北京市 朝阳区')
  })
})

describe('address form', () => {
  it('validation messages in screen order (name, phone from src/domain, region, detail)', () => {
    const a = { recvName: '', contactNumber: '', recvProvince: '', recvCity: '', recvArea: '', recvAddress: '' }
    expect(validateAddress(a)?.message).toBe(RECV_NAME_REQUIRED)
    expect(validateAddress({ ...a, recvName: '李四' })?.message).toBe('请输入手机号')
    expect(validateAddress({ ...a, recvName: '李四', contactNumber: '123' })?.message).toBe('手机格式不正确')
    expect(validateAddress({ ...a, recvName: '李四', contactNumber: '13912345678' })?.message).toBe(REGION_REQUIRED)
    expect(
      validateAddress({ ...a, recvName: '李四', contactNumber: '13912345678', recvProvince: '北京市', recvCity: '北京市' })?.message,
    ).toBe(DETAIL_REQUIRED)
  })

  it('on H5 the import button is hidden; the form refuses an empty save', async () => {
    const onSubmit = jest.fn(async () => undefined)
    const t = await mount(AddressForm, '/webAddressEdit', { onSubmit })
    expect(bodyText()).not.toContain('一键导入收货地址')
    await click(t, '.address-form__save')
    expect(lastToast()).toBe(RECV_NAME_REQUIRED)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('where import is supported the button shows and fills the form', async () => {
    jest.mocked(platform.addressImportSupported).mockReturnValue(true)
    jest.mocked(platform.importAddress).mockResolvedValue({
      recvName: '王五',
      contactNumber: '13712345678',
      recvProvince: '北京市',
      recvCity: '北京市',
      recvArea: '朝阳区',
      recvAddress: '建国路2号',
      defaultUse: 1,
    })
    const onSubmit = jest.fn(async () => undefined)
    const t = await mount(AddressForm, '/webAddressEdit', { onSubmit })
    expect(bodyText()).toContain('一键导入收货地址')
    await click(t, '.address-form__import')
    await flush()
    await click(t, '.address-form__save')
    await flush()
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        recvName: '王五',
        contactNumber: '13712345678',
        recvArea: '朝阳区',
        recvAddress: '建国路2号',
        defaultUse: 1,
      }),
    )
  })
})
