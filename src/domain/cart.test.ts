import {
  maxQuantity,
  parseStepperInput,
  stepperIncrement,
  stepperDecrement,
  validateSpecSelection,
  parseSkuData,
  resolveSku,
  validateServiceRoles,
  isDeliveryLine,
  isExamLine,
  validateDeliveryLine,
  padServiceDataList,
  padExamInfoList,
  padLineForQuantity,
  isDefaultTagField,
  toggleLineChecked,
  setAllChecked,
  allChecked,
  cartBadge,
  cartBadgeCount,
  thumbnailPreview,
  STEPPER_MAX,
  orderLineLimits,
  activityQuantityCap,
  type QuantityGoods,
} from './cart'
import * as M from './messages'

describe('maxQuantity (SPEC §9)', () => {
  it.each([
    [{ goodsType: 3, stock: 50, stockFlag: 1 }, 1, 'combo', M.MAX_QUANTITY_REACHED],
    [{ goodsType: 1, stock: 50, stockFlag: 1 }, 50, 'stock', M.MAX_QUANTITY_REACHED],
    [{ goodsType: 1, stock: 50, stockFlag: 0 }, 999, 'default', M.MAX_QUANTITY_REACHED],
    [{ goodsType: 1, stock: 5000, stockFlag: 1 }, 999, 'stock', M.MAX_QUANTITY_REACHED],
    [{ goodsType: 1, stock: 0, stockFlag: 1 }, 0, 'stock', M.MAX_QUANTITY_REACHED],
    [{ goodsType: 2 }, 999, 'default', M.MAX_QUANTITY_REACHED],
    [{ goodsType: 1, activity: { purchaseMax: 5, hasBuyNum: 2 } }, 3, 'perPerson', '每人限购5件，还可购买3件'],
    [{ goodsType: 1, activity: { purchaseMax: 5, hasBuyNum: 5 } }, 0, 'perPerson', '每人限购5件，还可购买0件'],
    [{ goodsType: 1, activity: { purchaseMax: 5, hasBuyNum: 7 } }, 0, 'perPerson', '每人限购5件，还可购买0件'],
    [{ goodsType: 1, activity: { purchaseMax: 0, singleLimit: 4 } }, 4, 'perOrder', '每单限购4件'],
    [{ goodsType: 1, activity: { purchaseMax: 10, hasBuyNum: 2, singleLimit: 4 } }, 4, 'perOrder', '每单限购4件'],
    [{ goodsType: 1, activity: { purchaseMax: 10, hasBuyNum: 8, singleLimit: 4 } }, 2, 'perPerson', '每人限购10件，还可购买2件'],
    [{ goodsType: 1, stock: 3, stockFlag: 1, activity: { purchaseMax: 10, singleLimit: 4 } }, 3, 'stock', M.MAX_QUANTITY_REACHED],
    [{ goodsType: 1, activity: { type: 1, status: 2, purchaseMax: 10 } }, 1, 'activityOne', M.MAX_QUANTITY_REACHED],
    [{ goodsType: 1, activity: { type: 1, status: 1, purchaseMax: 10 } }, 10, 'perPerson', '每人限购10件，还可购买10件'],
    [{ goodsType: 1, activity: { type: 2, status: 2 } }, 999, 'default', M.MAX_QUANTITY_REACHED],
    [{ goodsType: 1, activity: { activityStockFlag: 1, activityStockNum: 6 } }, 6, 'activityStock', M.MAX_QUANTITY_REACHED],
    [{ goodsType: 3, activity: { purchaseMax: 5, hasBuyNum: 5 } }, 0, 'perPerson', '每人限购5件，还可购买0件'],
  ])('%j -> %p %s', (goods, max, limit, message) => {
    expect(maxQuantity(goods as QuantityGoods)).toEqual({ max, limit, message })
  })
})

describe('orderLineLimits: the activity caps hold for the sum of the lines of one order', () => {
  const flash = { type: 1, status: 2, purchaseMax: 2, hasBuyNum: 0, singleLimit: 1 }
  const line = (group: string | null, goodsNum: number, goods: QuantityGoods) => ({ group, goodsNum, goods })
  it('每单限1件 split over two lines of the same goods and activity: the second leaves nothing', () => {
    const limits = orderLineLimits([
      line('601:1', 1, { goodsType: 1, activity: flash }),
      line('601:1', 1, { goodsType: 1, activity: flash }),
    ])
    expect(limits.map((l) => [l.max, l.message])).toEqual([
      [0, '每单限购1件'],
      [0, '每单限购1件'],
    ])
  })
  it.each([
    // [lines, expected maxima]
    [
      [
        line('a', 2, { goodsType: 1, activity: { purchaseMax: 5, hasBuyNum: 1 } }),
        line('a', 1, { goodsType: 1, activity: { purchaseMax: 5, hasBuyNum: 1 } }),
      ],
      [3, 2],
    ], // per person: 4 left in all
    [
      [line('a', 3, { goodsType: 1, activity: { singleLimit: 4 } }), line('b', 3, { goodsType: 1, activity: { singleLimit: 4 } })],
      [4, 4],
    ], // other groups do not count
    [
      [
        line('a', 3, { goodsType: 1, activity: { activityStockFlag: 1, activityStockNum: 5 } }),
        line('a', 4, { goodsType: 1, activity: { activityStockFlag: 1, activityStockNum: 5 } }),
      ],
      [1, 2],
    ],
    [
      [
        line('a', 1, { goodsType: 1, stock: 1, stockFlag: 1, activity: { singleLimit: 4 } }),
        line('a', 1, { goodsType: 1, stock: 9, stockFlag: 1, activity: { singleLimit: 4 } }),
      ],
      [1, 3],
    ], // own stock stays the line's
    [
      [line(null, 500, { goodsType: 1 }), line(null, 500, { goodsType: 1 })],
      [999, 999],
    ], // no activity: per line (the order's own cap is orderSizeError)
    [
      [line('a', 1, { goodsType: 1 }), line('a', 1, { goodsType: 1 })],
      [999, 999],
    ],
  ] as const)('%j -> %p', (lines, maxima) => expect(orderLineLimits(lines as any).map((l) => l.max)).toEqual(maxima))
  it('a single line is exactly maxQuantity', () => {
    for (const g of [{ goodsType: 1, activity: flash }, { goodsType: 1, stock: 3, stockFlag: 1 }, { goodsType: 3 }] as QuantityGoods[])
      expect(orderLineLimits([line('x', 1, g)])).toEqual([maxQuantity(g)])
  })
  it('activityQuantityCap: what the activity alone allows', () => {
    expect(activityQuantityCap(null)).toBeNull()
    expect(activityQuantityCap({ type: 2, status: 2 })).toBeNull()
    expect(activityQuantityCap(flash)).toEqual({ max: 1, limit: 'perOrder', message: '每单限购1件' })
  })
})

describe('stepper (SPEC §4, §5, §9)', () => {
  it.each([
    ['5', 10, 5, null],
    ['0', 10, 1, null], // 0 becomes 1
    ['', 10, 1, null],
    ['00', 10, 1, null],
    ['1', 10, 1, null], // min
    ['9', 10, 9, null], // one below max
    ['10', 10, 10, M.MAX_QUANTITY_REACHED], // at max: clamped with the message
    ['11', 10, 10, M.MAX_QUANTITY_REACHED],
    ['1a2', 100, 12, null], // digits only
    ['-3', 10, 3, null],
    ['3.7', 100, 37, null],
    ['998', 999, 998, null],
    ['999', 999, 999, M.MAX_QUANTITY_REACHED],
    ['1000', 999, 999, M.MAX_QUANTITY_REACHED],
    ['99999999999', 5000, 999, M.MAX_QUANTITY_REACHED], // max capped at 999
    ['3', 0, 1, M.MAX_QUANTITY_REACHED], // nothing left: stays at the minimum with the message
  ])('input %p max %p -> %p %p', (raw, max, value, message) => {
    expect(parseStepperInput(raw, max)).toEqual({ value, message })
  })
  it('custom message and number input', () => {
    expect(parseStepperInput(7, 5, '每单限购5件')).toEqual({ value: 5, message: '每单限购5件' })
    expect(parseStepperInput(7)).toEqual({ value: 7, message: null })
  })
  it.each([
    [1, 5, 2, null],
    [4, 5, 5, null],
    [5, 5, 5, M.MAX_QUANTITY_REACHED],
    [998, 2000, 999, null],
    [999, 2000, 999, M.MAX_QUANTITY_REACHED],
  ])('plus %p max %p -> %p %p', (v, max, value, message) => expect(stepperIncrement(v, max)).toEqual({ value, message }))
  it.each([
    [5, 4],
    [2, 1],
    [1, 1],
    [0, 1],
  ])('minus %p -> %p', (v, e) => expect(stepperDecrement(v)).toEqual({ value: e, message: null }))
  it('defaults', () => expect(STEPPER_MAX).toBe(999))
})

describe('specs and sku (SPEC §4, §5)', () => {
  const specs = [{ specName: '颜色' }, { specName: '尺码' }, { specName: '留言' }]
  it.each([
    [{}, { skuNum: 2 }, '请选择颜色'],
    [{ 颜色: '红' }, { skuNum: 2 }, '请选择尺码'],
    [{ 颜色: '红', 尺码: 'L' }, { skuNum: 2 }, '请选择留言'],
    [{ 颜色: '红', 尺码: 'L' }, { skuNum: 2, step: 1 }, null], // message specs skipped on step 1
    [{ 颜色: '红', 尺码: '' }, { skuNum: 2, step: 1 }, '请选择尺码'],
    [{ 颜色: '红', 尺码: 'L', 留言: '早上' }, { skuNum: 2 }, null],
  ])('%j %j -> %p', (sel, opts, e) => expect(validateSpecSelection(specs, sel, opts)).toBe(e))
  it('nameless spec gives 请选择规格信息; explicit kinds win', () => {
    expect(validateSpecSelection([{ specName: '' }], {})).toBe('请选择规格信息')
    expect(
      validateSpecSelection(
        [
          { specName: '备注', kind: 'message' },
          { specName: '颜色', kind: 'sku' },
        ],
        {},
        { step: 1 },
      ),
    ).toBe('请选择颜色')
  })
  it.each([
    ['[{"key":"颜色","value":"红"},{"key":"尺码","value":"L"}]', { 颜色: '红', 尺码: 'L' }],
    [[{ specName: '颜色', attributeValue: '蓝' }], { 颜色: '蓝' }],
    [[{ name: 'a', optionValue: 1 }, null, 'x', { key: 'b' }], { a: '1' }],
    ['not json', {}],
    ['{"a":1}', {}],
    [null, {}],
  ])('parseSkuData %j', (raw, e) => expect(parseSkuData(raw as never)).toEqual(e))
  const skus = [
    { id: 1, skuData: '[{"key":"颜色","value":"红"},{"key":"尺码","value":"L"}]' },
    { id: 2, skuData: '[{"key":"颜色","value":"蓝"},{"key":"尺码","value":"L"}]' },
    { id: 3, skuData: '[{"key":"颜色","value":"红"}]' },
  ]
  it.each([
    [{ 颜色: '红', 尺码: 'L' }, 2, 1],
    [{ 颜色: '蓝', 尺码: 'L' }, 2, 2],
    [{ 颜色: '蓝', 尺码: 'M' }, 2, null],
    [{ 颜色: '红' }, 2, null], // not all specs chosen
    [{ 颜色: '红', 尺码: null }, 2, null],
    [{ 颜色: '红' }, 1, 3],
  ])('resolveSku %j skuNum %p -> %p', (sel, n, id) => expect(resolveSku(skus, sel, n)?.id ?? null).toBe(id))
})

describe('service roles and delivery lines (SPEC §4, §5)', () => {
  const roles = [
    { id: 1, serviceRoleName: '护士', servicePersonList: [{ servicePersonName: 'a', active: true }] },
    { id: 2, serviceRoleName: '康复师', servicePersonList: [{ servicePersonName: 'b', active: false }] },
  ]
  it.each([
    [undefined, '请选择康复师'],
    [{}, '请选择护士'],
    [{ 1: 'a' }, '请选择康复师'],
    [{ 1: 'a', 2: '' }, '请选择康复师'],
    [{ 1: 'a', 2: 'b' }, null],
  ])('chosen %j -> %p', (chosen, e) => expect(validateServiceRoles(roles, chosen as never)).toBe(e))
  it.each([
    [{ dealType: '01' }, true, false],
    [{ dealType: '01', goodsType: 2 }, true, false],
    [{ dealType: '02', goodsType: 2 }, false, true],
    [{ goodsType: '2' }, false, true],
    [{ dealType: 1, goodsType: 1 }, false, false],
  ] as Array<[{ dealType?: string | number; goodsType?: string | number }, boolean, boolean]>)('%j delivery %p exam %p', (line, d, e) => {
    expect(isDeliveryLine(line)).toBe(d)
    expect(isExamLine(line)).toBe(e)
  })
  it.each([
    [{ serviceDataList: [] }, undefined, M.CONTACT_SERVICE_FOR_PERSON_INFO],
    [{ serviceDataList: null }, undefined, M.CONTACT_SERVICE_FOR_PERSON_INFO],
    [{ serviceDataList: [[]], serviceOptions: roles }, { 1: 'x' }, '请选择康复师'],
    [{ serviceDataList: [[]], serviceOptions: roles }, { 1: 'x', 2: 'y' }, null],
    [{ serviceDataList: [[]] }, undefined, null],
  ])('delivery line %j -> %p', (line, chosen, e) => expect(validateDeliveryLine(line as never, chosen)).toBe(e))
  it('pads service data to the quantity, never shortens', () => {
    expect(padServiceDataList([[{ key: 'k', value: 'v' }]], 3)).toEqual([[{ key: 'k', value: 'v' }], [], []])
    expect(padServiceDataList(null, 2)).toEqual([[], []])
    expect(padServiceDataList([[], [], []], 1)).toHaveLength(3)
  })
  it('pads exam info copying the institution', () => {
    const inst = { name: '体检中心', address: '中山路1号' }
    const out = padExamInfoList([{ serviceInstitution: inst, appointedDate: '2024-07-01', filedInfo: [{ fieldId: 13, value: 'x' }] }], 3)
    expect(out).toHaveLength(3)
    expect(out[1]).toEqual({ filedInfo: [], appointedDate: '', appointedTime: '', serviceInstitution: inst })
    expect(out[2].serviceInstitution).not.toBe(inst)
    expect(out[0].appointedDate).toBe('2024-07-01')
    expect(padExamInfoList([], 1)).toEqual([{ filedInfo: [], appointedDate: '', appointedTime: '', serviceInstitution: null }])
  })
  it('padLineForQuantity picks the rule', () => {
    expect(padLineForQuantity({ dealType: '01', goodsNum: 2, serviceDataList: [] }).serviceDataList).toHaveLength(2)
    expect(padLineForQuantity({ goodsType: 2, goodsNum: 2, peInfoList: [] }).peInfoList).toHaveLength(2)
    const plain = { goodsType: 1, goodsNum: 2 }
    expect(padLineForQuantity(plain)).toBe(plain)
  })
  it.each([
    [12, false],
    [13, true],
    [16, true],
    ['14', true],
    [17, false],
    [null, false],
  ])('default tag field %p -> %p', (id, e) => {
    expect(isDefaultTagField(id)).toBe(e)
  })
})

describe('radio toggles (SPEC §4)', () => {
  it('toggles, except lost lines', () => {
    expect(toggleLineChecked({ checked: false }).checked).toBe(true)
    expect(toggleLineChecked({ checked: true }).checked).toBe(false)
    const lost = { checked: false, lostEfficacy: true }
    expect(toggleLineChecked(lost)).toBe(lost)
  })
  it('select all skips lost lines', () => {
    const lines = [{ checked: false }, { checked: true, lostEfficacy: true }]
    expect(setAllChecked(lines, true)).toEqual([{ checked: true }, { checked: false, lostEfficacy: true }])
    expect(allChecked(setAllChecked(lines, true))).toBe(true)
    expect(allChecked([{ checked: false }])).toBe(false)
    expect(allChecked([{ lostEfficacy: true }])).toBe(false)
    expect(allChecked([])).toBe(false)
  })
})

describe('cart badge (SPEC §2, §9)', () => {
  it.each([
    [0, null, 0],
    [-1, null, 0],
    [null, null, 0],
    [undefined, null, 0],
    [1, '1', 1],
    [98, '98', 98],
    [99, '99', 99],
    [100, '99+', 99],
    [1000, '99+', 99],
  ])('%p -> %p / %p', (n, text, count) => {
    expect(cartBadge(n)).toBe(text)
    expect(cartBadgeCount(n)).toBe(count)
  })
  it.each([
    [[1, 2], 3, [1, 2], 0],
    [[1, 2, 3], 3, [1, 2, 3], 0],
    [[1, 2, 3, 4, 5], 3, [1, 2, 3], 2],
    [[1, 2, 3, 4, 5], 4, [1, 2, 3, 4], 1],
  ])('thumbnails %j limit %p', (items, limit, shown, more) => expect(thumbnailPreview(items, limit as 3)).toEqual({ shown, more }))
})
