/** Buy-journey widgets: gift picker, step popup + unit editor, rule form, calendar, coupon popup. */
import GiftPicker from './GiftPicker'
import StepPopup from './StepPopup'
import ExamUnitsEditor from './ExamUnitsEditor'
import CalendarSheet from './CalendarSheet'
import BookService from './BookService'
import OrderCouponPopup from './OrderCouponPopup'
import PersonListPopup from './PersonListPopup'
import AmountDetails from './AmountDetails'
import { addOnMoney, carriedExamUnit } from './model'
import * as platform from '@/shared/platform'
import { bodyText, byText, cleanup, click, mountComponent as mount, quietActWarnings } from '@test-support/app/render'

quietActWarnings()

jest.mock('./api')
jest.mock('@/shared/platform', () => ({ __esModule: true, ...jest.requireActual('@/shared/platform'), toast: jest.fn() }))
const toast = jest.mocked(platform.toast)

afterEach(() => {
  cleanup()
  toast.mockClear()
})

const gift = (skuId: number, giftStatus = 0, checked = false) => ({
  goodsId: 900 + skuId,
  skuId,
  goodsName: `赠品${skuId}`,
  goodsUrl: '',
  skuName: '',
  distributePrice: 10,
  giftAmount: 5,
  numberOfDiscounts: 1,
  giftStatus,
  checked,
})

describe('GiftPicker', () => {
  it('footer shows 已选：n and 最多可选{max}种商品; no choice gives 至少选择一个赠品', async () => {
    const onConfirm = jest.fn()
    const t = await mount(GiftPicker, { visible: true, gifts: [gift(1), gift(2), gift(3, 1)], max: 1, onConfirm, onClose: jest.fn() })
    expect(bodyText()).toContain('已选：0')
    expect(bodyText()).toContain('最多可选1种商品')
    expect(bodyText()).toContain('赠品不足')
    await click(t, '.gift-picker__confirm')
    expect(toast).toHaveBeenCalledWith('至少选择一个赠品')
    expect(onConfirm).not.toHaveBeenCalled()
  })
  it('refuses more than the maximum and an unavailable gift; confirms the choice', async () => {
    const onConfirm = jest.fn()
    const t = await mount(GiftPicker, { visible: true, gifts: [gift(1), gift(2), gift(3, 1)], max: 1, onConfirm, onClose: jest.fn() })
    await click(t, '.gift-item[data-gift="1"]')
    expect(bodyText()).toContain('已选：1')
    await click(t, '.gift-item[data-gift="2"]')
    expect(toast).toHaveBeenCalledWith('最多可选1种商品')
    await click(t, '.gift-item[data-gift="3"]')
    expect(bodyText()).toContain('已选：1')
    await click(t, '.gift-picker__confirm')
    expect(onConfirm).toHaveBeenCalledTimes(1)
    const chosen = onConfirm.mock.calls[0][0].filter((g: any) => g.checked).map((g: any) => g.skuId)
    expect(chosen).toEqual([1])
  })
})

describe('StepPopup', () => {
  it('validates each step; 上一步 / 下一步, the last step is 确定', async () => {
    const state = { step: 0 }
    const onConfirm = jest.fn()
    const valid: Record<number, string | null> = { 0: '请选择服务人', 1: null }
    let t: any
    const props: any = {
      visible: true,
      units: 2,
      mode: 'different',
      onModeChange: jest.fn(),
      step: 0,
      onStepChange: (s: number) => {
        state.step = s
      },
      renderStep: (s: number) => `步骤${s + 1}`,
      validateStep: (s: number) => valid[s],
      onConfirm,
      onClose: jest.fn(),
    }
    t = await mount(StepPopup, props)
    expect(bodyText()).toContain('第1/2位服务人')
    expect(bodyText()).toContain('下一步')
    expect(document.querySelector('.step-popup__prev')).toBeNull()
    await click(t, '.step-popup__next')
    expect(toast).toHaveBeenCalledWith('请选择服务人')
    expect(state.step).toBe(0)
    valid[0] = null
    await click(t, '.step-popup__next')
    expect(state.step).toBe(1)
    cleanup()
    t = await mount(StepPopup, { ...props, step: 1 })
    expect(bodyText()).toContain('步骤2')
    expect(byText('确定')).toBeTruthy()
    expect(document.querySelector('.step-popup__prev')).not.toBeNull()
    await click(t, '.step-popup__next')
    expect(onConfirm).toHaveBeenCalled()
  })
  it('same person for all units is one step labelled 确定', async () => {
    await mount(StepPopup, {
      visible: true,
      units: 3,
      mode: 'same',
      onModeChange: jest.fn(),
      step: 0,
      onStepChange: jest.fn(),
      renderStep: () => 'x',
      validateStep: () => null,
      onConfirm: jest.fn(),
      onClose: jest.fn(),
    })
    expect(bodyText()).toContain('同一服务人')
    expect(bodyText()).toContain('不同服务人')
    expect(bodyText()).not.toContain('下一步')
    expect(bodyText()).toContain('确定')
  })
})

const person = {
  id: 31,
  name: '张三',
  sex: 1,
  sexStr: '男',
  idNumber: '110***********002X',
  age: 36,
  phone: '138****5678',
  maritalStatus: 1,
  maritalStatusStr: '已婚',
  defaultUse: 0,
  firstChar: '张',
  birthday: '',
  updateTime: '',
}
const fields = [
  { fieldId: 13, showName: '姓名', isRequire: 1, fillMethod: 1, fieldType: 1 },
  { fieldId: 20, showName: '邮箱', isRequire: 1, fillMethod: 1, fieldType: 5 },
  { fieldId: 21, showName: '体检类型', isRequire: 1, fillMethod: 2, fieldType: 1, content: '入职,年度' },
]
const pool = [
  {
    appointedDate: '2030-06-10',
    poolList: [
      { appointedTime: '08:00-09:00', remain: 3, appointFlag: 0 },
      { appointedTime: '09:00-10:00', remain: 0, appointFlag: 2 },
    ],
  },
  { appointedDate: '2030-06-11', poolList: [{ appointedTime: '08:00-09:00', remain: 3, appointFlag: 0 }] },
]

describe('ExamUnitsEditor: every step validated (person, rule form, appointment)', () => {
  it('asks for the person, then the rule-form messages, then date and time', async () => {
    const onConfirm = jest.fn()
    const base = {
      visible: true,
      units: 1,
      fields,
      pool,
      addItems: [{ id: 5, packageId: 1, itemName: '甲状腺彩超', itemDesc: '', price: 120, sexLimit: 0 }],
      persons: [person],
      onConfirm,
      onClose: jest.fn(),
    }
    let t = await mount(ExamUnitsEditor, base)
    await click(t, '.step-popup__next')
    expect(toast).toHaveBeenLastCalledWith('请选择服务人')
    cleanup()
    // person chosen (姓名 prefilled), email missing
    t = await mount(ExamUnitsEditor, {
      ...base,
      initial: [{ examPersonId: 31, filedInfo: [{ fieldId: 13, showName: '姓名', value: '张三' }] }],
    })
    await click(t, '.step-popup__next')
    expect(toast).toHaveBeenLastCalledWith('请输入邮箱')
    cleanup()
    t = await mount(ExamUnitsEditor, {
      ...base,
      initial: [
        {
          examPersonId: 31,
          filedInfo: [
            { fieldId: 13, showName: '姓名', value: '张三' },
            { fieldId: 20, showName: '邮箱', value: 'bad' },
          ],
        },
      ],
    })
    await click(t, '.step-popup__next')
    expect(toast).toHaveBeenLastCalledWith('请输入正确的邮箱地址')
    cleanup()
    const filled = [
      { fieldId: 13, showName: '姓名', value: '张三' },
      { fieldId: 20, showName: '邮箱', value: 'a@b.cn' },
      { fieldId: 21, showName: '体检类型', value: '' },
    ]
    t = await mount(ExamUnitsEditor, { ...base, initial: [{ examPersonId: 31, filedInfo: filled }] })
    await click(t, '.step-popup__next')
    expect(toast).toHaveBeenLastCalledWith('请选择体检类型')
    cleanup()
    filled[2].value = '入职'
    t = await mount(ExamUnitsEditor, { ...base, initial: [{ examPersonId: 31, filedInfo: filled }] })
    await click(t, '.step-popup__next')
    expect(toast).toHaveBeenLastCalledWith('请选择预约日期')
    cleanup()
    t = await mount(ExamUnitsEditor, { ...base, initial: [{ examPersonId: 31, filedInfo: filled, appointedDate: '2030-06-10' }] })
    await click(t, '.step-popup__next')
    expect(toast).toHaveBeenLastCalledWith('请选择预约时间段')
    cleanup()
    t = await mount(ExamUnitsEditor, {
      ...base,
      initial: [{ examPersonId: 31, filedInfo: filled, appointedDate: '2030-06-10', appointedTime: '08:00-09:00' }],
    })
    expect(bodyText()).toContain('加项')
    await click(t, '.unit-editor__add[data-add="5"]')
    await click(t, '.step-popup__next')
    expect(onConfirm).toHaveBeenCalledTimes(1)
    const [list] = onConfirm.mock.calls[0]
    expect(list[0]).toMatchObject({ examPersonId: 31, appointedDate: '2030-06-10', appointedTime: '08:00-09:00', addItemIds: [5] })
    expect(list[0].filedInfo.map((f: any) => f.value)).toEqual(['张三', 'a@b.cn', '入职'])
  })
  it('choosing a person in the list prefills the name', async () => {
    const t = await mount(ExamUnitsEditor, {
      visible: true,
      units: 1,
      fields,
      pool: [],
      persons: [person],
      onConfirm: jest.fn(),
      onClose: jest.fn(),
    })
    await click(t, '.unit-editor__person')
    expect(bodyText()).toContain('138****5678')
    await click(t, '.person-item[data-id="31"]')
    expect((document.querySelector('.rule-form__row[data-field="13"] input') as HTMLInputElement | null)?.value ?? bodyText()).toContain(
      '张三',
    )
  })
})

describe('PersonListPopup', () => {
  it('shows avatar, name, masked phone, sex, age, marital status, masked ID; 添加服务人 footer', async () => {
    const onAdd = jest.fn()
    const t = await mount(PersonListPopup, {
      visible: true,
      persons: [{ ...person, phone: '13812345678', idNumber: '11010519491231002X' }],
      onSelect: jest.fn(),
      onClose: jest.fn(),
      onAdd,
    })
    const text = bodyText()
    for (const s of ['张', '张三', '138****5678', '男', '36岁', '已婚', '110***********002X']) expect(text).toContain(s)
    expect(text).not.toContain('13812345678')
    await click(t, '.person-popup__add')
    expect(onAdd).toHaveBeenCalled()
  })
  it('empty: 暂无服务人信息，请添加; without adding the footer is 关闭', async () => {
    await mount(PersonListPopup, { visible: true, persons: [], onSelect: jest.fn(), onClose: jest.fn() })
    expect(bodyText()).toContain('暂无服务人信息，请添加')
    expect(bodyText()).toContain('关闭')
  })
})

describe('CalendarSheet and BookService', () => {
  it('完成 without a date asks 请选择预约日期; a pool date is emitted; arrows disabled at the range ends', async () => {
    const onDone = jest.fn()
    const t = await mount(CalendarSheet, { visible: true, pool, onDone, onClose: jest.fn() })
    expect(bodyText()).toContain('选择日期')
    expect(bodyText()).toContain('2030年6月')
    expect(document.querySelector('.calendar-sheet__prev')?.className).toContain('--off')
    expect(document.querySelector('.calendar-sheet__next')?.className).toContain('--off')
    await click(t, '.calendar-sheet__done')
    expect(toast).toHaveBeenCalledWith('请选择预约日期')
    await click(t, '[data-date="2030-06-05"]')
    await click(t, '.calendar-sheet__done')
    expect(onDone).not.toHaveBeenCalled()
    await click(t, '[data-date="2030-06-11"]')
    await click(t, '.calendar-sheet__done')
    expect(onDone).toHaveBeenCalledWith('2030-06-11')
  })
  it('months of China dates whatever the phone zone: grid, arrows across a month end, today’s month without a pool', async () => {
    const edge = [
      { appointedDate: '2030-06-30', poolList: [{ appointedTime: '08:00-09:00', remain: 3, appointFlag: 0 }] },
      { appointedDate: '2030-07-01', poolList: [{ appointedTime: '08:00-09:00', remain: 3, appointFlag: 0 }] },
    ]
    const t = await mount(CalendarSheet, { visible: true, pool: edge, onDone: jest.fn(), onClose: jest.fn() })
    expect(bodyText()).toContain('2030年6月')
    expect(document.querySelectorAll('.calendar-sheet__day--blank')).toHaveLength(6) // 2030-06-01 is a Saturday
    expect(document.querySelector('.calendar-sheet__prev')?.className).toContain('--off')
    expect(document.querySelector('.calendar-sheet__next')?.className).not.toContain('--off')
    await click(t, '.calendar-sheet__next')
    expect(bodyText()).toContain('2030年7月')
    expect(document.querySelectorAll('.calendar-sheet__day--blank')).toHaveLength(1) // a Monday
    expect(document.querySelector('[data-date="2030-07-31"]')).not.toBeNull()
    expect(document.querySelector('.calendar-sheet__next')?.className).toContain('--off')
    cleanup()
    // 2030-07-01 00:30 in China is still 30 June in UTC: the sheet opens on July
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
    try {
      jest.setSystemTime(new Date('2030-06-30T16:30:00Z'))
      await mount(CalendarSheet, { visible: true, pool: [], onDone: jest.fn(), onClose: jest.fn() })
      expect(bodyText()).toContain('2030年7月')
    } finally {
      jest.useRealTimers()
    }
  })
  it('a time before a date gives 请选择预约日期; full slots show 预约已满 and cannot be chosen', async () => {
    const onChange = jest.fn()
    let t = await mount(BookService, { pool, date: null, time: null, onChange })
    await click(t, '.book-service__time')
    expect(toast).toHaveBeenCalledWith('请选择预约日期')
    cleanup()
    t = await mount(BookService, { pool, date: '2030-06-10', time: null, onChange })
    await click(t, '.book-service__time')
    expect(bodyText()).toContain('预约已满')
    await click(t, '[data-time="09:00-10:00"]')
    expect(toast).toHaveBeenLastCalledWith('预约已满')
    expect(onChange).not.toHaveBeenCalled()
    await click(t, '[data-time="08:00-09:00"]')
    expect(onChange).toHaveBeenCalledWith({ date: '2030-06-10', time: '08:00-09:00' })
  })
})

const oc = (id: number, usable: boolean, extra: Record<string, unknown> = {}) => ({
  userCouponId: id,
  couponRuleId: id,
  couponName: `券${id}`,
  couponType: 1,
  couponVal: 1000,
  reachType: 0,
  reachVal: 0,
  acquireBegin: null,
  acquireEnd: null,
  periodBegin: null,
  periodEnd: null,
  reqNum: 1,
  usable,
  cannotUseMess: usable ? null : '未满足使用条件：满200元可用',
  discount: usable ? 10 : 0,
  ...extra,
})

describe('OrderCouponPopup', () => {
  it('best preselected; tapping the selected one deselects it; an unusable one shows 不可用原因 and cannot be chosen', async () => {
    const onConfirm = jest.fn()
    const t = await mount(OrderCouponPopup, {
      visible: true,
      usable: [oc(1, true), oc(2, true)],
      unusable: [oc(3, false)],
      selectedId: 1,
      onConfirm,
      onClose: jest.fn(),
    })
    expect(document.querySelector('[data-coupon="1"]')?.className).toContain('order-coupon--on')
    expect(bodyText()).toContain('不可用原因')
    expect(bodyText()).toContain('未满足使用条件：满200元可用')
    expect((document.querySelector('.order-coupons') as HTMLElement).style.height).toBe('75vh')
    await click(t, '[data-coupon="3"] .coupon-card')
    expect(document.querySelector('[data-coupon="3"]')?.className).not.toContain('order-coupon--on')
    await click(t, '[data-coupon="1"] .coupon-card')
    expect(document.querySelector('[data-coupon="1"]')?.className).not.toContain('order-coupon--on')
    await click(t, '.order-coupons__confirm')
    expect(onConfirm).toHaveBeenLastCalledWith(null)
    await click(t, '[data-coupon="2"] .coupon-card')
    await click(t, '.order-coupons__confirm')
    expect(onConfirm).toHaveBeenLastCalledWith(2)
  })
})

describe('AmountDetails', () => {
  it('金额明细 shows the server totals with two decimals', async () => {
    await mount(AmountDetails, {
      totals: { goodsTotalMoney: 398, activityTotalDiscountMoney: 20, couponDiscountMoney: 10, actualPrice: 368 },
    })
    const text = bodyText()
    for (const s of ['金额明细', '¥398.00', '-¥20.00', '-¥10.00', '¥368.00']) expect(text).toContain(s)
    expect(text).not.toContain('加项')
  })
  it('shows the exam add-ons (加项) as their own line when there are some', async () => {
    await mount(AmountDetails, {
      totals: { goodsTotalMoney: 199, activityTotalDiscountMoney: 0, couponDiscountMoney: 10, actualPrice: 409 },
      addItemMoney: 220,
    })
    const text = bodyText()
    expect(text).toContain('加项')
    expect(text).toContain('¥220.00')
    expect(text).toContain('¥409.00')
  })
})

describe('addOnMoney (confirm page 加项)', () => {
  it('adds the chosen add-ons of every unit at the package price, once per unit, unknown ids ignored', () => {
    const line: any = { cartId: 7, goodsNum: 2 }
    const rules: any = {
      '7': {
        fields: [],
        pool: [],
        addItems: [
          { id: 1, price: 100 },
          { id: 2, price: 120.5 },
        ],
      },
    }
    const units: any = { '7': [{ addItemIds: [1, 2, 1] }, { addItemIds: [2, 99] }, { addItemIds: [1] }] }
    expect(addOnMoney([line], units, rules)).toBe(341) // 100 + 120.5 + 120.5; the third unit is beyond goodsNum
    expect(addOnMoney([line], {}, rules)).toBe(0)
    expect(addOnMoney(null, units, rules)).toBe(0)
  })
})

describe('carriedExamUnit (add-ons chosen on /checkup/ballCheck)', () => {
  test('the ids (each once, junk dropped) and the person go into the first unit; nothing carried: no unit', () => {
    expect(carriedExamUnit({ addItemIds: '5,7,5,x,-1', examPersonId: '31' })).toEqual([
      { serviceInstitution: null, filedInfo: [], appointedDate: '', appointedTime: '', examPersonId: 31, addItemIds: [5, 7] },
    ])
    expect(carriedExamUnit({ addItemIds: '9' })[0]).toMatchObject({ examPersonId: null, addItemIds: [9] })
    expect(carriedExamUnit({})).toEqual([])
  })
})
