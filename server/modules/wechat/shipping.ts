/**
 * WeChat mini-program order shipping management (发货信息管理): after a WX_JSAPI payment WeChat keeps the money frozen
 * until the merchant reports the delivery with `POST /wxa/sec/order/upload_shipping_info` (the mini-program's shared
 * access token). `uploadShippingInfo(deps, orderId, shipment?)`:
 * - a parcel (`shipment` with the courier's company code and tracking number): logistics_type 1 (express);
 * - no shipment (services, check-ups, virtual goods): logistics_type 3 (virtual, "no shipping needed");
 * - order_key by the merchant's out_trade_no (the order's pay_no) and mchid, the payer's openid of WXPAY_APPID,
 *   upload_time in China time (RFC 3339, +08:00).
 * The upload is first written to wechat_shipping (PENDING), then tried; a failure stays PENDING with a back-off and
 * `retryShippingUploads` (call it from a periodic job) tries again until WeChat accepts (10060003 "already shipped"
 * counts as accepted). Orders not paid through WX_JSAPI (channel 4) need nothing: answered 'not-needed'.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db'
import type { Config } from '../../lib/config'
import { WechatApiError } from '../../lib/wechat-api'
import { wechatCredentials } from '../../lib/wechat-token'

export interface Shipment {
  /** WeChat's courier company code (e.g. SF, YTO, ZTO) */
  expressCompany: string
  trackingNo: string
  /** the receiver's phone masked (SF needs it: 189****1234) */
  receiverContact?: string
}

type Deps = { db: Kysely<DB>; config: Config; now(): Date }
export type ShippingOutcome = 'uploaded' | 'pending' | 'not-needed'

const WX_JSAPI = 4
const ALREADY_SHIPPED = 10060003
const backoffMs = (attempts: number) => Math.min(3600_000, 60_000 * 2 ** Math.max(0, attempts - 1))

function chinaRfc3339(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().replace('Z', '+08:00')
}

/** builds, queues and tries the upload of a paid order (staff ship action: with the shipment; services: without) */
export async function uploadShippingInfo(deps: Deps, orderId: number, shipment?: Shipment): Promise<ShippingOutcome> {
  const pay = deps.config.payments.wechat
  const mini = deps.config.thirdParty.wechat
  const order = await deps.db
    .selectFrom('shop_order')
    .select(['id', 'user_id', 'pay_no', 'pay_channel', 'pay_state'])
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (!order || order.pay_channel !== WX_JSAPI || !order.pay_no || !pay || !mini) return 'not-needed'
  if (order.pay_state !== 'SUCCESS') return 'not-needed'
  const payer = await deps.db
    .selectFrom('user_third')
    .select('open_id')
    .where('user_id', '=', order.user_id)
    .where('channel', '=', 'wx')
    .where((eb) => eb.or([eb('app_id', '=', pay.appId), eb('app_id', 'is', null)]))
    .orderBy('id', 'desc')
    .executeTakeFirst()
  const goods = await deps.db.selectFrom('order_goods').select(['goods_name', 'goods_num']).where('order_id', '=', orderId).execute()
  const itemDesc = (goods.map((g) => `${g.goods_name}*${g.goods_num}`).join(';') || '订单商品').slice(0, 120)
  const body = {
    order_key: { order_number_type: 1, mchid: pay.mchId, out_trade_no: order.pay_no },
    logistics_type: shipment ? 1 : 3,
    delivery_mode: 1,
    shipping_list: [
      shipment
        ? {
            tracking_no: shipment.trackingNo,
            express_company: shipment.expressCompany,
            item_desc: itemDesc,
            ...(shipment.receiverContact ? { contact: { receiver_contact: shipment.receiverContact } } : {}),
          }
        : { item_desc: itemDesc },
    ],
    payer: { openid: payer?.open_id ?? '' },
  }
  const now = deps.now()
  await deps.db
    .insertInto('wechat_shipping')
    .values({ order_id: orderId, status: 'PENDING', body: JSON.stringify(body), next_at: now, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('order_id').doUpdateSet({ status: 'PENDING', body: JSON.stringify(body), next_at: now, updated_at: now }))
    .execute()
  return (await attempt(deps, orderId)) ? 'uploaded' : 'pending'
}

/** one try of a queued upload, claimed first (next_at moved on) so two instances never send it at once */
async function attempt(deps: Deps, orderId: number): Promise<boolean> {
  const mini = deps.config.thirdParty.wechat
  if (!mini) return false
  const now = deps.now()
  const claimed = await deps.db
    .updateTable('wechat_shipping')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_at: new Date(now.getTime() + 60_000), updated_at: now }))
    .where('order_id', '=', orderId)
    .where('status', '=', 'PENDING')
    .where('next_at', '<=', now)
    .returning(['body', 'attempts'])
    .executeTakeFirst()
  if (!claimed) return false
  const credentials = wechatCredentials(deps)
  const body = { ...JSON.parse(claimed.body), upload_time: chinaRfc3339(now) }
  try {
    await credentials.withAccessToken(mini.appId, (token) => credentials.api.uploadShippingInfo(token, body))
  } catch (err) {
    if (!(err instanceof WechatApiError && err.errcode === ALREADY_SHIPPED)) {
      await deps.db
        .updateTable('wechat_shipping')
        .set({ next_at: new Date(now.getTime() + backoffMs(claimed.attempts)), last_error: (err as Error).message.slice(0, 500) })
        .where('order_id', '=', orderId)
        .execute()
      return false
    }
  }
  await deps.db
    .updateTable('wechat_shipping')
    .set({ status: 'DONE', last_error: null, updated_at: now })
    .where('order_id', '=', orderId)
    .execute()
  return true
}

/** tries the queued uploads that are due (a periodic job); the number accepted */
export async function retryShippingUploads(deps: Deps, limit = 50): Promise<number> {
  const due = await deps.db
    .selectFrom('wechat_shipping')
    .select('order_id')
    .where('status', '=', 'PENDING')
    .where('next_at', '<=', deps.now())
    .orderBy('next_at')
    .limit(limit)
    .execute()
  let done = 0
  for (const r of due) if (await attempt(deps, r.order_id)) done++
  return done
}
