import type { OrderListItem } from '../../../types/order'
import type { ServicePerson } from '../../../types/account'

export const line = (id: number, extra: Record<string, unknown> = {}) =>
  ({ id, goodsId: id, goodsName: `商品${id}`, headPic: `/assets/g${id}.png`, skuName: '', goodsNum: 1, goodsType: 1, price: 10, perActualPrice: 10, realPrice: 10, ...extra }) as any

export const order = (id: number, status: number, extra: Partial<OrderListItem> = {}): OrderListItem =>
  ({
    id,
    orderNo: `NO${id}`,
    orderClassify: 0,
    status,
    statusLabel: '',
    createTime: '2026-03-01 10:00:00',
    actualPrice: 128.5,
    goodsNum: 1,
    goodsList: [line(id)],
    payRemainMs: 0,
    canCancel: status === 101,
    canDelete: status === 102 || status === 103,
    canConfirm: status === 104 || status === 105,
    canRefund: status === 104,
    ...extra,
  }) as OrderListItem

export const person = (extra: Partial<ServicePerson> = {}): ServicePerson => ({
  id: 1,
  name: '张三',
  sex: 1,
  sexStr: '男',
  idNumber: '11010519491231002X',
  age: 76,
  phone: '13812345678',
  maritalStatus: 1,
  maritalStatusStr: '已婚',
  defaultUse: 0,
  firstChar: '张',
  birthday: '1949-12-31',
  updateTime: '2026-03-01 10:00:00',
  ...extra,
})
