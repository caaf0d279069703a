/**
 * SMS codes through the real providers (server/auth/sms-tencent.ts, sms-aliyun.ts and their official SDKs), over HTTP
 * against the real server, with the local fakes of test-support/gateways as the providers' APIs (they recompute the
 * TC3-HMAC-SHA256 / ACS3-HMAC-SHA256 signatures and answer the real error codes). The fakes' flow control runs on the
 * test's clock; their signature window on the real one.
 */
import { Writable } from 'node:stream'
import { createClock, createTestApp, createTestDatabase, testConfig, type Clock, type TestApp } from '../../test-support/server'
import { FakeTencentSms } from '../../test-support/gateways/tencent-sms'
import { FakeAliyunSms } from '../../test-support/gateways/aliyun-sms'
import type { Database } from '../lib/db'
import type { SmsConfig } from '../lib/config'
import { buildServer } from '../app'
import { tencentFailureKind } from './sms-tencent'
import { aliyunFailureKind } from './sms-aliyun'

const SECOND = 1000
const SEND_FAILED = '短信发送失败，请稍后再试'

/** one provider's fake and the configuration that points our server at it */
interface Rig {
  name: 'tencent' | 'aliyun'
  start(clock: Clock, limits?: { perDay?: number }): Promise<void>
  close(): Promise<void>
  config(over?: { secret?: string; loginTemplate?: string }): SmsConfig
  /** LOGIN_CODE's and REGISTER_CODE's template ids as configured */
  loginTemplate: string
  registerTemplate: string
  /** what the gateway delivered to the phone: template, signature, parameters as the provider sees them */
  delivered(phone: string): Array<{ template: string; sign: string; params: unknown }>
  refusedCodes(phone: string): Array<{ code: string; smsCode: string }>
  failNext(code: string): void
  requestCount(): number
  rateLimitCode: RegExp
  badSignatureCode: string
  unknownTemplateCode: string
  balanceCode: string
  expectedParams(code: string): unknown
}

function tencentRig(): Rig {
  let gw: FakeTencentSms
  const rig: Rig = {
    name: 'tencent',
    loginTemplate: '2345671',
    registerTemplate: '2345672',
    async start(clock, limits) {
      gw = await new FakeTencentSms({ now: () => clock.now, limits: { per30s: 1, perHour: 50, perDay: limits?.perDay ?? 50 } }).start()
    },
    close: () => gw.close(),
    config: (over = {}) => ({
      provider: 'tencent',
      secretId: gw.secretId,
      secretKey: over.secret ?? gw.secretKey,
      sdkAppId: gw.sdkAppId,
      region: 'ap-guangzhou',
      endpoint: gw.origin,
      signName: gw.signs[0],
      templates: {
        LOGIN_CODE: over.loginTemplate ?? rig.loginTemplate,
        BIND_CODE: '2345672',
        REGISTER_CODE: rig.registerTemplate,
        RESET_CODE: '2345672',
      },
      params: [
        { name: 'code', value: 'code' },
        { name: 'minutes', value: 'minutes' },
      ],
    }),
    delivered: (phone) =>
      gw.sent.filter((s) => s.phone === `+86${phone}`).map((s) => ({ template: s.templateId, sign: s.signName, params: s.params })),
    refusedCodes: (phone) => gw.refused.filter((s) => s.phone === `+86${phone}`).map((s) => ({ code: s.code, smsCode: s.params[0] })),
    failNext: (code) => gw.failNext(code),
    requestCount: () => gw.requests.length,
    rateLimitCode: /^LimitExceeded\.PhoneNumberDailyLimit$/,
    badSignatureCode: 'AuthFailure.SignatureFailure',
    unknownTemplateCode: 'FailedOperation.TemplateIncorrectOrUnapproved',
    balanceCode: 'FailedOperation.InsufficientBalanceInSmsPackage',
    expectedParams: (code) => [code, '5'],
  }
  return rig
}

function aliyunRig(): Rig {
  let gw: FakeAliyunSms
  const rig: Rig = {
    name: 'aliyun',
    loginTemplate: 'SMS_465324001',
    registerTemplate: 'SMS_465324002',
    async start(clock, limits) {
      gw = await new FakeAliyunSms({ now: () => clock.now, limits: { perMinute: 1, perHour: 50, perDay: limits?.perDay ?? 50 } }).start()
    },
    close: () => gw.close(),
    config: (over = {}) => ({
      provider: 'aliyun',
      accessKeyId: gw.accessKeyId,
      accessKeySecret: over.secret ?? gw.accessKeySecret,
      endpoint: gw.origin,
      signName: gw.signs[0],
      templates: {
        LOGIN_CODE: over.loginTemplate ?? rig.loginTemplate,
        BIND_CODE: 'SMS_465324002',
        REGISTER_CODE: rig.registerTemplate,
        RESET_CODE: 'SMS_465324002',
      },
      params: [
        { name: 'code', value: 'code' },
        { name: 'minutes', value: 'minutes' },
      ],
    }),
    delivered: (phone) =>
      gw.sent.filter((s) => s.phone === phone).map((s) => ({ template: s.templateCode, sign: s.signName, params: s.params })),
    refusedCodes: (phone) =>
      gw.refused
        .filter((s) => s.phone === phone)
        .map((s) => ({ code: s.code, smsCode: (JSON.parse(s.templateParam) as { code: string }).code })),
    failNext: (code) => gw.failNext(code),
    requestCount: () => gw.requests.length,
    rateLimitCode: /^isv\.BUSINESS_LIMIT_CONTROL$/,
    badSignatureCode: 'SignatureDoesNotMatch',
    unknownTemplateCode: 'isv.SMS_TEMPLATE_ILLEGAL',
    balanceCode: 'isv.AMOUNT_NOT_ENOUGH',
    expectedParams: (code) => ({ code, minutes: '5' }),
  }
  return rig
}

describe.each([tencentRig(), aliyunRig()])('SMS codes through $name', (rig) => {
  let database: Database
  let clock: Clock
  let t: TestApp
  let logs: string[]
  let phoneSeq = 0
  const newPhone = () => `1370000${String(++phoneSeq).padStart(4, '0')}`
  const logStream = () => {
    logs = []
    return new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk))
        done()
      },
    })
  }
  const appWith = (sms: SmsConfig, limits?: { codesPerPhonePerDay?: number }) =>
    createTestApp({ database, clock, config: { sms, ...(limits ? { limits } : {}) }, logger: { level: 'info', stream: logStream() } })
  const sendCode = async (app: TestApp, phone: string, type = 1) => {
    const c = await app.get('/user-center/captcha')
    const answer = (await app.get(`/dev/captcha/${c.body.data.captchaId}`)).body.data.answer
    return app.post('/user-center/verifyCode', { phone, type, captchaId: c.body.data.captchaId, captchaCode: answer })
  }
  const login = (app: TestApp, phone: string, code: string) => app.post('/user-center/smsLogin', { phone, verifyCode: code })

  beforeAll(async () => {
    database = await createTestDatabase()
    clock = createClock()
    await rig.start(clock, { perDay: 2 })
    t = await appWith(rig.config())
  })
  beforeEach(() => {
    logs = []
  })
  afterAll(async () => {
    await t?.close()
    await rig.close()
    await database?.close()
  })

  test('a code request reaches the provider with the purpose template, the signature and the code; that code logs in', async () => {
    const phone = newPhone()
    const r = await sendCode(t, phone)
    expect(r.body).toMatchObject({ code: 200, errCode: 0 })
    const [msg] = rig.delivered(phone)
    expect(msg).toMatchObject({ template: rig.loginTemplate, sign: '南京鼓楼医院' })
    const code = (rig.name === 'tencent' ? (msg.params as string[])[0] : (msg.params as { code: string }).code) as string
    expect(code).toMatch(/^\d{6}$/)
    expect(msg.params).toEqual(rig.expectedParams(code))
    // not the sandbox: nothing in the outbox
    expect((await t.get(`/dev/outbox?phone=${phone}`)).body.data).toEqual([])
    const ok = await login(t, phone, code)
    expect(ok.body).toMatchObject({ code: 200, errCode: 0, data: { loginType: 1 } })
    // logged: the provider and its message id, the phone masked, never the code
    const sent = logs.find((l) => l.includes('sms code sent'))!
    expect(JSON.parse(sent)).toMatchObject({
      provider: rig.name,
      messageId: expect.any(String),
      phone: `${phone.slice(0, 3)}****${phone.slice(7)}`,
    })
    expect(logs.join('\n')).not.toContain(code)
    expect(logs.join('\n')).not.toContain(phone)
  })

  test('another purpose uses its own template (sign-up → REGISTER_CODE)', async () => {
    const phone = newPhone()
    expect((await sendCode(t, phone, 3)).body.errCode).toBe(0)
    expect(rig.delivered(phone).map((m) => m.template)).toEqual([rig.registerTemplate])
  })

  test("the provider's rate limit → the spec's send-failed message; the refused code never logs in, the earlier one still does", async () => {
    const phone = newPhone()
    expect((await sendCode(t, phone)).body.errCode).toBe(0)
    clock.advance(121 * SECOND)
    expect((await sendCode(t, phone)).body.errCode).toBe(0)
    const first = rig.delivered(phone)
    expect(first).toHaveLength(2)
    clock.advance(121 * SECOND)
    // the fake allows 2 a day per number: the third is refused by the provider (our own cap is 10)
    const r = await sendCode(t, phone)
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ code: 200, errCode: 6, errMsg: SEND_FAILED })
    const [refused] = rig.refusedCodes(phone)
    expect(refused.code).toMatch(rig.rateLimitCode)
    const failed = JSON.parse(logs.find((l) => l.includes('sms send failed'))!)
    expect(failed).toMatchObject({ level: 40, sms: { provider: rig.name, kind: 'rate_limited', providerCode: refused.code } })
    expect(logs.join('\n')).not.toContain(refused.smsCode)
    // the refused code is dead; the last delivered one was not superseded by it
    expect((await login(t, phone, refused.smsCode)).body).toMatchObject({ errCode: 1, errMsg: expect.stringContaining('验证码错误') })
    const lastSent = rig.name === 'tencent' ? (first[1].params as string[])[0] : (first[1].params as { code: string }).code
    expect((await login(t, phone, lastSent)).body).toMatchObject({ code: 200, errCode: 0 })
  })

  test('our own limits come first: the provider is not called for a code they refuse', async () => {
    const capped = await appWith(rig.config(), { codesPerPhonePerDay: 1 })
    try {
      const phone = newPhone()
      expect((await sendCode(capped, phone)).body.errCode).toBe(0)
      const calls = rig.requestCount()
      // within 120 s: too frequent (errCode 3); after it: our daily cap of 1 (errCode 4)
      expect((await sendCode(capped, phone)).body).toMatchObject({ errCode: 3, errMsg: expect.stringMatching(/^验证码发送过于频繁/) })
      clock.advance(121 * SECOND)
      expect((await sendCode(capped, phone)).body).toMatchObject({ errCode: 4, errMsg: expect.stringContaining('上限') })
      expect(rig.requestCount()).toBe(calls)
      expect(rig.delivered(phone)).toHaveLength(1)
    } finally {
      await capped.close()
    }
  })

  test('a wrong secret is refused by the gateway (signature recomputed there) → send failed, kind auth', async () => {
    const wrong = await appWith(rig.config({ secret: 'not-the-secret-key-of-this-account' }))
    try {
      const phone = newPhone()
      const r = await sendCode(wrong, phone)
      expect(r.body).toMatchObject({ errCode: 6, errMsg: SEND_FAILED })
      expect(rig.delivered(phone)).toEqual([])
      expect(JSON.parse(logs.find((l) => l.includes('sms send failed'))!).sms).toMatchObject({
        kind: 'auth',
        providerCode: rig.badSignatureCode,
      })
      const row = await database.db.selectFrom('sms_code').select('consumed_at').where('phone', '=', phone).executeTakeFirstOrThrow()
      expect(row.consumed_at).not.toBeNull()
    } finally {
      await wrong.close()
    }
  })

  test('an unapproved template and an empty balance → send failed, with the provider code logged', async () => {
    const unknown = await appWith(rig.config({ loginTemplate: rig.name === 'tencent' ? '9999999' : 'SMS_999999999' }))
    try {
      const phone = newPhone()
      expect((await sendCode(unknown, phone)).body).toMatchObject({ errCode: 6, errMsg: SEND_FAILED })
      expect(JSON.parse(logs.find((l) => l.includes('sms send failed'))!).sms).toMatchObject({
        kind: 'template_invalid',
        providerCode: rig.unknownTemplateCode,
      })
    } finally {
      await unknown.close()
    }
    logs = []
    const phone = newPhone()
    rig.failNext(rig.balanceCode)
    expect((await sendCode(t, phone)).body).toMatchObject({ errCode: 6, errMsg: SEND_FAILED })
    expect(JSON.parse(logs.find((l) => l.includes('sms send failed'))!).sms).toMatchObject({
      kind: 'balance',
      providerCode: rig.balanceCode,
    })
  })
})

test('production refuses SMS_PROVIDER=sandbox', async () => {
  await expect(buildServer(testConfig({ production: true, sms: { provider: 'sandbox' } }), { migrate: false })).rejects.toThrow(
    /refuses to start with sandbox providers: SMS \(SMS_PROVIDER=sandbox/,
  )
})

test("every provider's codes map to the normalised kinds", () => {
  const tencent: Record<string, string> = {
    'LimitExceeded.PhoneNumberDailyLimit': 'rate_limited',
    'LimitExceeded.PhoneNumberThirtySecondLimit': 'rate_limited',
    'LimitExceeded.PhoneNumberOneHourLimit': 'rate_limited',
    'FailedOperation.TemplateIncorrectOrUnapproved': 'template_invalid',
    'FailedOperation.TemplateParamSetNotMatchApprovedTemplate': 'template_invalid',
    'InvalidParameterValue.TemplateParameterFormatError': 'template_invalid',
    'FailedOperation.SignatureIncorrectOrUnapproved': 'signature_invalid',
    'InvalidParameterValue.IncorrectPhoneNumber': 'phone_invalid',
    'FailedOperation.PhoneNumberInBlacklist': 'blacklisted',
    'FailedOperation.InsufficientBalanceInSmsPackage': 'balance',
    'AuthFailure.SignatureFailure': 'auth',
    'AuthFailure.SecretIdNotFound': 'auth',
    'UnauthorizedOperation.SmsSdkAppIdVerifyFail': 'auth',
    'InternalError.Timeout': 'transient',
    'FailedOperation.Something': 'refused',
  }
  const aliyun: Record<string, string> = {
    'isv.BUSINESS_LIMIT_CONTROL': 'rate_limited',
    'isv.DAY_LIMIT_CONTROL': 'rate_limited',
    'Throttling.User': 'rate_limited',
    'isv.SMS_TEMPLATE_ILLEGAL': 'template_invalid',
    'isv.TEMPLATE_MISSING_PARAMETERS': 'template_invalid',
    'isv.INVALID_JSON_PARAM': 'template_invalid',
    'isv.SMS_SIGNATURE_ILLEGAL': 'signature_invalid',
    'isv.MOBILE_NUMBER_ILLEGAL': 'phone_invalid',
    'isv.BLACK_KEY_CONTROL_LIMIT': 'blacklisted',
    'isv.AMOUNT_NOT_ENOUGH': 'balance',
    'InvalidAccessKeyId.NotFound': 'auth',
    SignatureDoesNotMatch: 'auth',
    'isp.SYSTEM_ERROR': 'transient',
    'isv.SOMETHING_ELSE': 'refused',
  }
  expect(Object.fromEntries(Object.keys(tencent).map((c) => [c, tencentFailureKind(c)]))).toEqual(tencent)
  expect(Object.fromEntries(Object.keys(aliyun).map((c) => [c, aliyunFailureKind(c)]))).toEqual(aliyun)
})
