/**
 * WeChat mini-program order shipping management (发货信息管理): after a WX_JSAPI payment WeChat keeps the money frozen
 * until the merchant reports the delivery with `POST /wxa/sec/order/upload_shipping_info` (the mini-program's shared
 * access token). `uploadShippingInfo(deps, orderId, delivery?)`:
 * - a parcel (`delivery` a Shipment with the courier's WeChat code and tracking number): logistics_type 1 (express);
 *   SF also carries the receiver's masked phone (WeChat requires a contact for 顺丰);
 * - 'pickup' (the order 核销 at the hospital's counter): logistics_type 4 (用户自提);
 * - nothing (virtual goods, "no shipping needed"): logistics_type 3;
 * - order_key by the merchant's out_trade_no (the order's pay_no) and mchid, the payer's openid of WXPAY_APPID,
 *   upload_time in China time (RFC 3339, +08:00).
 * The upload is first written to wechat_shipping (PENDING), then tried; a failure stays PENDING with a back-off (1, 2,
 * 4 … 60 minutes) and `retryShippingUploads` (the periodic job of `startShippingUploads`, one instance at a time
 * through server/lib/job-lock.ts) tries again until WeChat accepts (10060003 "already shipped" counts as accepted),
 * or gives up after MAX_ATTEMPTS tries: FAILED, shown with its last error on the staff order detail
 * (`shippingUploadState`). A courier with no WeChat code is FAILED at once with that reason. Orders not paid through
 * WX_JSAPI (channel 4) need nothing: answered 'not-needed'.
 *
 * The order module's hooks (`setOnShipped`, `setOnVerified`) call it when the staff ship a parcel and when an order
 * without goods to ship is 核销 the first time.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { isShippedLine } from '../../../src/domain/orders'
import type { DB } from '../../lib/db'
import type { AppDeps } from '../../lib/deps'
import type { Config } from '../../lib/config'
import { runExclusive } from '../../lib/job-lock'
import { WechatApiError } from '../../lib/wechat-api'
import { wechatCredentials } from '../../lib/wechat-token'
import { setOnShipped, setOnVerified, type ShippedEvent, type VerifiedEvent } from '../order'
import { NEEDS_CONTACT, wechatDeliveryId } from './couriers'

export interface Shipment {
  /** WeChat's courier company code (e.g. SF, YTO, ZTO) */
  expressCompany: string
  trackingNo: string
  /** the receiver's phone masked (SF needs it: 189****1234) */
  receiverContact?: string
}

type Deps = { db: Kysely<DB>; config: Config; now(): Date }
export type ShippingOutcome = 'uploaded' | 'pending' | 'failed' | 'not-needed'
/** PENDING: queued or retrying; DONE: accepted by WeChat; FAILED: given up (or not sendable), staff re-enter it by hand */
export type ShippingStatus = 'PENDING' | 'DONE' | 'FAILED'

const WX_JSAPI = 4
const ALREADY_SHIPPED = 10060003
/** tries before an upload is given up (FAILED): about two hours of back-off */
export const MAX_ATTEMPTS = 8
const backoffMs = (attempts: number) => Math.min(3600_000, 60_000 * 2 ** Math.max(0, attempts - 1))
const LOGISTICS = { express: 1, virtual: 3, pickup: 4 } as const

function chinaRfc3339(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().replace('Z', '+08:00')
}

/** 13912345678 → 139****5678 (WeChat: masked, the last four digits in clear) */
export function maskedContact(phone: string): string | undefined {
  const p = phone.replace(/\D/g, '')
  return p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : undefined
}

/** the WX_JSAPI order paid and its upload body without upload_time, or null when the order needs no upload */
async function uploadBody(deps: Deps, orderId: number, delivery?: Shipment | 'pickup'): Promise<Record<string, unknown> | null> {
  const pay = deps.config.payments.wechat
  const mini = deps.config.thirdParty.wechat
  const order = await deps.db
    .selectFrom('shop_order')
    .select(['id', 'user_id', 'pay_no', 'pay_channel', 'pay_state'])
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (!order || order.pay_channel !== WX_JSAPI || !order.pay_no || !pay || !mini) return null
  if (order.pay_state !== 'SUCCESS') return null
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
  const shipment = typeof delivery === 'object' ? delivery : null
  return {
    order_key: { order_number_type: 1, mchid: pay.mchId, out_trade_no: order.pay_no },
    logistics_type: shipment ? LOGISTICS.express : delivery === 'pickup' ? LOGISTICS.pickup : LOGISTICS.virtual,
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
}

/** builds, queues and tries the upload of a paid order (staff ship action: with the shipment; 核销: 'pickup') */
export async function uploadShippingInfo(deps: Deps, orderId: number, delivery?: Shipment | 'pickup'): Promise<ShippingOutcome> {
  const body = await uploadBody(deps, orderId, delivery)
  if (!body) return 'not-needed'
  const now = deps.now()
  const text = JSON.stringify(body)
  await deps.db
    .insertInto('wechat_shipping')
    .values({ order_id: orderId, status: 'PENDING', body: text, next_at: now, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('order_id').doUpdateSet({ status: 'PENDING', body: text, attempts: 0, last_error: null, next_at: now, updated_at: now }),
    )
    .execute()
  const r = await attempt(deps, orderId)
  return r === 'done' ? 'uploaded' : r === 'failed' ? 'failed' : 'pending'
}

/** an upload that cannot be sent (e.g. a courier WeChat has no code for): FAILED at once, with the reason for the staff */
export async function recordUnsendable(deps: Deps, orderId: number, delivery: Shipment, reason: string): Promise<ShippingOutcome> {
  const body = await uploadBody(deps, orderId, delivery)
  if (!body) return 'not-needed'
  const now = deps.now()
  const values = { status: 'FAILED', body: JSON.stringify(body), last_error: reason.slice(0, 500), next_at: now, updated_at: now }
  await deps.db
    .insertInto('wechat_shipping')
    .values({ order_id: orderId, ...values, created_at: now })
    .onConflict((oc) => oc.column('order_id').doUpdateSet(values))
    .execute()
  return 'failed'
}

/** one try of a queued upload, claimed first (next_at moved on) so two instances never send it at once */
async function attempt(deps: Deps, orderId: number): Promise<'done' | 'retry' | 'failed' | 'skipped'> {
  const mini = deps.config.thirdParty.wechat
  if (!mini) return 'skipped'
  const now = deps.now()
  const claimed = await deps.db
    .updateTable('wechat_shipping')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_at: new Date(now.getTime() + 60_000), updated_at: now }))
    .where('order_id', '=', orderId)
    .where('status', '=', 'PENDING')
    .where('next_at', '<=', now)
    .returning(['body', 'attempts'])
    .executeTakeFirst()
  if (!claimed) return 'skipped'
  const credentials = wechatCredentials(deps)
  const body = { ...JSON.parse(claimed.body), upload_time: chinaRfc3339(now) }
  try {
    await credentials.withAccessToken(mini.appId, (token) => credentials.api.uploadShippingInfo(token, body))
  } catch (err) {
    if (!(err instanceof WechatApiError && err.errcode === ALREADY_SHIPPED)) {
      const giveUp = claimed.attempts >= MAX_ATTEMPTS
      await deps.db
        .updateTable('wechat_shipping')
        .set({
          ...(giveUp ? { status: 'FAILED' } : { next_at: new Date(now.getTime() + backoffMs(claimed.attempts)) }),
          last_error: (err as Error).message.slice(0, 500),
        })
        .where('order_id', '=', orderId)
        .where('status', '=', 'PENDING')
        .execute()
      return giveUp ? 'failed' : 'retry'
    }
  }
  await deps.db
    .updateTable('wechat_shipping')
    .set({ status: 'DONE', last_error: null, updated_at: now })
    .where('order_id', '=', orderId)
    .execute()
  return 'done'
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
  for (const r of due) if ((await attempt(deps, r.order_id)) === 'done') done++
  return done
}

/** the shipped hook: a parcel of a WX_JSAPI order, its courier name mapped to WeChat's code */
export async function onShippedUpload(e: ShippedEvent, deps: Deps): Promise<ShippingOutcome> {
  const code = wechatDeliveryId(e.company)
  let contact: string | undefined
  if (!code || NEEDS_CONTACT.has(code)) {
    const o = await deps.db.selectFrom('shop_order').select('address').where('id', '=', e.orderId).executeTakeFirst()
    const a = (o?.address ?? null) as Record<string, unknown> | null
    contact = maskedContact(String(a?.contactNumber ?? ''))
  }
  const shipment: Shipment = { expressCompany: code ?? e.company, trackingNo: e.trackingNo, receiverContact: contact }
  if (!code)
    return recordUnsendable(deps, e.orderId, shipment, `快递公司「${e.company}」没有微信物流公司编码，请在微信小程序后台手工录入发货信息`)
  return uploadShippingInfo(deps, e.orderId, shipment)
}

/** the 核销 hook: an order without goods to ship, verified the first time, is reported as 用户自提 */
export async function onVerifiedUpload(e: VerifiedEvent, deps: Deps): Promise<ShippingOutcome> {
  const known = await deps.db.selectFrom('wechat_shipping').select('status').where('order_id', '=', e.orderId).executeTakeFirst()
  if (known) return 'not-needed'
  const lines = await deps.db.selectFrom('order_goods').select('goods_type').where('order_id', '=', e.orderId).execute()
  // an order with a parcel is reported when the staff ship it
  if (lines.some((l) => isShippedLine({ goodsType: l.goods_type }))) return 'not-needed'
  return uploadShippingInfo(deps, e.orderId, 'pickup')
}

/**
 * Wires the uploads in (once per server): the order module's shipped and 核销 hooks, and the retry job on a timer
 * (`ms`), one instance at a time. Returns a stop function (the timer only; the hooks stay, they take each server's deps).
 */
export function startShippingUploads(app: FastifyInstance, ms: number): () => void {
  setOnShipped(async (e, deps: AppDeps) => void (await onShippedUpload(e, deps)))
  setOnVerified(async (e, deps: AppDeps) => void (await onVerifiedUpload(e, deps)))
  const timer = setInterval(() => {
    runExclusive(app.deps.database, 'wechat-shipping', () => retryShippingUploads(app.deps)).catch((err) =>
      app.log.warn({ err, event: 'wechat.shipping_retry_failed' }, 'WeChat shipping upload retry failed'),
    )
  }, ms)
  timer.unref()
  return () => clearInterval(timer)
}
