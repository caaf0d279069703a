import {
  ORDER_STATUS,
  isOrderStatus,
  orderStatusLabel,
  ORDER_TRANSITIONS,
  canTransition,
  nextOrderStatus,
  isTerminalStatus,
  canCancelOrder,
  CANCEL_ORDER_REASONS,
  issuedLabel,
  orderDetailRoute,
  PAY_CHANNELS,
  payChannelsFor,
  isPayChannelAllowed,
  payChannelName,
  PAY_WAY,
  parsePayResult,
  payResultLabel,
  statusAfterPayResult,
  poolTimesFor,
  validateAppointment,
  canPickTime,
  calendarDone,
  monthNavigation,
  appointFlagLabel,
  canReschedule,
  type ClientChannel,
  checkPayReturnUrl,
  normalizeOrigin,
  orderSizeError,
  unpaidOrdersError,
  PAY_RETURN_PATH,
  ORDER_MAX_TOTAL_CENTS,
  orderCapabilities,
  orderCan,
  statusesThatAllow,
  isShippedLine,
  needsDeliveryAddress,
  isPhysicalLine,
  isServiceOrder,
  orderCapabilitiesOf,
  orderAmountLabel,
  type OrderCapability,
} from './orders'
import { cn } from '@test-support/domain/cn'

describe('order status (SPEC §4)', () => {
  it.each([
    [101, '待支付'],
    [102, '已完成'],
    [103, '已取消'],
    [104, '待使用/收货'],
    [105, '部分使用/完成'],
    ['104', '待使用/收货'],
    [100, ''],
    [106, ''],
    [null, ''],
    [104.5, ''],
  ])('%p -> %p', (code, label) => {
    expect(orderStatusLabel(code)).toBe(label)
    expect(isOrderStatus(code)).toBe(label !== '')
  })
  const codes = Object.values(ORDER_STATUS)
  const allowed = new Set(['101>103', '101>104', '104>105', '104>102', '105>102', '104>103'])
  it.each(codes.flatMap((from) => codes.map((to) => [from, to] as const)))('canTransition %p -> %p', (from, to) => {
    expect(canTransition(from, to)).toBe(allowed.has(`${from}>${to}`))
  })
  it.each([
    [101, 'cancel', 103],
    [101, 'closeUnpaid', 103],
    [101, 'pay', 104],
    [104, 'partlyUse', 105],
    [104, 'complete', 102],
    [105, 'complete', 102],
    [104, 'refund', 103],
    [101, 'refund', null],
    [102, 'cancel', null],
    [103, 'pay', null],
    [105, 'refund', null],
  ] as const)('%p on %s -> %p', (from, ev, to) => expect(nextOrderStatus(from, ev)).toBe(to))
  it('table and terminals', () => {
    expect(ORDER_TRANSITIONS.every((t) => canTransition(t.from, t.to))).toBe(true)
    expect(codes.filter(isTerminalStatus)).toEqual([102, 103])
    expect(codes.filter(canCancelOrder)).toEqual([101])
  })
  it('cancel reasons (SPEC §9)', () => expect(CANCEL_ORDER_REASONS).toEqual(['价格贵', '余额不足', '暂时不需要', '其他']))
  it.each([
    [0, '未出'],
    ['0', '未出'],
    [1, '已出'],
    [2, ''],
    [null, ''],
    ['', ''],
  ])('issued %p -> %p', (f, e) => expect(issuedLabel(f)).toBe(e))
  it.each([
    [{ id: 5, orderClassify: 1 }, '/serPackageOrderDetail?id=5'],
    [{ id: 5, orderClassify: '1' }, '/serPackageOrderDetail?id=5'],
    [{ id: 5, orderClassify: 0 }, '/webOrderDetail?id=5'],
    [{ id: 'a b', orderClassify: null }, '/webOrderDetail?id=a%20b'],
    [{ id: 5 }, '/webOrderDetail?id=5'],
  ])('route %j -> %s', (o, url) => expect(orderDetailRoute(o).url).toBe(url))
})

describe('payment (SPEC §4, §6)', () => {
  it('channel names', () => {
    expect(PAY_CHANNELS).toEqual({
      1: 'CMB_ALI_PAY',
      2: 'CMB_WX_PAY',
      3: 'WX_H5_PAY',
      4: 'WX_JSAPI_PAY',
      5: 'ALI_H5_PAY',
      6: 'ALI_JSAPI_PAY',
    })
    expect(payChannelName(4)).toBe('WX_JSAPI_PAY')
    expect(payChannelName(7)).toBeNull()
  })
  it.each([
    ['wechat', [4, 2]],
    ['miniProgram', [4, 2]],
    ['alipay', [6, 1]],
    ['alipayMiniProgram', [6, 1]],
    ['none', [3, 5]],
  ] as Array<[ClientChannel, number[]]>)('%s -> %j', (env, chans) => {
    expect(payChannelsFor(env)).toEqual(chans)
    for (const c of [1, 2, 3, 4, 5, 6]) expect(isPayChannelAllowed(c, env)).toBe(chans.includes(c))
  })
  it('unknown env has no channels', () => expect(payChannelsFor('x' as ClientChannel)).toEqual([]))
  it('pay way flags', () => expect(PAY_WAY).toEqual({ CART: 1, MERGED: 2 }))
  it.each([
    ['SUCCESS', 'SUCCESS', '支付成功', 104],
    ['success', 'SUCCESS', '支付成功', 104],
    ['CLOSED', 'CLOSED', '支付已取消', 101],
    ['FAIL', 'FAIL', '支付失败', 101],
    ['weird', 'FAIL', '支付失败', 101],
    [null, 'FAIL', '支付失败', 101],
  ])('%p -> %s', (raw, r, label, status) => {
    expect(parsePayResult(raw)).toBe(r)
    expect(payResultLabel(parsePayResult(raw))).toBe(label)
    expect(statusAfterPayResult(parsePayResult(raw))).toBe(status)
  })
})

describe('appointments (SPEC §4, §5)', () => {
  const pool = [
    { appointedDate: '2024-07-01', poolList: [{ appointedTime: '08:00-09:00' }, { appointedTime: '09:00-10:00' }] },
    { appointedDate: '2024-07-02', poolList: [] },
  ]
  it('pool times', () => {
    expect(poolTimesFor(pool, '2024-07-01')).toEqual(['08:00-09:00', '09:00-10:00'])
    expect(poolTimesFor(pool, '2024-07-03')).toEqual([])
  })
  it.each([
    [{ pool }, '请选择预约日期'],
    [{ pool, appointedTime: '08:00-09:00' }, '请选择预约日期'], // time before date
    [{ pool, appointedDate: '2024-07-09' }, '请选择预约日期'],
    [{ pool, appointedDate: '2024-07-01' }, '请选择预约时间段'],
    [{ pool, appointedDate: '2024-07-01', appointedTime: '10:00-11:00' }, '请选择预约时间段'],
    [{ pool, appointedDate: '2024-07-01', appointedTime: '09:00-10:00' }, null],
    [{ pool: [] }, null],
    [{}, null],
  ])('%j -> %p', (input, e) => expect(validateAppointment(input)).toBe(e))
  it('time before date, calendar done', () => {
    expect(canPickTime(null)).toEqual({ ok: false, message: '请选择预约日期' })
    expect(canPickTime('2024-07-01')).toEqual({ ok: true })
    expect(calendarDone('')).toEqual({ ok: false, message: '请选择预约日期' })
    expect(calendarDone('2024-07-01')).toEqual({ ok: true, date: '2024-07-01' })
  })
  it.each([
    ['2024-06-01', '2024-06-10', '2024-08-31', true, false],
    ['2024-07-01', '2024-06-10', '2024-08-31', false, false],
    ['2024-08-01', '2024-06-10', '2024-08-31', false, true],
    ['2024-06-01', '2024-06-10', '2024-06-30', true, true],
    ['2024-07-01', null, null, false, false],
    ['bad', null, null, true, true],
  ])('month %s range %s..%s -> prev %p next %p', (m, s, e, prev, next) => {
    expect(monthNavigation(m, s, e)).toEqual({ prevDisabled: prev, nextDisabled: next })
  })
  it('months are China months (00:30 on the 1st is already the new month on a UTC host)', () => {
    const julyFirst0030 = new Date('2024-06-30T16:30:00Z')
    expect(monthNavigation(julyFirst0030, '2024-07-01', '2024-08-31')).toEqual({ prevDisabled: true, nextDisabled: false })
    expect(monthNavigation('2024-07-01', julyFirst0030, julyFirst0030)).toEqual({ prevDisabled: true, nextDisabled: true })
  })
  it.each([
    [1, '预约时间已过期'],
    ['2', '预约已满'],
    [0, null],
    [null, null],
  ])('appointFlag %p -> %p', (f, e) => expect(appointFlagLabel(f)).toBe(e))
  const now = cn('2024-06-15 23:59')
  it.each([
    [0, '2024-06-17', true],
    [2, '2024-06-16', true], // exactly one calendar day before
    [2, '2024-06-15', false], // same day
    [0, '2024-06-14', false],
    [3, '2024-07-01', false], // 3 times already
    [4, '2024-07-01', false],
    [0, 'bad', false],
  ])('count %p date %s -> %p', (count, date, ok) => {
    const r = canReschedule({ rescheduleCount: count, appointedDate: date }, now)
    expect(r.ok).toBe(ok)
    if (!ok) expect(r).toEqual({ ok: false, message: count >= 3 ? '改期次数已达上限（最多3次）' : '需在预约日期前至少1天改期' })
  })
  // the days are China days: at 00:30 / 07:59 China time a UTC host is still on the previous date
  it.each([
    ['2024-06-15 00:00', '2024-06-15', false],
    ['2024-06-15 00:30', '2024-06-15', false],
    ['2024-06-15 07:59', '2024-06-15', false],
    ['2024-06-15 00:30', '2024-06-16', true],
    ['2024-06-15 07:59', '2024-06-16', true],
    ['2024-06-14 23:59', '2024-06-15', true],
  ])('at %s China time, appointment on %s -> %p', (at, date, ok) =>
    expect(canReschedule({ rescheduleCount: 0, appointedDate: date }, cn(at)).ok).toBe(ok),
  )
  it.each([
    ['2024-06-14T16:30:00Z', '2024-06-15', false], // 00:30 China on the 15th
    ['2024-06-14T15:59:59Z', '2024-06-15', true], // 23:59:59 China on the 14th
  ])('instant %s, appointment on %s -> %p', (at, date, ok) =>
    expect(canReschedule({ rescheduleCount: 0, appointedDate: date }, new Date(at)).ok).toBe(ok),
  )
})

describe('checkPayReturnUrl: a payment returns only to the shop (no open redirect)', () => {
  const allowed = ['https://shop.example', 'http://localhost:10086/']
  it.each([
    [undefined, PAY_RETURN_PATH],
    ['', PAY_RETURN_PATH],
    ['/hospital/h5PayResult', '/hospital/h5PayResult'],
    ['/hospital/h5PayResult?from=x&back=%2Fhospital%2Fhome', '/hospital/h5PayResult?from=x&back=%2Fhospital%2Fhome'],
    ['/hospital/pay/transition#x', '/hospital/pay/transition#x'],
    ['https://shop.example/hospital/h5PayResult', 'https://shop.example/hospital/h5PayResult'],
    ['HTTPS://Shop.Example:443/hospital/h5PayResult?a=1', 'https://shop.example/hospital/h5PayResult?a=1'],
    ['http://localhost:10086/hospital/h5PayResult', 'http://localhost:10086/hospital/h5PayResult'],
  ])('%p -> ok %p', (raw, url) => expect(checkPayReturnUrl(raw, allowed)).toEqual({ ok: true, url }))
  it.each([
    'https://evil.example/hospital/h5PayResult', // another host
    'https://shop.example.evil.example/hospital/h5PayResult',
    'https://shop.example@evil.example/hospital/h5PayResult', // credentials / host confusion
    'https://evil.example@shop.example/hospital/h5PayResult',
    'http://shop.example/hospital/h5PayResult', // another scheme of an allowed host
    'https://shop.example:8443/hospital/h5PayResult', // another port
    'https://shop.example', // not a shop page
    'https://shop.example/admin',
    '//evil.example/hospital/h5PayResult', // protocol-relative
    '/\\evil.example', // browsers follow /\ to another host
    '/hospital\\..\\..\\evil',
    '\\\\evil.example',
    '/\t/evil.example', // tabs and newlines are stripped by browsers
    '/hospital/\n/x',
    '/hospital/\u0000x',
    ' /hospital/h5PayResult',
    '/hospital/../evil',
    '/hospital/%2e%2e/evil',
    '/hospital/%2F%2Fevil.example',
    '/hospital/%5Cevil',
    '/other/page', // not under /hospital/
    '/hospitalx/h5PayResult',
    'hospital/h5PayResult',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://shop.example/hospital/h5PayResult',
    'https:/evil.example/hospital/h5PayResult',
    'https:evil.example',
    `/hospital/${'x'.repeat(1000)}`,
  ])('%p -> 支付返回地址无效', (raw) => expect(checkPayReturnUrl(raw, allowed)).toEqual({ ok: false, message: '支付返回地址无效' }))
  it('no allowed origins: only paths', () => {
    expect(checkPayReturnUrl('https://shop.example/hospital/h5PayResult').ok).toBe(false)
    expect(checkPayReturnUrl('/hospital/h5PayResult').ok).toBe(true)
  })
  it.each([
    ['https://Shop.Example/', 'https://shop.example'],
    ['http://a.b:80', 'http://a.b'],
    ['http://a.b:8080', 'http://a.b:8080'],
    ['https://a.b/path', null],
    ['ftp://a.b', null],
    ['a.b', null],
  ])('normalizeOrigin %p -> %p', (o, n) => expect(normalizeOrigin(o)).toBe(n))
})

describe('order size caps', () => {
  it.each([
    [{ units: 999, goodsTotalCents: ORDER_MAX_TOTAL_CENTS, payableCents: ORDER_MAX_TOTAL_CENTS }, null],
    [{ units: 1000, goodsTotalCents: 100, payableCents: 100 }, '单笔订单最多购买999件商品'],
    [{ units: 1, goodsTotalCents: ORDER_MAX_TOTAL_CENTS + 1, payableCents: 1 }, '单笔订单金额不能超过100万元'],
    [{ units: 1, goodsTotalCents: 1, payableCents: ORDER_MAX_TOTAL_CENTS + 1 }, '单笔订单金额不能超过100万元'],
    [{ units: 1, goodsTotalCents: 2 ** 31, payableCents: 2 ** 31 }, '单笔订单金额不能超过100万元'],
    [{ units: NaN, goodsTotalCents: 1, payableCents: 1 }, '单笔订单最多购买999件商品'],
  ])('%j -> %p', (o, msg) => expect(orderSizeError(o)).toBe(msg))
  it.each([
    [{ orders: 0, units: 0 }, 999, null],
    [{ orders: 4, units: 998 }, 1, null],
    [{ orders: 5, units: 0 }, 1, '您已有5笔待支付订单，请先支付或取消后再下单'],
    [{ orders: 1, units: 990 }, 10, '待支付订单中的商品已达999件，请先支付或取消后再下单'],
  ])('unpaid %j + %p -> %p', (held, n, msg) => expect(unpaidOrdersError(held, n)).toBe(msg))
  it('caps of a deployment', () => {
    expect(unpaidOrdersError({ orders: 5, units: 5 }, 1, { orders: 50, units: 5000 })).toBeNull()
    expect(unpaidOrdersError({ orders: 2, units: 0 }, 1, { orders: 2, units: 10 })).toBe('您已有2笔待支付订单，请先支付或取消后再下单')
  })
})

describe('orderCapabilities (what a patient may do with an order in each status)', () => {
  // one row per status: the capabilities that are true (every other one is false)
  const table: ReadonlyArray<[number, OrderCapability[]]> = [
    [101, ['pay', 'cancel', 'editPickup', 'editExamInfo', 'reschedule', 'showCloseTime']],
    [102, ['afterSale', 'delete']],
    [103, ['delete']],
    [104, ['confirm', 'refund', 'afterSale', 'qr', 'editPickup', 'editExamInfo', 'reschedule', 'verify']],
    [105, ['confirm', 'afterSale', 'qr', 'verify']],
  ]
  const all: OrderCapability[] = [
    'pay',
    'cancel',
    'confirm',
    'refund',
    'afterSale',
    'delete',
    'qr',
    'editPickup',
    'editExamInfo',
    'reschedule',
    'verify',
    'showCloseTime',
  ]
  it.each(table)('%p allows exactly %p', (status, allowed) => {
    const caps = orderCapabilities(status)
    expect(Object.keys(caps).sort()).toEqual([...all].sort())
    expect(all.filter((c) => caps[c])).toEqual(all.filter((c) => allowed.includes(c)))
    expect(orderCapabilities(String(status))).toEqual(caps)
    for (const c of all) expect(orderCan(status, c)).toBe(allowed.includes(c))
  })
  it.each([100, 106, 0, null, undefined, '', 'x', 104.5])('unknown status %p allows nothing', (status) => {
    expect(Object.values(orderCapabilities(status)).some(Boolean)).toBe(false)
  })
  it('agrees with the transition table and canCancelOrder', () => {
    for (const s of Object.values(ORDER_STATUS)) {
      const caps = orderCapabilities(s)
      expect(caps.cancel).toBe(canCancelOrder(s))
      expect(caps.confirm).toBe(nextOrderStatus(s, 'complete') !== null)
      expect(caps.refund).toBe(nextOrderStatus(s, 'refund') !== null)
      expect(caps.pay).toBe(nextOrderStatus(s, 'pay') !== null)
      expect(caps.delete).toBe(isTerminalStatus(s))
    }
  })
  it.each([
    ['delete', [102, 103]],
    ['qr', [104, 105]],
    ['editPickup', [101, 104]],
    ['afterSale', [102, 104, 105]],
    ['pay', [101]],
  ] as const)('statusesThatAllow(%p) = %p', (c, statuses) => expect(statusesThatAllow(c)).toEqual(statuses))
  it('a returned table is a copy (changing it changes no later answer)', () => {
    const caps = orderCapabilities(999)
    caps.pay = true
    expect(orderCapabilities(999).pay).toBe(false)
  })
})

describe('order lines: delivery address and physical goods (SPEC §3 goodsType 1 physical, 2 service, 3 combo)', () => {
  it.each([
    [1, true, true],
    [3, true, false],
    [2, false, false],
    ['1', true, true],
    ['3', true, false],
    [0, false, false],
    [null, false, false],
    [undefined, false, false],
  ] as const)('goodsType %p: shipped %p, physical %p', (goodsType, shipped, physical) => {
    expect(isShippedLine({ goodsType })).toBe(shipped)
    expect(isPhysicalLine({ goodsType })).toBe(physical)
  })
  it.each([
    [[], false],
    [[{ goodsType: 2 }], false],
    [[{ goodsType: 2 }, { goodsType: 2 }], false],
    [[{ goodsType: 1 }], true],
    [[{ goodsType: 3 }], true],
    [[{ goodsType: 2 }, { goodsType: 3 }], true],
    [[{ goodsType: 2 }, { goodsType: '1' }], true],
  ] as const)('needsDeliveryAddress(%j) = %p', (lines, needs) => expect(needsDeliveryAddress(lines)).toBe(needs))
})

describe('service orders: a service is used and refunded, a parcel is received (issue 35; SPEC §3 goodsType)', () => {
  const service = [{ goodsType: 2 }]
  const parcel = [{ goodsType: 1 }]
  it.each([
    [[{ goodsType: 2 }], true],
    [[{ goodsType: '2' }, { goodsType: 2 }], true],
    [[{ goodsType: 2 }, { goodsType: 1 }], false],
    [[{ goodsType: 3 }], false],
    [[{ goodsType: 1 }], false],
    [[], false],
    [null, false],
    [undefined, false],
  ] as const)('isServiceOrder(%j) = %p', (lines, expected) => expect(isServiceOrder(lines)).toBe(expected))

  // status x goods: whether 确认收货 is offered; every other capability is the status's own
  it.each([
    [104, parcel, true],
    [104, service, false],
    [105, parcel, true],
    [105, service, false],
    [104, [{ goodsType: 2 }, { goodsType: 3 }], true],
    [104, undefined, true],
    [101, service, false],
    [102, parcel, false],
  ] as const)('status %p with %j: confirm %p', (status, goodsList, confirm) => {
    const caps = orderCapabilitiesOf({ status, goodsList })
    expect(caps.confirm).toBe(confirm)
    expect({ ...caps, confirm: false }).toEqual({ ...orderCapabilities(status), confirm: false })
  })
  it('a service order keeps its code, its refund and its after-sale while unused', () => {
    const caps = orderCapabilitiesOf({ status: 104, goodsList: service })
    expect([caps.qr, caps.refund, caps.afterSale, caps.verify]).toEqual([true, true, true, true])
  })
  it.each([
    [101, '应付'],
    [104, '实付'],
    [105, '实付'],
    [102, '实付'],
    [103, '订单金额'],
    ['103', '订单金额'],
  ] as const)('the amount of a %p order is labelled %p (a cancelled order was not paid: no 实付)', (status, label) =>
    expect(orderAmountLabel(status)).toBe(label),
  )
})
