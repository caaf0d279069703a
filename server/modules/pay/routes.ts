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
 * Routes: `publicPayRoutes` (notifies, cashier) and `userPayRoutes` (toPay, sandbox/confirm; the
 * authenticated scope); notifies and the sandbox settlement: notify.ts; the cashier page: cashier.ts.
 */
import querystring from 'node:querystring'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Selectable } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { ApiError, badRequest, notFound, ok } from '../../lib/errors'
import { loadViewer } from '../../lib/auth-scope'
import { payments } from '../../payments'
import { checkPayReturnUrl, parsePayResult, payResultLabel, isPayChannelAllowed, PAY_RETURN_PATH } from '../../../src/domain/orders'
import { payReturnOrigins, startPayment, syncWaiting } from './service'
import { clientEnv } from '../../lib/request-context'
import { Envelope } from '../../../contract/lib'
import {
  NotifyParams,
  PrepayRes,
  SandboxCashierForm,
  SandboxCashierQuery,
  SandboxCashierSubmit,
  SandboxConfirmRes,
  SandboxConfirmReq,
  ToPayReq,
} from '../../../contract/pay'
import * as M from '../../../src/domain/messages'
import { CASHIER_DENIED, handleNotify, settleSandbox } from './notify'
import { cashierHtml, withQuery } from './cashier'

const tags = ['pay-center']
/** the raw text of a request's JSON body (the notifies' signatures are over it) */
const rawBodies = new WeakMap<FastifyRequest, string>()

/** no login: the providers' notifies and the sandbox cashier (page and buttons: the payer by link token or session) */
export const publicPayRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db
  const sandboxOn = app.deps.sandboxProviders

  // the cashier's buttons and Alipay's notifies post forms (this plugin only); the raw text is kept: Alipay's
  // signature is over the decoded fields of exactly what was sent
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    try {
      rawBodies.set(req, String(body))
      done(null, querystring.parse(String(body)))
    } catch (err) {
      done(err as Error, undefined)
    }
  })

  // JSON bodies of this plugin (the notifies) keep their raw text: WeChat Pay's signature is over the exact bytes
  // received, never over re-serialised JSON (an empty body counts as {}, malformed JSON is a 400, as everywhere)
  const jsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    rawBodies.set(req, String(body))
    if (typeof body === 'string' && body.trim() === '') return done(null, {})
    jsonParser(req, body as string, done)
  })

  // the sync job: payments still waiting and refunds still pending are asked of their provider (service syncWaiting)
  const syncTimer = setInterval(() => {
    syncWaiting(app).catch((err) => app.log.warn({ err, event: 'pay.sync_failed' }, 'payment sync failed'))
  }, app.deps.config.orders.sweepMs)
  syncTimer.unref()
  app.addHook('onClose', async () => clearInterval(syncTimer))

  const notifyRoute = async (provider: string, req: FastifyRequest, reply: FastifyReply) => {
    const r = await handleNotify(app, provider, req.body, req.headers, rawBodies.get(req))
    return reply.status(r.status).type(r.contentType).send(r.body)
  }
  app.post(
    '/notify/:provider',
    {
      schema: {
        tags,
        summary: "A provider's asynchronous payment notify (signature and amount verified; applied once)",
        params: NotifyParams,
      },
    },
    async (req, reply) => notifyRoute(req.params.provider, req, reply),
  )
  app.post(
    '/cmbNotify',
    { schema: { tags, summary: 'China Merchants Bank notify (SPEC §7 cmbNotify); the sandbox while CMB is not configured' } },
    async (req, reply) => notifyRoute(payments(app.deps).forChannel(1).name, req, reply),
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
  app.get(
    '/sandbox/cashier',
    {
      schema: {
        tags,
        summary:
          "SANDBOX cashier page (HTML) for H5 flows: the link of the prepay reply (payNo and its signed token) or the payer's session",
        querystring: SandboxCashierQuery,
      },
    },
    async (req, reply) => cashierPage(req, req.query.payNo, req.query.token, reply),
  )
  app.post(
    '/sandbox/cashier',
    {
      schema: {
        tags,
        summary: 'SANDBOX cashier reached by the ALI_H5 form post (payNo and its signed token)',
        body: SandboxCashierForm,
      },
    },
    async (req, reply) => cashierPage(req, req.body.payNo, req.body.token, reply),
  )

  app.post(
    '/sandbox/cashier/submit',
    {
      schema: {
        tags,
        summary:
          "SANDBOX cashier button (the payer only: the page's signed token or the payer's session; else 403): settles, notifies, then redirects to the shop's return page with payNo, payResult, orderId",
        body: SandboxCashierSubmit,
      },
    },
    async (req, reply) => {
      await cashierAccess(req, req.body.payNo, req.body.token)
      const { pay, payResult } = await settleSandbox(app, req.body.payNo, parsePayResult(req.body.result))
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
}

/** login required (the authenticated scope): prepay, and the sandbox JSAPI bridge */
export const userPayRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db
  app.post(
    '/pay/toPay',
    {
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

  if (!app.deps.sandboxProviders) return

  app.post(
    '/sandbox/confirm',
    {
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
      const r = await settleSandbox(app, req.body.payNo, parsePayResult(req.body.result))
      return ok({ payNo: req.body.payNo, payResult: r.payResult, orderIds: r.pay.order_ids as unknown as number[] })
    },
  )
}
