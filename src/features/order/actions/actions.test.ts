import { orderCapabilities, ORDER_STATUS, type OrderCapability } from '@/domain'
import { orderActionLabel, orderActions, primaryOrderAction, type OrderActionKey } from './actions'

/** the capability (domain orderCapabilities) each card/detail action stands for */
const NEEDS: Record<OrderActionKey, OrderCapability> = {
  pay: 'pay',
  cancel: 'cancel',
  confirm: 'confirm',
  afterSale: 'afterSale',
  afterSaleDetail: 'afterSale',
  delete: 'delete',
  qr: 'qr',
}

describe('orderActions: the buttons of a status are the ones orderCapabilities allows', () => {
  it.each(Object.values(ORDER_STATUS))('status %s', (status) => {
    const can = orderCapabilities(status)
    const actions = orderActions({ status })
    for (const a of actions) expect(can[NEEDS[a]]).toBe(true)
    // every allowed capability with a button has its button
    for (const [a, cap] of Object.entries(NEEDS) as [OrderActionKey, OrderCapability][])
      if (can[cap] && a !== 'afterSaleDetail') expect(actions).toContain(a)
    // the primary action is last
    if (can.pay) expect(actions[actions.length - 1]).toBe('pay')
  })
  it('an unknown status offers nothing', () => {
    expect(orderActions({ status: 999 })).toEqual([])
    expect(orderActions({ status: Number.NaN })).toEqual([])
  })
  it('an order with an after-sale shows 售后详情 instead of 申请售后', () => {
    expect(orderActions({ status: ORDER_STATUS.COMPLETED, hasAfterSale: true })).toEqual(['afterSaleDetail', 'delete'])
  })
  it("the server's can* flags only take actions away", () => {
    expect(orderActions({ status: ORDER_STATUS.CANCELLED, canDelete: false })).toEqual([])
    expect(orderActions({ status: ORDER_STATUS.PENDING_PAYMENT, canCancel: true, canConfirm: true })).toEqual(['cancel', 'pay'])
  })
})

describe('service-aware actions (issue 35): a service is used and refunded, a parcel is received', () => {
  const service = [{ goodsType: 2 }]
  const parcel = [{ goodsType: 1 }]
  // status, lines -> the buttons left to right, the filled one, and the after-sale label
  it.each([
    [101, parcel, ['cancel', 'pay'], 'pay'],
    [101, service, ['cancel', 'pay'], 'pay'],
    [104, parcel, ['qr', 'afterSale', 'confirm'], 'confirm'],
    [104, service, ['afterSale', 'qr'], 'qr'],
    [105, parcel, ['qr', 'afterSale', 'confirm'], 'confirm'],
    [105, service, ['afterSale', 'qr'], 'qr'],
    [102, parcel, ['afterSale', 'delete'], null],
    [102, service, ['afterSale', 'delete'], null],
    [103, service, ['delete'], null],
  ] as const)('%p with %j: %j, primary %p', (status, goodsList, expected, primary) => {
    const actions = orderActions({ status, goodsList })
    expect(actions).toEqual(expected)
    if (goodsList.every((l) => l.goodsType === 2)) expect(actions).not.toContain('confirm')
    expect(primaryOrderAction(actions)).toBe(primary)
  })
  it('a service order asks for a refund (申请退款), a parcel for after-sale (申请售后)', () => {
    expect(orderActionLabel('afterSale', { goodsList: service })).toBe('申请退款')
    expect(orderActionLabel('afterSale', { goodsList: parcel })).toBe('申请售后')
    expect(orderActionLabel('afterSale', {})).toBe('申请售后')
    expect(orderActionLabel('qr', { goodsList: service })).toBe('查看核销码')
  })
  it('a completed order does not lead with 申请售后, and 删除订单 is never filled', () => {
    expect(primaryOrderAction(['afterSale', 'delete'])).toBeNull()
    expect(primaryOrderAction(['delete', 'afterSale'])).toBeNull()
    expect(primaryOrderAction(['delete'])).toBeNull()
  })
})
