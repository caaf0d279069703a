/**
 * Production mode against the local gateways (issue 30): the server runs with NODE_ENV=production and no sandbox
 * (no /dev endpoints, no sms_outbox, no sandbox cashier) on PostgreSQL, its providers pointed at the local fakes:
 * Tencent Cloud SMS (test-support/gateways/tencent-sms.ts) and WeChat Pay v3 (test-support/gateways/wechatpay.ts).
 * A patient logs in by SMS on H5 — the captcha read from the database as a person reads the image, the code from
 * what the fake SMS API received — and pays an order with WeChat Pay H5: h5_url → the fake's cashier → 确认支付 →
 * the signed, encrypted payment notify → back in the app, the order paid.
 */
import { expect, test, type Page } from '@playwright/test'
import path from 'node:path'
import pg from 'pg'
import { FakeTencentSms } from '../test-support/gateways/tencent-sms'
import { FakeWechatPay } from '../test-support/gateways/wechatpay'
import { spawn, type ChildProcess } from 'node:child_process'
import { freePort, startPgCluster, type PgCluster } from '../test-support/server/processes'
import { RESULTS } from './fixtures'
import { at, settled, waitForPage } from './helpers'

const ROOT = path.resolve(__dirname, '..')
const NOTIFY_BASE = 'https://shop.hospital.example'
const SIGN = '医府健康'
const TEMPLATE = '2233445'

test.describe.configure({ mode: 'serial' })

let cluster: PgCluster
let server: { base: string; child: ChildProcess; exited: Promise<void>; log: () => string }
let db: pg.Client
const wx = new FakeWechatPay()
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
  await sms.start()
  cluster = startPgCluster()
  const url = cluster.createDatabase('prod_journey')
  const w = wx.config(NOTIFY_BASE)
  const port = await freePort()
  server = await start(port, {
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
  })
  // WeChat posts to NOTIFY_BASE_URL (https); here the fake delivers to the server's own address
  wx.deliverTo = server.base
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
  expect(methods.data.list.map((m: { payChannel: number }) => m.payChannel)).toEqual([3])

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
