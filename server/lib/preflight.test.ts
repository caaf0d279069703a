/**
 * The go-live check (server/lib/preflight.ts, `npm run preflight`) against the local fake WeChat Pay gateway:
 * a complete production configuration passes; six broken ones each name their problem.
 */
import crypto from 'node:crypto'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { FakeWechatPay } from '../../test-support/gateways/wechatpay'
import { FakeTencentSms } from '../../test-support/gateways/tencent-sms'
import { FakeAliyunSms } from '../../test-support/gateways/aliyun-sms'
import { FakeAlipay } from '../../test-support/gateways/alipay'
import { FakeWechatApi } from '../../test-support/gateways/wechat-api'
import { preflight } from './preflight'

const ROOT = path.resolve(__dirname, '..', '..')
let gw: FakeWechatPay
let wxApi: FakeWechatApi
let complete: Record<string, string>
let ali: FakeAlipay

beforeAll(async () => {
  gw = await new FakeWechatPay().start()
  ali = await new FakeAlipay().start()
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
  await ali?.close()
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

test('SMS: a configured provider is listed as offered; the sandbox or a half-configured provider is a problem; none is a warning', async () => {
  const tc = await new FakeTencentSms().start()
  const ali = await new FakeAliyunSms().start()
  try {
    const tencent = {
      SMS_PROVIDER: 'tencent',
      SMS_TENCENT_SECRET_ID: tc.secretId,
      SMS_TENCENT_SECRET_KEY: tc.secretKey,
      SMS_TENCENT_SDK_APP_ID: tc.sdkAppId,
      SMS_SIGN_NAME: tc.signs[0],
      SMS_TEMPLATE_CODE: Object.keys(tc.templates)[0],
      SMS_TENCENT_ENDPOINT: tc.origin,
    }
    const aliyun = {
      SMS_PROVIDER: 'aliyun',
      SMS_ALIYUN_ACCESS_KEY_ID: ali.accessKeyId,
      SMS_ALIYUN_ACCESS_KEY_SECRET: ali.accessKeySecret,
      SMS_SIGN_NAME: ali.signs[0],
      SMS_TEMPLATE_CODE: Object.keys(ali.templates)[0],
      SMS_ALIYUN_ENDPOINT: ali.origin,
    }
    // the fakes listen on http, which production refuses: the online check runs outside production here
    const dev = { NODE_ENV: 'development', BUSINESS_TZ: 'Asia/Shanghai' }
    // what that environment has wrong without SMS (development mode, no payment channel)
    const baseline = (await preflight(dev)).problems
    expect(baseline).toHaveLength(2)
    const withSms = await preflight({ ...dev, ...tencent })
    expect(withSms.problems).toEqual(baseline)
    expect(withSms.offered).toContain(
      `login: SMS codes (Tencent Cloud SMS, SdkAppId ${tc.sdkAppId}, signature 【南京鼓楼医院】, templates ${tencent.SMS_TEMPLATE_CODE})`,
    )
    expect(tc.requests.at(-1)).toEqual({ action: 'DescribeSmsTemplateList', codes: [] })
    expect((await preflight({ ...dev, ...aliyun })).problems).toEqual(baseline)
    expect((await preflight({ ...dev, ...tencent, SMS_TENCENT_SECRET_KEY: 'wrong' })).problems).toEqual([
      ...baseline,
      expect.stringMatching(/^短信模板、签名或密钥未通过 .*\(tencent\) refused the configuration: AuthFailure\.SignatureFailure/),
    ])
    expect((await preflight({ ...dev, ...tencent, SMS_TEMPLATE_RESET: '7777777' })).problems).toEqual([
      ...baseline,
      expect.stringMatching(/\(tencent\) refused the configuration: template 7777777: not found in this account$/),
    ])
    expect((await preflight({ ...dev, ...aliyun, SMS_TEMPLATE_BIND: 'SMS_1', SMS_SIGN_NAME: '别的医院' })).problems).toEqual([
      ...baseline,
      expect.stringMatching(/\(aliyun\) refused the configuration: template SMS_1: isv\.SMS_TEMPLATE_ILLEGAL/),
      expect.stringMatching(/\(aliyun\) refused the configuration: signature 别的医院: isv\.SMS_SIGNATURE_ILLEGAL/),
    ])
    // production: an http endpoint only on this machine (the fake here), else refused
    expect((await preflight({ ...complete, ...tencent })).problems).toEqual([])
    expect((await preflight({ ...complete, ...tencent, SMS_TENCENT_ENDPOINT: 'http://sms-relay.internal:4000' })).problems).toEqual([
      '配置错误 / configuration error: SMS_TENCENT_ENDPOINT: must be https in production (the credentials sign every request)',
    ])
  } finally {
    await tc.close()
    await ali.close()
  }
  expect((await preflight(complete)).warnings).toContain(
    '短信登录未配置 / no SMS provider (SMS_PROVIDER): SMS codes cannot be sent (password and third-party logins only)',
  )
  expect((await preflight({ ...complete, SMS_PROVIDER: 'sandbox' })).problems).toEqual([
    '配置错误 / configuration error: SMS_PROVIDER=sandbox: the development outbox is refused in production (tencent or aliyun)',
  ])
  const { SMS_TENCENT_SDK_APP_ID: _a, ...half } = {
    SMS_PROVIDER: 'tencent',
    SMS_TENCENT_SECRET_ID: 'AKIDexample',
    SMS_TENCENT_SECRET_KEY: 'secret',
    SMS_TENCENT_SDK_APP_ID: '1400006666',
    SMS_SIGN_NAME: '南京鼓楼医院',
    SMS_TEMPLATE_CODE: '449739',
  }
  expect((await preflight({ ...complete, ...half })).problems).toEqual([
    expect.stringMatching(
      /^配置错误 \/ configuration error: Tencent Cloud SMS \(SMS_PROVIDER=tencent\): set all of .*\(missing SMS_TENCENT_SDK_APP_ID\)$/,
    ),
  ])
})

test('Alipay: a complete configuration is checked by one signed query; wrong keys, app id and clock each named', async () => {
  const alipay = {
    NODE_ENV: 'production',
    BUSINESS_TZ: 'Asia/Shanghai',
    ALIPAY_APPID: ali.appId,
    ALIPAY_PRIVATE_KEY: ali.appPrivateKey,
    ALIPAY_PUBLIC_KEY: ali.alipayPublicKey,
    ALIPAY_SELLER_ID: ali.sellerId,
    ALIPAY_GATEWAY: ali.gateway,
    NOTIFY_BASE_URL: 'https://shop.example.com',
  }
  const r = await preflight(alipay)
  expect(r.problems).toEqual([])
  expect(r.offered).toEqual([expect.stringMatching(/^channel 5 ALI_H5_PAY .*channel 6 ALI_JSAPI_PAY/), 'login: Alipay (ALIPAY_APPID)'])
  expect(ali.requests.at(-1)).toMatchObject({ method: 'alipay.trade.query', reply: expect.stringContaining('ACQ.TRADE_NOT_EXIST') })
  const otherKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    [
      'wrong app key',
      { ...alipay, ALIPAY_PRIVATE_KEY: otherKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
      /Alipay refused our signature/,
    ],
    [
      'wrong Alipay key',
      { ...alipay, ALIPAY_PUBLIC_KEY: otherKey.publicKey.export({ type: 'spki', format: 'pem' }).toString() },
      /Alipay's reply does not verify/,
    ],
    ['unknown app id', { ...alipay, ALIPAY_APPID: '2021009999999999' }, /Alipay's reply does not verify/],
    ['half-configured', { ...alipay, ALIPAY_APP_CERT: 'app.crt' }, /Alipay certificate mode: set all of/],
  ]
  for (const [name, env, line] of cases) {
    const p = await preflight(env)
    expect([name, p.problems]).toEqual([name, [expect.stringMatching(line)]])
  }
  // a clock 20 minutes off
  const late = await preflight(alipay, { now: () => new Date(Date.now() + 20 * 60_000) })
  expect(late.problems).toEqual([expect.stringMatching(/the clock is off Alipay's by more than 15 minutes/)])
  // the login alone: no payment channel, said so
  const { ALIPAY_SELLER_ID: _s, ...loginOnly } = alipay
  const l = await preflight(loginOnly)
  expect(l.problems).toEqual([expect.stringMatching(/no payment channel would be offered/)])
  expect(l.warnings).toContainEqual(expect.stringMatching(/Alipay payments are off: set ALIPAY_SELLER_ID/))
})
