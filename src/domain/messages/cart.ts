/**
 * Messages of pricing, gifts, the cart and quantities (SPEC §2, §4, §5, §8).
 *
 * Strings marked "SPEC" are copied verbatim from the product spec; "OWN" ones are ours (natural Chinese in the
 * spec's tone). One catalogue: ./index.ts re-exports every area file.
 */

// ---------------------------------------------------------------- pricing, gifts (SPEC §2, §5, §8)
/** SPEC §5/§8: gifts available but none chosen */
export const GIFT_AT_LEAST_ONE = '至少选择一个赠品'
/** SPEC §2/§5: more gifts chosen than allowed */
export const giftMaxMessage = (max: number): string => `最多可选${max}种商品`
/** SPEC §2: gift picker footer */
export const giftSelectedText = (n: number): string => `已选：${n}`
/** OWN: gift status labels (giftStatus 1 / other) */
export const GIFT_INSUFFICIENT = '赠品不足'
export const GIFT_ALREADY_CLAIMED = '已领完'
/** OWN: full-reduction hints */
export const fullReductionNextReduceText = (short: string, off: string): string => `再买${short}元可减${off}元`
export const fullReductionNextDiscountText = (short: string, rate: string): string => `再买${short}元可享${rate}折`
export const fullReductionReachedReduceText = (total: string, off: string): string => `已满${total}元，已减${off}元`
export const fullReductionReachedDiscountText = (total: string, rate: string): string => `已满${total}元，已享${rate}折`

// ---------------------------------------------------------------- cart and quantity (SPEC §4, §5)
/** OWN (SPEC §5 "already reached maximum purchase quantity") */
export const MAX_QUANTITY_REACHED = '已达到最大购买数量'
/** OWN (SPEC §5 "limited to {n} per order") */
export const limitPerOrderMessage = (n: number): string => `每单限购${n}件`
/** OWN (SPEC §5 "limited to {n} per person, {m} more can be bought") */
export const limitPerPersonMessage = (n: number, m: number): string => `每人限购${n}件，还可购买${m}件`
/** OWN (SPEC §5 "please select specification info") */
export const SELECT_SPEC = '请选择规格信息'
/** OWN (SPEC §5 "please select {spec name}"); also SPEC §5 请选择{role name} for service roles */
export const selectNamedMessage = (name: string): string => `请选择${name}`
/** OWN (SPEC §5 "contact customer service, deliver service person info") */
export const CONTACT_SERVICE_FOR_PERSON_INFO = '暂无服务信息，请联系客服下发服务人员信息'
/** OWN (SPEC §2 "no service person info yet, please add one") */
export const NO_SERVICE_PERSON = '暂无服务人信息，请添加'
/** OWN (SPEC §2 person-list footer) */
export const ADD_SERVICE_PERSON = '添加服务人'
export const CLOSE = '关闭'

// ---------------------------------------------------------------- the server's cart refusals (OWN)
export const GOODS_MISMATCH = '商品信息不一致'
export const CONSULT_BEFORE_CART = '该商品需咨询后购买，暂不支持加入购物车'
export const GOODS_NOT_IN_ACTIVITY = '该商品不在此活动中'
export const activityStateMessage = (state: string): string => `活动${state}`
export const GOODS_SOLD_OUT = '商品已售罄'
export const serviceRoleNotFoundMessage = (roleId: number | string): string => `服务角色 ${roleId} 不存在`
export const cannotCheckLineMessage = (reason: string): string => `${reason}，无法勾选`
/** why a cart / order line cannot be bought any more (its lost-efficacy reason; the checkout module decides) */
export const LINE_LOST_REASONS = {
  GOODS_GONE: '商品已下架',
  SKU_GONE: '商品规格已失效',
  SOLD_OUT: '商品已售罄',
  ACTIVITY_ENDED: '活动已结束',
  ACTIVITY_NOT_STARTED: '活动未开始',
  ACTIVITY_SOLD_OUT: '活动商品已售罄',
  PRICE_HIDDEN: '该商品需咨询后购买',
} as const
