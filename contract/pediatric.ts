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

export const PediatricCategory = StrictObject({ categoryId: Id(), categoryName: Type.String() })
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

/**
 * GET /goods-center/market/specialMed: the special-medical check-ups, a goods section like the paediatric shop (same
 * request and reply); POST /order-center/orderCenter/spePeOrder orders one (as commitPay, buy-now lines of the
 * section), GET orderCenter/spePeOrderList lists the caller's orders of it (as myOrders); POST
 * orderCenter/prescriptionPay pays a pending prescription order of the caller (ToPayReq -> PrepayRes).
 */
export const GoodsSectionReq = PediatricIndexReq
export type GoodsSectionReq = PediatricIndexReq
export const GoodsSectionRes = PediatricIndexRes
export type GoodsSectionRes = PediatricIndexRes

/** GET /goods-center/market/professionDetail (and index/professionDetail): a specialty with a page of its goods */
export const ProfessionQuery = StrictObject({ ...PageQuery, professionId: Id() })
export type ProfessionQuery = Static<typeof ProfessionQuery>
export const ProfessionDetail = StrictObject({
  professionId: Id(),
  name: Type.String(),
  intro: Type.String(),
  iconUrl: Type.String(),
  goods: GoodsCardPage,
})
export type ProfessionDetail = Static<typeof ProfessionDetail>
