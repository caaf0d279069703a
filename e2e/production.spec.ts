/**
 * Production mode against the local gateways (issue 30): the server runs with NODE_ENV=production and no sandbox
 * (no /dev endpoints, no sms_outbox, no sandbox cashier) on PostgreSQL, its providers pointed at the local fakes:
 * Tencent Cloud SMS (test-support/gateways/tencent-sms.ts) and WeChat Pay v3 (test-support/gateways/wechatpay.ts).
 * A patient logs in by SMS on H5 — the captcha read from the database as a person reads the image, the code from
 * what the fake SMS API received — and pays an order with WeChat Pay H5: h5_url → the fake's cashier → 确认支付 →
 * the signed, encrypted payment notify → back in the app, the order paid. Then, with Alipay (test-support/gateways/alipay.ts)
 * configured too: an Alipay wap payment (ALI H5, alipay.trade.wap.pay: the signed URL → the fake's cashier → 确认付款 →
 * the signed async notify → the return to /h5PayResult with payNo and Alipay's synchronous fields → 支付成功); and
 * after-sales refunded through the providers: the patient applies on /afterSaleApply for two paid orders (WeChat Pay,
 * Alipay), a platform admin made by `npm run staff -- create-admin` on this PostgreSQL database signs in to the
 * console (TOTP computed here) and invites a customer-service agent and a finance member, who sign in the same way;
 * the agent approves both in 售后审核, finance refunds both in 退款审批: Alipay answers the refund synchronously
 * (已退款), WeChat Pay takes it as PROCESSING and its encrypted REFUND.SUCCESS notify — posted twice — completes it;
 * each provider holds exactly one refund; the patient's /afterSaleDetail shows 已退款 for both.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import path from 'node:path'
import pg from 'pg'
import { FakeTencentSms } from '../test-support/gateways/tencent-sms'
import { FakeWechatPay } from '../test-support/gateways/wechatpay'
import { FakeAlipay } from '../test-support/gateways/alipay'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { freePort, startPgCluster, type PgCluster } from '../test-support/server/processes'
import { RESULTS } from './fixtures'
import { at, putUserInStorage, settled, stable, waitForPage } from './helpers'
import { firstSignIn, loaded, staffContext } from './console-helpers'

const ROOT = path.resolve(__dirname, '..')
const NOTIFY_BASE = 'https://shop.hospital.example'
const SIGN = '医府健康'
const TEMPLATE = '2233445'

test.describe.configure({ mode: 'serial' })

let cluster: PgCluster
let server: { base: string; child: ChildProcess; exited: Promise<void>; log: () => string }
let db: pg.Client
const wx = new FakeWechatPay()
const ali = new FakeAlipay()
/** the server's environment (also the staff command's: `npm run staff` on the same database) */
let serverEnv: Record<string, string> = {}
const sms = new FakeTencentSms({ signs: [SIGN], templates: { [TEMPLATE]: 2 } })

/** the server as `npm run server` starts it (the tsx CLI, as e2e/fixtures.ts does), resolved once it is ready */
async function start(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (d) => (log += d))
  child.stderr?.on('data', (d) => (log += d))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const end = Date.now() + 200_000
  while (!/^ready in \d+ ms/m.test(log)) {
    if (child.exitCode !== null) throw new Error(`the production server exited:\n${log.slice(-3000)}`)
    if (Date.now() > end) throw new Error(`the production server did not start:\n${log.slice(-3000)}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return { base: `http://127.0.0.1:${port}`, child, exited, log: () => log }
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  await wx.start()
  await ali.start()
  await sms.start()
  cluster = startPgCluster()
  const url = cluster.createDatabase('prod_journey')
  const w = wx.config(NOTIFY_BASE)
  const al = ali.config(NOTIFY_BASE)
  const port = await freePort()
  serverEnv = {
    // the H5 app's origin (served by this server) as a payment's return origin
    PAY_RETURN_ORIGINS: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    SANDBOX_PROVIDERS: '',
    PAY_SANDBOX: '',
    DATABASE_URL: url,
    STATIC_DIR: path.join(ROOT, 'dist/h5'),
    SERVER_SECRET: 'a'.repeat(64),
    TRUST_PROXY: '1',
    NOTIFY_BASE_URL: NOTIFY_BASE,
    WXPAY_MCHID: w.mchId,
    WXPAY_APPID: w.appId,
    WXPAY_PRIVATE_KEY: w.privateKey,
    WXPAY_SERIAL_NO: w.serialNo,
    WXPAY_API_V3_KEY: w.apiV3Key,
    WXPAY_PUBLIC_KEY: w.publicKey ?? '',
    WXPAY_PUBLIC_KEY_ID: w.publicKeyId ?? '',
    WXPAY_API_BASE: wx.origin,
    SMS_PROVIDER: 'tencent',
    SMS_TENCENT_SECRET_ID: sms.secretId,
    SMS_TENCENT_SECRET_KEY: sms.secretKey,
    SMS_TENCENT_SDK_APP_ID: sms.sdkAppId,
    SMS_TENCENT_ENDPOINT: sms.origin,
    SMS_SIGN_NAME: SIGN,
    SMS_TEMPLATE_CODE: TEMPLATE,
    ALIPAY_APPID: al.appId,
    ALIPAY_PRIVATE_KEY: al.privateKey,
    ALIPAY_PUBLIC_KEY: al.alipayPublicKey ?? '',
    ALIPAY_SELLER_ID: al.sellerId,
    ALIPAY_GATEWAY: al.gateway,
  }
  server = await start(port, serverEnv)
  // WeChat and Alipay post to NOTIFY_BASE_URL (https); here the fake delivers to the server's own address
  wx.deliverTo = server.base
  ali.deliverTo = server.base
  db = new pg.Client({ connectionString: url })
  await db.connect()
})

test.afterAll(async () => {
  await db?.end().catch(() => undefined)
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM')
    await server.exited
  }
  cluster?.stop()
  await wx.close()
  await ali.close()
  await sms.close()
})

const visible = (page: Page, selector: string) => page.locator(selector).locator('visible=true').first()

/** the answer of the captcha the popup shows: what a person reads off the image */
async function captchaAnswer(id: string): Promise<string> {
  const r = await db.query<{ answer: string }>('select answer from captcha where id = $1', [id])
  if (!r.rows[0]) throw new Error(`no captcha ${id}`)
  return r.rows[0].answer
}

test('production mode: SMS login through Tencent Cloud SMS, a WeChat Pay H5 payment through the cashier and its notify', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const app = `${server.base}/hospital`
  // no sandbox: the development endpoints do not exist
  expect((await page.request.get(`${server.base}/dev/outbox?phone=13900000000`)).status()).toBe(404)
  const methods = await (
    await page.request.get(`${server.base}/order-center/cart/payMethod?channel=none`, { headers: { hospitalId: '6' } })
  ).json()
  expect(methods.data.list.map((m: { payChannel: number }) => m.payChannel).sort()).toEqual([3, 5])

  const phone = `139${String(Date.now()).slice(-8)}`
  await page.goto(`${app}/login?hospitalId=6`)
  await settled(page)
  await visible(page, 'input[name="phone"]').fill(phone)
  const captcha = page.waitForResponse((r) => r.url().includes('/user-center/captcha') && r.request().method() === 'GET')
  await visible(page, '.auth-send-code').click()
  const id = (await (await captcha).json()).data.captchaId as string
  await visible(page, 'input[name="captcha"]').fill(await captchaAnswer(id))
  const sent = page.waitForResponse((r) => r.url().includes('/user-center/verifyCode'))
  await visible(page, '.captcha-popup__ok').click()
  expect((await (await sent).json()).data.errCode).toBe(0)
  // the code went out through the fake Tencent Cloud API, signed with our SecretKey, with our signature and template
  const msg = sms.sent.find((s) => s.phone.endsWith(phone))
  expect(msg).toMatchObject({ signName: SIGN, templateId: TEMPLATE })
  const code = msg!.params[0]
  expect(code).toMatch(/^\d{6}$/)
  await visible(page, 'input[name="code"]').fill(code)
  await visible(page, '.agreement-check__box').click()
  await waitForPage(page, () => Array.from(document.querySelectorAll('.login-page__submit')).some((e) => !e.className.includes('disabled')))
  await visible(page, '.login-page__submit').click()
  await at(page, (u) => !u.pathname.includes('/login'))
  // the session token the app keeps (its persisted store: see e2e/helpers putUserInStorage)
  const readToken = () => {
    let s: any = JSON.parse(localStorage.getItem('shop:store:6:shop') || 'null')
    s = s && typeof s === 'object' && 'data' in s ? s.data : s
    if (typeof s === 'string') s = JSON.parse(s)
    return (s?.user?.userInfo?.token as string) || ''
  }
  await waitForPage(page, readToken)
  const token = await page.evaluate(readToken)
  // an order paid with WeChat Pay H5 (channel 3): h5_url + redirect_url → the cashier → notify → back in the app
  const H = { hospitalId: '6', token: String(token), 'content-type': 'application/json' }
  const commit = await (
    await page.request.post(`${server.base}/order-center/orderCenter/commitPay`, {
      headers: H,
      data: {
        goodsList: [{ goodsId: 6001, skuId: 60011, goodsNum: 1 }],
        address: {
          recvName: '李四',
          contactNumber: '13912345678',
          recvProvince: '北京市',
          recvCity: '北京市',
          recvArea: '朝阳区',
          recvAddress: '建国路1号',
        },
        payChannel: 3,
        // the H5 app's return page, as the app sends it when its API is on another origin (src/features/pay/payFlow.ts)
        returnUrl: `${server.base}/hospital/h5PayResult`,
      },
    })
  ).json()
  if (!commit.data?.pay?.redirectUrl) throw new Error(`commitPay: ${JSON.stringify(commit).slice(0, 400)}`)
  const redirectUrl: string = commit.data.pay.redirectUrl
  expect(redirectUrl, JSON.stringify(commit).slice(0, 300)).toContain(`${wx.origin}/cashier/h5?prepay_id=`)
  expect(redirectUrl).toContain('redirect_url=')
  await page.goto(redirectUrl)
  await page.screenshot({ path: path.join(RESULTS, 'screens', 'production-wxpay-cashier.png') })
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/\/hospital\//, { timeout: 30_000 })
  await settled(page)
  // the return page asks the server, which has the notify by now: the patient sees the payment succeed
  await expect(page.locator('.app-page:visible').first()).toContainText('支付成功', { timeout: 30_000 })
  const paid = await db.query<{ status: number; pay_state: string; pay_channel: number }>(
    'select status, pay_state, pay_channel from shop_order where order_no = (select order_no from shop_order order by id desc limit 1)',
  )
  expect(paid.rows[0]).toMatchObject({ pay_state: 'SUCCESS', pay_channel: 3 })
  const notifies = await db.query<{ outcome: string }>('select outcome from pay_notify_log order by id')
  expect(notifies.rows.map((r) => r.outcome.split(':')[0])).toContain('accepted')
  await page.screenshot({ path: path.join(RESULTS, 'screens', 'production-wxpay-back.png') })
})

const jsonH = { hospitalId: '6', 'content-type': 'application/json' }
let ipSeq = 1
const nextIp = () => `10.31.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`

/** a patient signed in by SMS over the API (the captcha answer from the database, the code from the fake SMS API) */
async function smsPatient(request: APIRequestContext): Promise<any> {
  const phone = `137${String(Date.now()).slice(-8)}`
  const H = { ...jsonH, 'x-forwarded-for': nextIp() }
  const c = await (await request.get(`${server.base}/user-center/captcha`, { headers: H })).json()
  const captchaId = c.data.captchaId as string
  const sent = await (
    await request.post(`${server.base}/user-center/verifyCode`, {
      headers: H,
      data: { phone, type: 1, captchaId, captchaCode: await captchaAnswer(captchaId) },
    })
  ).json()
  expect(sent.data.errCode, JSON.stringify(sent)).toBe(0)
  const msg = sms.sent.find((m) => m.phone.endsWith(phone))
  expect(msg).toMatchObject({ signName: SIGN, templateId: TEMPLATE })
  const login = await (
    await request.post(`${server.base}/user-center/smsLogin`, { headers: H, data: { phone, verifyCode: msg!.params[0] } })
  ).json()
  if (!login.data?.token) throw new Error(`smsLogin: ${JSON.stringify(login).slice(0, 300)}`)
  return login.data
}

/** an order of goods 6001 (¥199, physical) with its prepay on the channel; the return page is the H5 app's */
async function commitPay(request: APIRequestContext, token: string, payChannel: 3 | 5) {
  const r = await (
    await request.post(`${server.base}/order-center/orderCenter/commitPay`, {
      headers: { ...jsonH, token, 'x-forwarded-for': nextIp() },
      data: {
        goodsList: [{ goodsId: 6001, skuId: 60011, goodsNum: 1 }],
        address: {
          recvName: '李四',
          contactNumber: '13912345678',
          recvProvince: '北京市',
          recvCity: '北京市',
          recvArea: '朝阳区',
          recvAddress: '建国路1号',
        },
        payChannel,
        returnUrl: `${server.base}/hospital/h5PayResult`,
      },
    })
  ).json()
  if (!r.data?.pay?.redirectUrl) throw new Error(`commitPay: ${JSON.stringify(r).slice(0, 400)}`)
  return { orderId: r.data.orderId as number, payNo: r.data.pay.payNo as string, redirectUrl: r.data.pay.redirectUrl as string }
}

const orderRow = async (orderId: number) =>
  (
    await db.query<{ status: number; pay_state: string; pay_channel: number; pay_no: string; actual_cents: number }>(
      'select status, pay_state, pay_channel, pay_no, actual_cents from shop_order where id = $1',
      [orderId],
    )
  ).rows[0]

test('production mode: an Alipay wap payment (ALI H5) through the cashier, its signed notify, the return to /h5PayResult: 支付成功', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const app = `${server.base}/hospital`
  const user = await smsPatient(page.request)
  await page.goto(`${app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  const { orderId, payNo, redirectUrl } = await commitPay(page.request, user.token, 5)
  // the SDK's signed GET URL of alipay.trade.wap.pay; its return_url carries payNo
  const url = new URL(redirectUrl)
  expect(url.origin + url.pathname).toBe(ali.gateway)
  expect(url.searchParams.get('method')).toBe('alipay.trade.wap.pay')
  expect(new URL(url.searchParams.get('return_url')!).searchParams.get('payNo')).toBe(payNo)
  await page.goto(redirectUrl)
  // the amount in yuan with two decimals from the order's fen (goods and freight)
  const cents = (await orderRow(orderId)).actual_cents
  const yuan = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
  await expect(page.getByRole('heading', { name: `支付宝收银台 ${yuan} 元` })).toBeVisible()
  await page.screenshot({ path: path.join(RESULTS, 'screens', 'production-alipay-cashier.png') })
  await page.getByRole('button', { name: '确认付款' }).click()
  await page.waitForURL(/\/hospital\//, { timeout: 30_000 })
  await settled(page)
  await expect(page.locator('.app-page:visible').first()).toContainText('支付成功', { timeout: 30_000 })
  await page.screenshot({ path: path.join(RESULTS, 'screens', 'production-alipay-back.png') })
  expect(await orderRow(orderId)).toMatchObject({ status: 104, pay_state: 'SUCCESS', pay_channel: 5, pay_no: payNo })
  // the async notify did it (signed by Alipay, verified with checkNotifySignV2), kept in the raw notify log
  const log = await db.query<{ outcome: string }>(`select outcome from pay_notify_log where provider = 'alipay' and body like $1`, [
    `%out_trade_no=${payNo}%`,
  ])
  expect(log.rows.map((r) => r.outcome)).toEqual(['accepted'])
})

const on = (route: string) => `.app-page[data-route="${route}"][data-state="ready"]`

/** the patient applies for a refund of the whole order through the screens; resolves the after-sale's id and number */
async function applyAfterSale(page: Page, app: string, orderId: number): Promise<{ id: number; no: string }> {
  await page.goto(`${app}/orderDetail?id=${orderId}&hospitalId=6`)
  await page.waitForSelector(on('/orderDetail'), { timeout: 15_000 })
  await stable(page)
  await page.click('.od__btn--afterSale')
  await page.waitForSelector(on('/afterSaleApply'))
  await stable(page)
  const a = on('/afterSaleApply')
  await page.click(`${a} .asa__reason`)
  await page.locator('.asa__opt').first().click()
  await page.fill(`${a} .asa__amount input`, '199')
  await page.fill(`${a} textarea`, '不需要了，申请退款')
  await page.click('.asa__submit')
  await page.waitForSelector(`${on('/afterSaleDetail')} .asd__status`, { timeout: 10_000 })
  await expect(page.locator(`${on('/afterSaleDetail')} .asd__status`)).toHaveText('待审核')
  const id = Number(new URL(page.url()).searchParams.get('id'))
  const r = await db.query<{ after_sale_no: string }>('select after_sale_no from after_sale where id = $1 and order_id = $2', [id, orderId])
  expect(r.rows).toHaveLength(1)
  return { id, no: r.rows[0].after_sale_no }
}

async function afterSaleStatus(page: Page, app: string, id: number): Promise<string> {
  await page.goto(`${app}/afterSaleDetail?id=${id}&hospitalId=6`)
  await page.waitForSelector(`${on('/afterSaleDetail')} .asd__status`, { timeout: 15_000 })
  return (await page.locator(`${on('/afterSaleDetail')} .asd__status`).textContent())?.trim() ?? ''
}

/** opens the after-sale's drawer from a console queue */
async function openInQueue(page: Page, queue: string, afterSaleNo: string) {
  await page.goto(`${server.base}/console${queue}`)
  await loaded(page)
  await page.getByRole('button', { name: `处理 ${afterSaleNo}` }).click()
  const drawer = page.getByRole('dialog', { name: `售后单 ${afterSaleNo}` })
  await expect(drawer).toBeVisible()
  return drawer
}

test('production mode: after-sales refunded through the providers — Alipay synchronously, WeChat Pay by its REFUND.SUCCESS notify (sent twice, refunded once); staff from npm run staff, TOTP sign-in', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  const app = `${server.base}/hospital`
  const user = await smsPatient(page.request)
  await page.goto(`${app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)

  // two paid orders: WeChat Pay H5 and Alipay wap, paid at the gateways, their signed notifies accepted
  const wxOrder = await commitPay(page.request, user.token, 3)
  wx.pay(wxOrder.payNo)
  expect((await wx.post(wx.paymentNotify(wxOrder.payNo))).status).toBeLessThan(300)
  const aliOrder = await commitPay(page.request, user.token, 5)
  expect(await (await fetch(aliOrder.redirectUrl)).text()).toContain('确认付款') // the payer opened the cashier
  ali.pay(aliOrder.payNo)
  expect(await ali.post(ali.paymentNotify(aliOrder.payNo))).toEqual({ status: 200, body: 'success' })
  for (const o of [wxOrder, aliOrder]) expect(await orderRow(o.orderId)).toMatchObject({ status: 104, pay_state: 'SUCCESS' })

  // the patient applies for both through the screens
  const wxSale = await applyAfterSale(page, app, wxOrder.orderId)
  const aliSale = await applyAfterSale(page, app, aliOrder.orderId)

  // the first platform admin, from a shell on the production database (no default account)
  const adminPassword = `Prod-${Date.now().toString(36)}-Admin!`
  const made = execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/staff.ts',
      'create-admin',
      '--username',
      'admin.li',
      '--name',
      '李明',
      '--hospital',
      '6',
      '--password-stdin',
    ],
    { cwd: ROOT, env: { ...process.env, ...serverEnv, LOG_LEVEL: 'warn' }, input: `${adminPassword}\n`, encoding: 'utf8' },
  )
  expect(made).toMatch(/^created platform admin admin\.li \(id \d+, hospital 6\)$/m)
  const admin = await staffContext(browser, nextIp())
  await firstSignIn(admin.page, server.base, 'admin.li', adminPassword)
  // as the 员工管理 screen does: from the signed-in page (its session cookie, the CSRF token of /staff/auth/me)
  const invite = async (username: string, name: string, role: string) => {
    const r = await admin.page.evaluate(
      async ([u, n, ro]) => {
        const me = await (await fetch('/staff/auth/me', { credentials: 'same-origin' })).json()
        const res = await fetch('/staff/accounts/invite', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', 'x-csrf-token': me.data.csrfToken },
          body: JSON.stringify({ username: u, name: n, role: ro, hospitalId: 6 }),
        })
        return { status: res.status, body: await res.json() }
      },
      [username, name, role] as const,
    )
    if (r.status !== 200) throw new Error(`invite ${role}: ${r.status} ${JSON.stringify(r.body)}`)
    return { username, password: r.body.data.initialPassword as string }
  }
  const agentAccount = await invite('kefu.wang', '王客服', 'cs-agent')
  const financeAccount = await invite('caiwu.zhao', '赵会计', 'finance')
  expect(admin.errors).toEqual([])
  await admin.context.close()

  // the agent approves both in 售后审核
  const agent = await staffContext(browser, nextIp())
  await firstSignIn(agent.page, server.base, agentAccount.username, agentAccount.password)
  for (const sale of [wxSale, aliSale]) {
    const drawer = await openInQueue(agent.page, '/after-sales', sale.no)
    await expect(drawer.getByText('¥199.00')).toBeVisible()
    await drawer.getByRole('button', { name: '同意', exact: true }).click()
    await expect(agent.page.getByText('已同意售后申请').first()).toBeVisible()
    await expect(drawer.getByText('退款中', { exact: true })).toBeVisible()
  }
  expect(agent.errors).toEqual([])
  await agent.context.close()
  expect(await afterSaleStatus(page, app, wxSale.id)).toBe('退款中')

  // finance refunds both in 退款审批: WeChat Pay takes its refund as PROCESSING (its notify follows), Alipay answers at once
  wx.refundsProcessing = true
  const finance = await staffContext(browser, nextIp())
  await firstSignIn(finance.page, server.base, financeAccount.username, financeAccount.password)
  let drawer = await openInQueue(finance.page, '/refunds', aliSale.no)
  await drawer.getByRole('button', { name: '同意退款' }).click()
  await expect(finance.page.getByText('已退款', { exact: true }).first()).toBeVisible()
  await expect(drawer.getByText('已退款', { exact: true })).toBeVisible()
  await finance.page.screenshot({ path: path.join(RESULTS, 'screens', 'production-refund-alipay.png') })
  drawer = await openInQueue(finance.page, '/refunds', wxSale.no)
  await drawer.getByRole('button', { name: '同意退款' }).click()
  await expect(finance.page.getByText('退款已提交，等待支付渠道处理')).toBeVisible()
  expect(finance.errors).toEqual([])
  await finance.context.close()

  // Alipay: one refund of ¥199.00 under the after-sale's number
  expect([...ali.refunds.values()].filter((r) => r.outTradeNo === aliOrder.payNo).map((r) => [r.outRequestNo, r.amount])).toEqual([
    [aliSale.no, 19900],
  ])
  // WeChat Pay: one refund, PROCESSING; the after-sale waits (退款中) until the refund notify
  const wxRefunds = () => [...wx.refunds.values()].filter((r) => r.outTradeNo === wxOrder.payNo)
  expect(wxRefunds().map((r) => [r.outRefundNo, r.refund, r.status])).toEqual([[wxSale.no, 19900, 'PROCESSING']])
  expect(await afterSaleStatus(page, app, wxSale.id)).toBe('退款中')
  wx.finishRefund(wxSale.no, 'SUCCESS')
  const notify = wx.refundNotify(wxSale.no)
  const acks = await Promise.all([wx.post(notify), wx.post(notify)])
  expect(acks.map((r) => r.status < 300)).toEqual([true, true])
  expect((await wx.post(wx.refundNotify(wxSale.no))).status).toBeLessThan(300) // a later repeat
  expect(wxRefunds()).toHaveLength(1)
  const rows = await db.query<{ after_sale_no: string; status: number }>(
    'select after_sale_no, status from after_sale where id = any($1::int[]) order by id',
    [[wxSale.id, aliSale.id]],
  )
  expect(rows.rows.map((r) => [r.after_sale_no, r.status])).toEqual([
    [wxSale.no, 4],
    [aliSale.no, 4],
  ])

  // the patient sees 已退款 on both
  expect(await afterSaleStatus(page, app, wxSale.id)).toBe('已退款')
  await page.screenshot({ path: path.join(RESULTS, 'screens', 'production-aftersale-refunded.png') })
  expect(await afterSaleStatus(page, app, aliSale.id)).toBe('已退款')
})
