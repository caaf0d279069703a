/**
 * API contract of the paediatric shop (SPEC §7 Goods and market "Paediatric:", issue 18): the hospital's goods in its
 * paediatric categories, bought through the shop's own goods, order and pay services (no second copy of the shop).
 *  - POST /goods-center/pediatric/market/goodsIndex: the shop's title, categories and a page of its goods;
 *  - POST /goods-center/pediatric/market/getGoods, goodsSku, goodsMessage: as goods/getGoods, goods/goodsSku,
 *    market/goodsMessage, for a goods of the paediatric shop only (another goods: 404 该商品不在儿科商城);
 *  - POST /order-center/pediatric/order/produceOrder: as orderCenter/commitPay (buy-now lines of paediatric goods);
 *  - POST /order-center/pediatric/order/commitPay, GET /order-center/order/commitPay: pay a pending order of the
 *    caller (the prepay of pay/toPay; while paying, the same payment again);
 *  - POST /order-center/pediatric/order/orderQuery: as orderCenter/orderQuery.
 */
import { GoodsCardPage } from './browse'
import { Id, PageQuery, StrictObject, Type, type Static } from './lib'
import { PayChannelCode, ReturnUrlField } from './pay'

export const PediatricIndexReq = StrictObject({
  ...PageQuery,
  /** one of the shop's categories (omitted: all of them) */
  categoryId: Type.Optional(Id()),
})
export type PediatricIndexReq = Static<typeof PediatricIndexReq>

export const PediatricCategory = StrictObject({ categoryId: Type.Integer(), categoryName: Type.String() })
export type PediatricCategory = Static<typeof PediatricCategory>

export const PediatricIndexRes = StrictObject({
  /** false: this hospital has no paediatric shop (then categories and goods are empty) */
  open: Type.Boolean(),
  title: Type.String(),
  notice: Type.String(),
  categories: Type.Array(PediatricCategory),
  goods: GoodsCardPage,
})
export type PediatricIndexRes = Static<typeof PediatricIndexRes>

/** pay a pending order of the caller */
export const PediatricPayReq = StrictObject({
  orderId: Id(),
  payChannel: PayChannelCode,
  returnUrl: Type.Optional(ReturnUrlField()),
})
export type PediatricPayReq = Static<typeof PediatricPayReq>
