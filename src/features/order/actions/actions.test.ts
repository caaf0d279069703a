import { orderCapabilities, ORDER_STATUS, type OrderCapability } from '@/domain'
import { orderActions, type OrderActionKey } from './actions'

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
    expect(orderActions({ status: ORDER_STATUS.COMPLETED, hasAfterSale: true })).toEqual(['delete', 'afterSaleDetail'])
  })
  it("the server's can* flags only take actions away", () => {
    expect(orderActions({ status: ORDER_STATUS.CANCELLED, canDelete: false })).toEqual([])
    expect(orderActions({ status: ORDER_STATUS.PENDING_PAYMENT, canCancel: true, canConfirm: true })).toEqual(['cancel', 'pay'])
  })
})
