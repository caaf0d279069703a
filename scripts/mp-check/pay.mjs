#!/usr/bin/env node
/**
 * A mini-program build pays for real against the local gateways (issue 30, go live): WeChat Pay channel 4
 * (requestPayment) on weapp, Alipay channel 6 (my.tradePay) on alipay.
 *
 *   node --import tsx scripts/mp-check/pay.mjs weapp|alipay [distDir] [--json]
 *
 * (tsx: the fakes of test-support/gateways are TypeScript.) It starts the fakes — the WeChat API (jscode2session),
 * WeChat Pay API v3, Alipay's gateway — and a server in PRODUCTION mode (NODE_ENV=production, no sandbox provider,
 * a seeded PGlite folder) whose real providers point at them, then:
 *  1. logs a mini-program user in with a code the fake issued (wx.login → /user-center/wxLogin → code2session;
 *     my.getAuthCode → /user-center/aliLogin → alipay.system.oauth.token);
 *  2. that user orders goods 6002 (orderCenter/commitPay, no channel: a pending order);
 *  3. boots /webOrderDetail?id= (the placed order) and taps 继续支付: the page prepays (pay/toPay in the
 *     environment's channel) and calls requestPayment / tradePay. The fake runtime's wallet (`payment` of
 *     runtime.mjs) VERIFIES what it got: weapp — signType RSA, package prepay_id=… issued by the fake WeChat Pay for
 *     this mini-program's appid, paySign an RSA-SHA256 signature of `appId\ntimeStamp\nnonceStr\npackage\n` that
 *     verifies with the merchant's public key, a time stamp within 5 minutes; alipay — the tradeNO was created by the
 *     fake (alipay.trade.create, JSAPI_PAY) for this app and this payer, waiting for payment. Then the payer pays at
 *     the fake and the fake posts its signed notify to the server;
 *  4. the page must go to /pay/transition with payResult=SUCCESS; that page asks the SERVER (orderQuery) and must
 *     redirect to /pay-success; the server's order detail must say 待发货 (status 102, paid, channel 4 / 6);
 *  5. self-test: a second order paid with a tampered paySign (weapp: one base64 character changed) / tradeNO (alipay:
 *     one character changed) must FAIL steps 3-4: the wallet refuses, the page does not reach /pay-success, the
 *     order stays 待支付 and the fake's trade unpaid. A check that passed with a tampered parameter would fail here.
 * Exit code 1 on any failure.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { bootPage, prepareSession, tapElement } from './boot.mjs'
import { builtPage } from './demo.mjs'
import { FakeWechatApi, MINI_APP } from '../../test-support/gateways/wechat-api.ts'
import { FakeWechatPay } from '../../test-support/gateways/wechatpay.ts'
import { FakeAlipay } from '../../test-support/gateways/alipay.ts'
import { runScript, startServer } from '../../test-support/server/processes.ts'

const NOTIFY_BASE = 'https://shop.hospital.example'
const HOSPITAL = '6'
const GOODS = { goodsId: 6002, skuId: 60021, goodsNum: 1 }
const ADDRESS = {
  recvName: '张三',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路1号',
}
/** order status of a paid goods order: 104 待使用/收货 (the paid state of a goods order; e2e/production.spec.ts) */
const PAID_STATUS = 104
const PENDING_STATUS = 101

/** the fakes and a production-mode server pointed at them */
export async function startStack({ platform = 'weapp' } = {}) {
  const wxApi = await new FakeWechatApi().start()
  const wxPay = await new FakeWechatPay({ appids: [MINI_APP.appId] }).start()
  const ali = await new FakeAlipay().start()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-pay-'))
  const stop = async (server) => {
    if (server) {
      server.child.kill('SIGTERM')
      await server.exited
    }
    await Promise.all([wxApi.close(), wxPay.close(), ali.close()])
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    // migrations and the seed (its goods and hospitals) into the PGlite folder, as an operator's `npm run migrate -- --seed`
    const m = runScript('server/migrate.ts', { DATA_DIR: dataDir, NODE_ENV: 'test' }, ['--seed'])
    if (m.code !== 0) throw new Error(`migrate --seed failed:\n${m.out}`)
    if (platform === 'alipay') {
      // The hospital's setting must_bind_phone (seeded on) made off, as its operator may: an Alipay login has no
      // phone-binding route (my.getPhoneNumber is not wired) and the SMS binding needs a captcha; the WeChat check
      // binds through the phone-number button instead (/user-center/wxPhone).
      const { PGlite } = await import('@electric-sql/pglite')
      const pg = new PGlite({ dataDir })
      await pg.query(`update sys_conf set config_val = '0' where config_key = 'must_bind_phone'`)
      await pg.close()
    }
    const w = wxPay.config(NOTIFY_BASE)
    const al = ali.config(NOTIFY_BASE)
    const server = await startServer(
      {
        NODE_ENV: 'production',
        SANDBOX_PROVIDERS: '',
        PAY_SANDBOX: '',
        DATA_DIR: dataDir,
        MIGRATE_ON_START: '0',
        SEED: '0',
        SERVER_SECRET: crypto.randomBytes(32).toString('hex'),
        RATE_LIMIT_MAX: '10000',
        NOTIFY_BASE_URL: NOTIFY_BASE,
        WX_APPID: MINI_APP.appId,
        WX_SECRET: MINI_APP.secret,
        WX_API_BASE: wxApi.origin,
        WXPAY_MCHID: w.mchId,
        WXPAY_APPID: w.appId,
        WXPAY_PRIVATE_KEY: w.privateKey,
        WXPAY_SERIAL_NO: w.serialNo,
        WXPAY_API_V3_KEY: w.apiV3Key,
        WXPAY_PUBLIC_KEY: w.publicKey ?? '',
        WXPAY_PUBLIC_KEY_ID: w.publicKeyId ?? '',
        WXPAY_API_BASE: wxPay.origin,
        ALIPAY_APPID: al.appId,
        ALIPAY_PRIVATE_KEY: al.privateKey,
        ALIPAY_PUBLIC_KEY: al.alipayPublicKey ?? '',
        ALIPAY_SELLER_ID: al.sellerId,
        ALIPAY_GATEWAY: al.gateway,
        ALIPAY_AES_KEY: al.aesKey,
      },
      180_000,
    ).catch(async (e) => {
      await stop(null)
      throw e
    })
    wxPay.deliverTo = server.base
    ali.deliverTo = server.base
    return { wxApi, wxPay, ali, server, stop: () => stop(server) }
  } catch (e) {
    await stop(null).catch(() => undefined)
    throw e
  }
}

/**
 * The payer's wallet in the fake runtime: verifies requestPayment / tradePay parameters against the gateway that issued
 * them, then pays there and has the gateway post its signed notify. `tamper` changes the parameter first (as if the
 * server had sent it so): the self-test.
 */
export function wallet(platform, { wxPay, ali, openId }, { tamper = false } = {}) {
  const log = []
  const pay = async (name, o) => {
    if (platform === 'weapp') {
      if (name !== 'requestPayment') throw new Error(`${name} on weapp`)
      let paySign = String(o.paySign || '')
      if (tamper) paySign = (paySign[0] === 'A' ? 'B' : 'A') + paySign.slice(1)
      if (o.signType !== 'RSA') throw new Error(`signType ${o.signType}, expected RSA`)
      const prepayId = /^prepay_id=(.+)$/.exec(String(o.package || ''))?.[1]
      if (!prepayId) throw new Error(`package "${o.package}" is not prepay_id=…`)
      const order = [...wxPay.orders.values()].find((x) => x.prepayId === prepayId)
      if (!order) throw new Error(`prepay_id ${prepayId} was not issued by the WeChat Pay gateway`)
      if (order.kind !== 'jsapi' || order.appid !== MINI_APP.appId)
        throw new Error(`prepay ${prepayId} is ${order.kind} of appid ${order.appid}, not JSAPI of the mini-program ${MINI_APP.appId}`)
      const ts = Number(o.timeStamp)
      if (!/^\d{10}$/.test(String(o.timeStamp)) || Math.abs(Date.now() / 1000 - ts) > 300)
        throw new Error(`timeStamp ${o.timeStamp} is not a current time in seconds`)
      if (!/^[0-9A-Za-z]{1,32}$/.test(String(o.nonceStr || ''))) throw new Error(`nonceStr "${o.nonceStr}" is not 1-32 letters/digits`)
      const message = `${MINI_APP.appId}\n${o.timeStamp}\n${o.nonceStr}\n${o.package}\n`
      const ok = crypto.verify('RSA-SHA256', Buffer.from(message), wxPay.merchantPublicKey, Buffer.from(paySign, 'base64'))
      if (!ok) throw new Error('paySign does not verify with the merchant public key')
      wxPay.pay(order.outTradeNo)
      const n = await wxPay.post(wxPay.paymentNotify(order.outTradeNo))
      log.push({ api: name, outTradeNo: order.outTradeNo, notify: n.status })
      if (n.status >= 300) throw new Error(`the server answered the payment notify with ${n.status} ${n.body}`)
      return { ok: true, res: {} }
    }
    if (name !== 'tradePay') throw new Error(`${name} on alipay`)
    let tradeNO = String(o.tradeNO || '')
    if (tamper) tradeNO = tradeNO.slice(0, -1) + (tradeNO.endsWith('1') ? '2' : '1')
    const trade = [...ali.trades.values()].find((t) => t.tradeNo === tradeNO)
    if (!trade) throw new Error(`tradeNO ${tradeNO} was not created by the Alipay gateway`)
    const created = ali.requests.find((r) => r.method === 'alipay.trade.create' && r.biz?.out_trade_no === trade.outTradeNo)
    if (!created || created.params.app_id !== ali.appId)
      throw new Error(`trade ${tradeNO} was not created by this app (${ali.appId}): app_id ${created?.params.app_id}`)
    if (trade.productCode !== 'JSAPI_PAY') throw new Error(`trade ${tradeNO} is ${trade.productCode}, not JSAPI_PAY`)
    if (trade.buyerOpenId !== openId) throw new Error(`trade ${tradeNO} is for buyer ${trade.buyerOpenId}, not this payer ${openId}`)
    if (trade.state !== 'WAIT_BUYER_PAY') throw new Error(`trade ${tradeNO} is ${trade.state}`)
    ali.pay(trade.outTradeNo)
    const n = await ali.post(ali.paymentNotify(trade.outTradeNo))
    log.push({ api: name, outTradeNo: trade.outTradeNo, notify: n.status })
    if (n.status >= 300 || n.body !== 'success') throw new Error(`the server answered the payment notify with ${n.status} ${n.body}`)
    return { ok: true, res: { resultCode: '9000' } }
  }
  return { pay, log }
}

async function api(base, method, url, body, token) {
  const headers = { hospitalId: HOSPITAL, 'content-type': 'application/json' }
  if (token) headers.token = token
  const res = await fetch(new URL(url, base), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const json = await res.json().catch(() => null)
  if (res.status !== 200 || json?.code !== 200) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`)
  return json.data
}

/**
 * One payment through the built pages. Returns { failures, facts }: failures empty = paid end to end as the server
 * says.
 */
export async function payOnce({ platform, distDir, stack, tamper = false, quiet = true }) {
  const { wxApi, wxPay, ali, server } = stack
  const failures = []
  const facts = { platform, tamper }
  const openId = `o${crypto.randomBytes(12).toString('hex')}`
  const code = platform === 'weapp' ? wxApi.loginCode(MINI_APP.appId, { openid: openId }) : ali.authCode(openId)
  const session = await prepareSession({
    platform,
    distDir,
    api: server.base,
    login: { path: platform === 'weapp' ? '/user-center/wxLogin' : '/user-center/aliLogin', code },
    hospitalId: Number(HOSPITAL),
  })
  const token = session.user.token
  if (platform === 'weapp') {
    // the phone-number button (getPhoneNumber's code, exchanged by the server at the fake WeChat API): must_bind_phone
    const phone = `139${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`
    await api(server.base, 'POST', '/user-center/wxPhone', { code: wxApi.phoneCode(MINI_APP.appId, phone) }, token)
  }
  const placed = await api(server.base, 'POST', '/order-center/orderCenter/commitPay', { goodsList: [GOODS], address: ADDRESS }, token)
  const orderId = placed.orderId
  facts.orderId = orderId
  const w = wallet(platform, { wxPay, ali, openId }, { tamper })
  const page = builtPage(distDir, platform, '/webOrderDetail')
  const booted = await bootPage({
    platform,
    distDir,
    page,
    query: { hospitalId: HOSPITAL, id: String(orderId) },
    api: server.base,
    storage: session.storage,
    payment: w.pay,
    quiet,
  })
  const { rt } = booted
  try {
    await rt.settle()
    const tap = await tapElement(rt, booted.page, { text: '继续支付' })
    await rt.settle({ timeout: 20_000 })
    const payCalls = rt.calls.filter((c) => c.api === (platform === 'weapp' ? 'requestPayment' : 'tradePay'))
    facts.payCalls = payCalls.length
    facts.wallet = w.log
    facts.refused = rt.paymentErrors
    if (payCalls.length !== 1)
      failures.push(`${payCalls.length} calls of the platform payment (expected 1); toasts: ${JSON.stringify(rt.toasts)}`)
    if (rt.paymentErrors.length) failures.push(`the wallet refused: ${rt.paymentErrors.join('; ')}`)
    const nav = [...tap.nav, ...rt.nav].map((n) => n.url || '').find((u) => u.includes('/pay/transition'))
    facts.nav = nav
    const q = nav ? Object.fromEntries(new URL(nav, 'http://x').searchParams) : null
    if (!q) failures.push(`the page did not go to /pay/transition: ${JSON.stringify(rt.nav)}`)
    else if (q.payResult !== 'SUCCESS') failures.push(`/pay/transition with payResult=${q.payResult}`)
    if (q && q.payResult === 'SUCCESS') {
      // the transition page asks the server (orderQuery) and goes on to the result the server gives
      const before = rt.nav.length
      await rt.openPage(builtPage(distDir, platform, '/pay/transition'), q)
      await rt.settle({ timeout: 20_000 })
      const next = rt.nav.slice(before).map((n) => n.url || '')
      facts.afterTransition = next
      if (!next.some((u) => u.includes('/pages/pay/paySuccess/index')))
        failures.push(`/pay/transition did not reach /pay-success: ${JSON.stringify(next)}`)
    }
  } finally {
    rt.dispose()
  }
  // the server's word: the order is paid (待发货) in this channel
  const detail = await api(server.base, 'GET', `/order-center/orderCenter/orderDetail?id=${orderId}`, undefined, token).catch((e) => ({
    error: e.message,
  }))
  facts.server = {
    status: detail.status,
    payChannel: detail.payChannel,
    statusLabel: detail.statusName ?? detail.statusLabel,
    error: detail.error,
  }
  if (detail.status !== PAID_STATUS)
    failures.push(
      `the server's order ${orderId} is status ${detail.status}${detail.error ? ` (${detail.error})` : ''}, not ${PAID_STATUS} (paid)`,
    )
  else if (detail.payChannel !== (platform === 'weapp' ? 4 : 6))
    failures.push(`the server's order ${orderId} was paid in channel ${detail.payChannel}, not ${platform === 'weapp' ? 4 : 6}`)
  return { failures, facts, pendingStatus: PENDING_STATUS }
}

export async function checkPay({ platform = 'weapp', distDir, quiet = true }) {
  distDir = path.resolve(distDir || `dist/${platform}`)
  const stack = await startStack({ platform })
  try {
    const paid = await payOnce({ platform, distDir, stack, quiet })
    const tampered = await payOnce({ platform, distDir, stack, tamper: true, quiet })
    const failures = paid.failures.map((f) => `pay: ${f}`)
    // the self-test: with a tampered parameter the same check must fail, and nothing may be paid
    if (!tampered.failures.length) failures.push(`self-test: a tampered ${platform === 'weapp' ? 'paySign' : 'tradeNO'} passed the check`)
    if (!tampered.facts.refused?.length) failures.push('self-test: the wallet did not refuse the tampered parameter')
    if (tampered.facts.server.status !== PENDING_STATUS)
      failures.push(
        `self-test: the order paid with a tampered parameter is status ${tampered.facts.server.status}, not ${PENDING_STATUS} 待支付`,
      )
    return { paid: paid.facts, tampered: { ...tampered.facts, failuresSeen: tampered.failures }, failures }
  } finally {
    await stack.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  const args = process.argv.slice(2)
  const platform = args[0]
  if (platform !== 'weapp' && platform !== 'alipay') {
    console.error('usage: node --import tsx scripts/mp-check/pay.mjs weapp|alipay [distDir] [--json]')
    process.exit(2)
  }
  const distDir = args[1] && !args[1].startsWith('--') ? args[1] : undefined
  let r
  try {
    r = await checkPay({ platform, distDir })
  } catch (e) {
    console.error(`pay ${platform}: ${e.stack || e.message}`)
    process.exit(1)
  }
  if (args.includes('--json')) console.log(JSON.stringify(r, null, 2))
  else {
    const ch = platform === 'weapp' ? 'channel 4 (requestPayment)' : 'channel 6 (tradePay)'
    console.log(`pay ${platform} ${ch}: order ${r.paid.orderId} → ${r.paid.nav ?? '-'} → ${(r.paid.afterTransition || []).join(', ')}`)
    console.log(`  wallet: ${JSON.stringify(r.paid.wallet)}; server: ${JSON.stringify(r.paid.server)}`)
    console.log(
      `  self-test (tampered): order ${r.tampered.orderId} → ${r.tampered.nav ?? '-'}; refused "${(r.tampered.refused || []).join('; ')}"; server: ${JSON.stringify(r.tampered.server)}`,
    )
    console.log(
      `  the check's verdict on the tampered payment: ${r.tampered.failuresSeen.length} failure(s): ${r.tampered.failuresSeen.join(' | ')}`,
    )
    console.log(r.failures.length ? `FAILED:\n- ${r.failures.join('\n- ')}` : 'ok')
  }
  process.exit(r.failures.length ? 1 : 0)
}
