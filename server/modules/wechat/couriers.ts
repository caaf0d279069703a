/**
 * The courier names the staff console offers (console/src/features/orders/api.ts `COURIERS`, stored on the order as
 * typed) → WeChat's delivery company codes (`delivery_id` of WeChat's logistics list, get_delivery_list), which
 * upload_shipping_info wants in `shipping_list[].express_company`. Common short forms staff type are accepted too.
 * A name not in the table has no code: the upload is not sent and the order detail shows why (the staff re-enter
 * it on WeChat's mini-program admin by hand).
 */

/** delivery_id per courier; the first name of each row is the one the console offers */
const TABLE: readonly (readonly [code: string, names: readonly string[]])[] = [
  ['SF', ['顺丰速运', '顺丰', '顺丰快递', 'SF']],
  ['JD', ['京东物流', '京东', '京东快递', 'JD']],
  ['EMS', ['中国邮政EMS', 'EMS', '邮政EMS', '中国邮政速递物流', '邮政速递']],
  ['ZTO', ['中通快递', '中通', 'ZTO']],
  ['YTO', ['圆通速递', '圆通', '圆通快递', 'YTO']],
  ['STO', ['申通快递', '申通', 'STO']],
  ['YUNDA', ['韵达快递', '韵达', '韵达速递', 'YUNDA']],
  ['JTSD', ['极兔速递', '极兔', '极兔快递', 'JTSD']],
]

const BY_NAME = new Map<string, string>()
for (const [code, names] of TABLE) for (const n of names) BY_NAME.set(n.toUpperCase(), code)

/** WeChat's delivery company code of a courier name as stored on the order, or null when unknown */
export function wechatDeliveryId(company: string): string | null {
  return BY_NAME.get(company.replace(/\s+/g, '').toUpperCase()) ?? null
}

/** the couriers whose code SF-style needs the receiver's masked phone (WeChat: 顺丰 requires contact) */
export const NEEDS_CONTACT = new Set(['SF'])

/** the names the console offers, in its order (for the test that every offered courier has a code) */
export const OFFERED_COURIERS: readonly string[] = TABLE.map(([, names]) => names[0])
