/**
 * The go-live check (server/lib/preflight.ts, `npm run preflight`) against the local fake WeChat Pay gateway:
 * a complete production configuration passes; six broken ones each name their problem.
 */
import crypto from 'node:crypto'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { FakeWechatPay } from '../../test-support/gateways/wechatpay'
import { FakeWechatApi } from '../../test-support/gateways/wechat-api'
import { preflight } from './preflight'

const ROOT = path.resolve(__dirname, '..', '..')
let gw: FakeWechatPay
let wxApi: FakeWechatApi
let complete: Record<string, string>

beforeAll(async () => {
  gw = await new FakeWechatPay().start()
  wxApi = await new FakeWechatApi({ apps: { [gw.appids[0]]: 'mini-secret-0123456789abcdef0123' } }).start()
  complete = {
    NODE_ENV: 'production',
    BUSINESS_TZ: 'Asia/Shanghai',
    WXPAY_MCHID: gw.mchid,
    WXPAY_APPID: gw.appids[0],
    WXPAY_API_V3_KEY: gw.apiV3Key,
    WXPAY_SERIAL_NO: gw.merchantSerial,
    WXPAY_PRIVATE_KEY: gw.merchantPrivateKey,
    WXPAY_PUBLIC_KEY: gw.wxPublicKey,
    WXPAY_PUBLIC_KEY_ID: gw.wxPublicKeyId,
    WXPAY_API_BASE: gw.origin,
    NOTIFY_BASE_URL: 'https://shop.example.com',
    WX_APPID: gw.appids[0],
    WX_SECRET: 'mini-secret-0123456789abcdef0123',
    WX_API_BASE: wxApi.origin,
  }
})
afterAll(async () => {
  await gw?.close()
  await wxApi?.close()
})

test('a complete configuration: no problem; the channels offered are listed', async () => {
  const r = await preflight(complete)
  expect(r.problems).toEqual([])
  expect(r.offered).toEqual([
    expect.stringMatching(/^channel 3 WX_H5_PAY .*channel 4 WX_JSAPI_PAY/),
    expect.stringMatching(/^login: WeChat mini-program/),
    expect.stringMatching(/^login: WeChat browser OAuth/),
  ])
  // it asked the gateway with a signed request (checked there)
  expect(gw.requests.at(-1)).toMatchObject({ method: 'GET', status: 404 })
})

test('six broken configurations each name their problem', async () => {
  const otherKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  const { WXPAY_API_V3_KEY: _v3, ...noV3 } = complete
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['wrong key', { ...complete, WXPAY_PRIVATE_KEY: otherKey }, /WeChat Pay refused our signature .*signature does not verify/],
    ['serial mismatch', { ...complete, WXPAY_SERIAL_NO: 'ABCDEF0123456789' }, /WeChat Pay refused our signature .*serial_no/],
    ['HTTP notify URL', { ...complete, NOTIFY_BASE_URL: 'http://shop.example.com' }, /NOTIFY_BASE_URL: must be https in production/],
    ['missing APIv3 key', noV3, /WeChat Pay: set all of .*\(missing WXPAY_API_V3_KEY\)/],
    ['sandbox flag', { ...complete, SANDBOX_PROVIDERS: '1' }, /^沙箱已开启 \/ sandbox enabled/],
    ['unknown zone', { ...complete, BUSINESS_TZ: 'Asia/Atlantis' }, /BUSINESS_TZ=Asia\/Atlantis: Unknown time zone/],
  ]
  for (const [name, env, line] of cases) {
    const r = await preflight(env)
    expect([name, r.problems]).toEqual([name, [expect.stringMatching(line)]])
  }
})

test('npm run preflight exits 1 naming the problem, 0 when ready', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/preflight.ts', '--offline'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env } as unknown as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 60_000,
    })
  const bad = run({ ...complete, SANDBOX_PROVIDERS: '1' })
  expect([bad.status, bad.stderr]).toEqual([1, expect.stringContaining('PROBLEM: 沙箱已开启 / sandbox enabled')])
  const good = run(complete)
  expect([good.status, good.stdout]).toEqual([0, expect.stringContaining('preflight: ready / 可以上线')])
}, 120_000)
