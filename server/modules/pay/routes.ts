/**
 * /pay-center (SPEC §2 Pay, §4 channels and pay result): prepay of a pending order (pay/toPay), the
 * providers' asynchronous notify (notify/:provider, cmbNotify: signature AND amount verified,
 * applied once), and the sandbox that stands in for the providers' pages: the H5 cashier
 * (GET /pay-center/sandbox/cashier?payNo=, 支付成功 / 取消支付 / 支付失败) and the JSAPI bridge
 * (POST /pay-center/sandbox/confirm {payNo, result}). Both settle the sandbox ledger and deliver a
 * signed notify to notify/sandbox over HTTP like a provider would. The sandbox endpoints exist only
 * when the development sandbox is enabled (SANDBOX_PROVIDERS=1; never in production mode). The cashier
 * (page and buttons) needs the payer: the signed, short-lived token of its link (bound to the payNo,
 * sandbox.cashierToken) or the payer's session; anyone else gets 403. It returns only to a shop page
 * (src/domain checkPayReturnUrl).
 */
import querystring from 'node:querystring'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { Selectable } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { ApiError, badRequest, notFound, ok } from '../../lib/errors'
import { loadViewer, requireUser } from '../../lib/auth-scope'
import { payments } from '../../payments'
import type { SandboxNotify } from '../../payments/sandbox'
import {
  checkPayReturnUrl,
  parsePayResult,
  payResultLabel,
  isPayChannelAllowed,
  PAY_RETURN_PATH,
  type PayChannel,
} from '../../../src/domain/orders'
import { formatCents } from '../../../src/domain/money'
import { applyPayResult, payReturnOrigins, startPayment } from './service'
import { clientEnv } from '../../lib/request-context'
import { Envelope } from '../../../contract/lib'
import { PrepayRes, SandboxConfirmRes, SandboxConfirmReq, ToPayReq } from '../../../contract/pay'
import * as M from '../../../src/domain/messages'

const tags = ['pay-center']
/** the cashier without its link's valid token or the payer's session */
export const CASHIER_DENIED = M.CASHIER_LINK_INVALID

/** verifies a provider's notify and applies it; returns the ack the provider expects */
export async function handleNotify(
  app: FastifyInstance,
  providerName: string,
  body: unknown,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ status: number; contentType: string; body: string }> {
  const provider = payments(app.deps).byName(providerName)
  if (!provider)
    return { status: 404, contentType: 'application/json', body: JSON.stringify({ code: 404, msg: M.PAY_PROVIDER_NOT_FOUND, data: null }) }
  const n = await provider.verifyNotify(body, headers)
  if (!n) {
    app.log.warn({ provider: providerName }, 'payment notify refused: bad signature')
    const a = provider.ack(false, body)
    return { status: 400, contentType: a.contentType, body: a.body }
  }
  try {
    await applyPayResult(app, n)
  } catch (err: any) {
    if (err?.statusCode === 400 || err?.statusCode === 404) {
      app.log.warn({ provider: providerName, payNo: n.payNo, reason: err.message }, 'payment notify refused')
      const a = provider.ack(false, body)
      return { status: err.statusCode, contentType: a.contentType, body: a.body }
    }
    throw err
  }
  const a = provider.ack(true, body)
  return { status: 200, contentType: a.contentType, body: a.body }
}

/** delivers a sandbox notify like a provider: an HTTP POST to this server's notify URL */
async function deliverNotify(app: FastifyInstance, notify: SandboxNotify): Promise<void> {
  const addr = app.server.address()
  if (addr && typeof addr === 'object') {
    const host =
      addr.family === 'IPv6' ? `[${addr.address === '::' ? '::1' : addr.address}]` : addr.address === '0.0.0.0' ? '127.0.0.1' : addr.address
    try {
      const res = await fetch(`http://${host}:${addr.port}/pay-center/notify/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(notify),
        signal: AbortSignal.timeout(10_000),
      })
      if (res.ok) return
      app.log.warn({ status: res.status }, 'sandbox notify not accepted')
      return
    } catch (err) {
      app.log.warn({ err }, 'sandbox notify delivery failed; applying in process')
    }
  }
  await handleNotify(app, 'sandbox', notify, {})
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const CHANNEL_TITLE: Record<number, string> = {
  1: '招商银行 · 支付宝',
  2: '招商银行 · 微信',
  3: '微信支付',
  4: '微信支付',
  5: '支付宝',
  6: '支付宝',
}

function cashierHtml(p: { payNo: string; token: string; amountCents: number; channel: number; status: string; orderNo: string }): string {
  const done = p.status !== 'WAITING'
  const btn = (result: string, label: string, cls: string) =>
    `<form method="POST" action="/pay-center/sandbox/cashier/submit"><input type="hidden" name="payNo" value="${esc(p.payNo)}"><input type="hidden" name="token" value="${esc(p.token)}"><input type="hidden" name="result" value="${result}"><button class="${cls}" type="submit"${done ? ' disabled' : ''}>${label}</button></form>`
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no">
<title>收银台（沙箱）</title><style>
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#222}
.top{background:#1677ff;color:#fff;padding:18px 16px 60px;text-align:center}.top h1{font-size:17px;margin:0}.top p{margin:6px 0 0;font-size:12px;opacity:.85}
.card{margin:-44px 14px 0;background:#fff;border-radius:12px;padding:22px 18px;box-shadow:0 2px 10px rgba(0,0,0,.06);text-align:center}
.amount{font-size:34px;font-weight:600;margin:8px 0}.amount small{font-size:18px}.meta{font-size:13px;color:#888;line-height:1.8}
.btns{margin:22px 14px}.btns form{margin:0 0 12px}button{width:100%;height:46px;border:0;border-radius:23px;font-size:16px}
.ok{background:#1677ff;color:#fff}.cancel{background:#fff;color:#333;border:1px solid #ddd}.fail{background:#fff;color:#e54545;border:1px solid #f3c2c2}
button[disabled]{opacity:.45}.note{font-size:12px;color:#999;text-align:center;padding:0 20px}.state{color:#e54545;font-size:14px;margin-top:8px}
</style></head><body>
<div class="top"><h1>${esc(CHANNEL_TITLE[p.channel] ?? '收银台')}</h1><p>沙箱收银台 · 不会产生真实扣款</p></div>
<div class="card"><div class="meta">订单 ${esc(p.orderNo)}</div><div class="amount"><small>¥</small>${formatCents(p.amountCents)}</div>
<div class="meta">支付单号 ${esc(p.payNo)}</div>${done ? `<div class="state">该支付单已处理（${esc(p.status)}）</div>` : ''}</div>
<div class="btns">${btn('SUCCESS', '支付成功', 'ok')}${btn('CLOSED', '取消支付', 'cancel')}${btn('FAIL', '支付失败', 'fail')}</div>
<p class="note">这是代替微信 / 支付宝 / 招行页面的沙箱。选择结果后将通知服务器并返回商城。</p></body></html>`
}

function withQuery(url: string, q: Record<string, string | number>): string {
  const sep = url.includes('?') ? '&' : '?'
  return (
    url +
    sep +
    Object.entries(q)
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&')
  )
}

const plugin: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const db = app.deps.db
  const sandboxOn = app.deps.sandboxProviders

  // the cashier's buttons post forms (this plugin only)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, querystring.parse(String(body)))
    } catch (err) {
      done(err as Error, undefined)
    }
  })

  app.post<{ Body: { orderId: number; payChannel: PayChannel; returnUrl?: string } }>(
    '/pay/toPay',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: [{ token: [] }],
        summary: 'Prepay a pending order of the caller: parameters of the channel (4 wxJsapi, 6 tradeNO, 3/1/2 redirectUrl, 5 formHtml)',
        body: ToPayReq,
        response: { 200: Envelope(PrepayRes) },
      },
    },
    async (req) => {
      if (req.ctx.appTag && !isPayChannelAllowed(req.body.payChannel, clientEnv(req))) throw badRequest(M.PAY_CHANNEL_NOT_ALLOWED)
      return ok(
        await startPayment(app, {
          userId: req.user.userId,
          orderIds: [req.body.orderId],
          channel: req.body.payChannel,
          payWay: 1,
          returnUrl: req.body.returnUrl,
          clientIp: req.ip,
        }),
      )
    },
  )

  const notifyRoute = async (
    provider: string,
    body: unknown,
    headers: Record<string, string | string[] | undefined>,
    reply: FastifyReply,
  ) => {
    const r = await handleNotify(app, provider, body, headers)
    return reply.status(r.status).type(r.contentType).send(r.body)
  }
  app.post<{ Params: { provider: string } }>(
    '/notify/:provider',
    {
      schema: {
        tags,
        summary: "A provider's asynchronous payment notify (signature and amount verified; applied once)",
        params: {
          type: 'object',
          required: ['provider'],
          properties: { provider: { type: 'string', enum: ['sandbox', 'wechat', 'alipay', 'cmb'] } },
        },
      },
    },
    async (req, reply) => notifyRoute(req.params.provider, req.body, req.headers, reply),
  )
  app.post(
    '/cmbNotify',
    { schema: { tags, summary: 'China Merchants Bank notify (SPEC §7 cmbNotify); the sandbox while CMB is not configured' } },
    async (req, reply) => notifyRoute(payments(app.deps).forChannel(1).name, req.body, req.headers, reply),
  )

  if (!sandboxOn) return

  const sandbox = payments(app.deps).sandbox
  /**
   * The payer only: a valid cashier token of this payNo (its link), or the session of the payment's
   * user. Returns the token the page's buttons carry (the link's, or a fresh one for the payer's
   * session); anyone else (another user, no user, a token of another payNo, an expired one) 403.
   */
  const cashierAccess = async (
    req: FastifyRequest,
    payNo: string,
    token: unknown,
  ): Promise<{ pay: Selectable<DB['payment']>; token: string }> => {
    const pay = await db.selectFrom('payment').selectAll().where('pay_no', '=', payNo).executeTakeFirst()
    if (pay && typeof token === 'string' && sandbox.verifyCashierToken(payNo, token)) return { pay, token }
    await loadViewer(req)
    if (pay && req.session && req.session.userId === pay.user_id) {
      const until = Math.max(
        app.deps.now().getTime() + 60_000,
        ...(
          await db
            .selectFrom('shop_order')
            .select('close_at')
            .where('id', 'in', pay.order_ids as unknown as number[])
            .execute()
        ).map((o) => new Date(o.close_at).getTime()),
      )
      return { pay, token: sandbox.cashierToken(payNo, until) }
    }
    throw new ApiError(403, CASHIER_DENIED)
  }
  const cashierPage = async (req: FastifyRequest, payNo: string | undefined, token: unknown, reply: FastifyReply) => {
    if (!payNo) throw badRequest(M.missingParamMessage('payNo'))
    const access = await cashierAccess(req, payNo, token)
    const sp = await db.selectFrom('sandbox_payment').selectAll().where('pay_no', '=', payNo).executeTakeFirst()
    if (!sp) throw notFound(M.PAYMENT_NOT_FOUND)
    const firstOrder = await db
      .selectFrom('shop_order')
      .select('order_no')
      .where('id', '=', (access.pay.order_ids as unknown as number[])[0])
      .executeTakeFirst()
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        cashierHtml({
          payNo,
          token: access.token,
          amountCents: sp.amount_cents,
          channel: sp.channel,
          status: sp.status,
          orderNo: firstOrder?.order_no ?? '',
        }),
      )
  }
  const tokenField = { type: 'string', maxLength: 100 }
  app.get<{ Querystring: { payNo: string; token?: string } }>(
    '/sandbox/cashier',
    {
      schema: {
        tags,
        summary:
          "SANDBOX cashier page (HTML) for H5 flows: the link of the prepay reply (payNo and its signed token) or the payer's session",
        querystring: { type: 'object', required: ['payNo'], properties: { payNo: { type: 'string', maxLength: 64 }, token: tokenField } },
      },
    },
    async (req, reply) => cashierPage(req, req.query.payNo, req.query.token, reply),
  )
  app.post<{ Body: { payNo?: string; token?: string } }>(
    '/sandbox/cashier',
    {
      schema: {
        tags,
        summary: 'SANDBOX cashier reached by the ALI_H5 form post (payNo and its signed token)',
        body: { type: 'object', properties: { payNo: { type: 'string', maxLength: 64 }, token: tokenField } },
      },
    },
    async (req, reply) => cashierPage(req, req.body.payNo, req.body.token, reply),
  )

  const settle = async (payNo: string, result: 'SUCCESS' | 'CLOSED' | 'FAIL') => {
    const pay = await db.selectFrom('payment').selectAll().where('pay_no', '=', payNo).executeTakeFirst()
    if (!pay) throw notFound(M.PAYMENT_NOT_FOUND)
    const notify = await sandbox.settle(payNo, result)
    if (!notify) throw notFound(M.PAYMENT_NOT_FOUND)
    await deliverNotify(app, notify)
    return { pay, payResult: notify.result }
  }

  app.post<{ Body: { payNo: string; result: string; token?: string } }>(
    '/sandbox/cashier/submit',
    {
      schema: {
        tags,
        summary:
          "SANDBOX cashier button (the payer only: the page's signed token or the payer's session; else 403): settles, notifies, then redirects to the shop's return page with payNo, payResult, orderId",
        body: {
          type: 'object',
          required: ['payNo', 'result'],
          properties: {
            payNo: { type: 'string', maxLength: 64 },
            result: { type: 'string', enum: ['SUCCESS', 'CLOSED', 'FAIL'] },
            token: tokenField,
          },
        },
      },
    },
    async (req, reply) => {
      await cashierAccess(req, req.body.payNo, req.body.token)
      const { pay, payResult } = await settle(req.body.payNo, parsePayResult(req.body.result))
      const orderIds = pay.order_ids as unknown as number[]
      // the stored return URL was checked when the payment started; checked again (older rows, changed configuration)
      const back = checkPayReturnUrl(pay.return_url, payReturnOrigins(app.deps))
      return reply.redirect(
        withQuery(back.ok ? back.url : PAY_RETURN_PATH, {
          payNo: pay.pay_no,
          payResult,
          orderId: orderIds[0],
          msg: payResultLabel(payResult),
        }),
        303,
      )
    },
  )

  app.post<{ Body: { payNo: string; result: string } }>(
    '/sandbox/confirm',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: [{ token: [] }],
        summary: "SANDBOX JSAPI bridge: the app's sandbox requestPayment/tradePay reports the result (the payer's own payment only)",
        body: SandboxConfirmReq,
        response: { 200: Envelope(SandboxConfirmRes) },
      },
    },
    async (req) => {
      const pay = await db.selectFrom('payment').select(['user_id']).where('pay_no', '=', req.body.payNo).executeTakeFirst()
      if (!pay || pay.user_id !== req.user.userId) throw notFound(M.PAYMENT_NOT_FOUND)
      const r = await settle(req.body.payNo, parsePayResult(req.body.result))
      return ok({ payNo: req.body.payNo, payResult: r.payResult, orderIds: r.pay.order_ids as unknown as number[] })
    },
  )
}
export default plugin
