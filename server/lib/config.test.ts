/**
 * The configuration read once at start (server/lib/config.ts loadConfig): defaults, every variable,
 * and one clear line per wrong value (the server refuses to start instead of guessing).
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ConfigError, DEFAULT_ALIPAY_GATEWAY, DEFAULT_RATE_LIMIT, DEFAULT_STAFF_CONFIG, loadConfig, type Config } from './config'
import { DEFAULT_LIMITS } from '../auth/limits'

const ROOT = path.resolve(__dirname, '..', '..')
/** a merchant key pair and a WeChat Pay public key, made for this run */
const MERCHANT = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const MERCHANT_KEY = MERCHANT.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
const WXPAY_PUBLIC = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString()
const V3 = '0123456789abcdef0123456789abcdef'
/** an Alipay app key pair (the app's private key; its "Alipay public key" stands in as any public key here) */
const ALI = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const ALI_KEY = ALI.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
const ALI_PUBLIC = ALI.publicKey.export({ type: 'spki', format: 'pem' }).toString()
const ALI_AES = crypto.randomBytes(16).toString('base64')

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/shop')
  } catch (err) {
    if (err instanceof ConfigError) return err.problems
    throw err
  }
  return []
}

test('an empty environment gives the documented defaults', () => {
  const c = loadConfig({}, '/srv/shop')
  expect(c).toEqual<Config>({
    production: false,
    port: 3000,
    host: '0.0.0.0',
    databaseUrl: null,
    migrationDatabaseUrl: null,
    dataDir: '/srv/shop/data/pglite',
    seed: true,
    staticDir: '/srv/shop/dist/h5',
    consoleDir: '/srv/shop/dist/console',
    assetHost: '',
    logLevel: 'info',
    trustProxy: false,
    sandboxProviders: false,
    businessTimeZone: 'Asia/Shanghai',
    secret: null,
    hospitalIdentityKey: null,
    thirdParty: { wechat: null, wechatOa: null, alipay: null },
    wxaCode: null,
    sms: null,
    wxApiBase: 'https://api.weixin.qq.com',
    payments: { wechat: null, alipay: null, cmb: null },
    notifyBaseUrl: null,
    alipayGateway: null,
    readCache: true,
    orders: { closeMinutes: 30, sweepMs: 60_000, maxUnpaidOrders: 5, maxUnpaidUnits: 999 },
    payReturnOrigins: [],
    rateLimit: DEFAULT_RATE_LIMIT,
    limits: DEFAULT_LIMITS,
    limitOverrides: [],
    assistant: { external: null, timeoutMs: 20000, perMinute: 6, perDay: 60, conversationsPerDay: 20, paceMs: 25, warmIndex: true },
    metricsToken: null,
    migrateOnStart: true,
    dbPoolMax: 10,
    rateLimitStore: 'memory',
    chatMaxSocketsPerUser: 5,
    chatServiceHours: { startMinute: 480, endMinute: 1200, text: '周一至周日 08:00-20:00' },
    tracking: { userPerMinute: 120, userPerDay: 1000, addressPerMinute: 300, addressPerDay: 3000, retentionDays: 30 },
    pdf: { workers: 1, cacheBytes: 32 * 1024 * 1024, cacheTtlMs: 600_000, perUserPerMinute: 10, timeoutMs: 30_000 },
    staff: DEFAULT_STAFF_CONFIG,
  })
  // empty strings are unset, as a shell's `FOO= cmd` means
  expect(loadConfig({ PORT: '', SEED: ' ', ORDER_CLOSE_MINUTES: '' }, '/srv/shop')).toEqual(c)
})

test('every variable', () => {
  const c = loadConfig(
    {
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db/shop',
      DATA_DIR: 'var/pg',
      SEED: '0',
      STATIC_DIR: '/opt/h5',
      ASSET_HOST: 'https://static.example.com/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '2',
      BUSINESS_TZ: 'Asia/Urumqi',
      SERVER_SECRET: 'a-secret',
      HOSPITAL_IDENTITY_KEY: 'k'.repeat(32),
      WX_APPID: 'wxapp',
      WX_SECRET: 'wxsecret',
      ALIPAY_APPID: 'aliapp',
      ALIPAY_PRIVATE_KEY: ALI_KEY,
      ALIPAY_PUBLIC_KEY: ALI_PUBLIC,
      ALIPAY_SELLER_ID: '2088101122136241',
      ALIPAY_AES_KEY: ALI_AES,
      ALIPAY_GATEWAY: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
      WXPAY_MCHID: 'm',
      WXPAY_APPID: 'a',
      WXPAY_API_V3_KEY: V3,
      WXPAY_SERIAL_NO: '5157f09efdc096de15ebe81a47057a7232f1b8e1',
      WXPAY_PRIVATE_KEY: MERCHANT_KEY.replace(/\n/g, '\\n'),
      WXPAY_PUBLIC_KEY: WXPAY_PUBLIC,
      WXPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000000000001',
      WXPAY_API_BASE: 'http://127.0.0.1:9999/',
      NOTIFY_BASE_URL: 'https://shop.example.com/',
      CMB_MER_ID: 'mer',
      CMB_USER_ID: 'user',
      CMB_SM2_KEY: 'sm2',
      READ_CACHE: '0',
      ORDER_CLOSE_MINUTES: '15',
      ORDER_SWEEP_MS: '5000',
      ORDER_MAX_UNPAID_ORDERS: '3',
      ORDER_MAX_UNPAID_UNITS: '50',
      PAY_RETURN_ORIGINS: 'https://h5.example.com, https://m.example.com/',
      RATE_LIMIT_MAX: '5000',
      RATE_LIMIT_SENSITIVE_MAX: '300',
      SMS_CODES_PER_IP_PER_DAY: '1000',
      SMS_CODES_PER_PHONE_PER_DAY: '20',
      METRICS_TOKEN: 'metrics-0123456789',
      MIGRATE_ON_START: 'off',
      DB_POOL_MAX: '4',
      CHAT_MAX_SOCKETS_PER_USER: '3',
      CHAT_SERVICE_HOURS: '00:00-24:00',
      TRACK_USER_PER_MINUTE: '60',
      TRACK_USER_PER_DAY: '500',
      TRACK_ADDRESS_PER_MINUTE: '200',
      TRACK_ADDRESS_PER_DAY: '2000',
      TRACKING_RETENTION_DAYS: '7',
      PDF_WORKERS: '2',
      PDF_CACHE_MB: '8',
      PDF_CACHE_TTL_S: '60',
      PDF_PER_MINUTE: '3',
      PDF_TIMEOUT_MS: '5000',
      STAFF_TOTP_KEY: 't'.repeat(32),
      STAFF_IDLE_MINUTES: '20',
      STAFF_SESSION_HOURS: '8',
      STAFF_LOCK_ATTEMPTS: '6',
      STAFF_LOCK_MINUTES: '30',
      STAFF_AUDIT_RETENTION_DAYS: '365',
      STAFF_REFUND_SECOND_APPROVAL_YUAN: '1000',
    },
    '/srv/shop',
  )
  expect(c).toMatchObject({
    production: true,
    port: 8080,
    host: '127.0.0.1',
    databaseUrl: 'postgres://u:p@db/shop',
    dataDir: '/srv/shop/var/pg',
    seed: false,
    staticDir: '/opt/h5',
    assetHost: 'https://static.example.com',
    logLevel: 'warn',
    trustProxy: 2,
    sandboxProviders: false,
    businessTimeZone: 'Asia/Urumqi',
    secret: 'a-secret',
    hospitalIdentityKey: 'k'.repeat(32),
    thirdParty: {
      wechat: { appId: 'wxapp', secret: 'wxsecret' },
      alipay: {
        appId: 'aliapp',
        privateKey: ALI_KEY.trim(),
        alipayPublicKey: ALI_PUBLIC.trim(),
        appCert: null,
        alipayPublicCert: null,
        alipayRootCert: null,
        aesKey: ALI_AES,
        gateway: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
      },
    },
    payments: {
      wechat: {
        mchId: 'm',
        appId: 'a',
        apiV3Key: V3,
        serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
        privateKey: MERCHANT_KEY,
        publicKey: WXPAY_PUBLIC.trim(),
        publicKeyId: 'PUB_KEY_ID_0114232134912410000000000000000001',
        apiBase: 'http://127.0.0.1:9999',
        notifyBaseUrl: 'https://shop.example.com',
      },
      alipay: {
        appId: 'aliapp',
        privateKey: ALI_KEY.trim(),
        alipayPublicKey: ALI_PUBLIC.trim(),
        appCert: null,
        alipayPublicCert: null,
        alipayRootCert: null,
        aesKey: ALI_AES,
        sellerId: '2088101122136241',
        gateway: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
        notifyBaseUrl: 'https://shop.example.com',
      },
      cmb: { merId: 'mer', userId: 'user', sm2Key: 'sm2' },
    },
    notifyBaseUrl: 'https://shop.example.com',
    alipayGateway: 'https://openapi-sandbox.dl.alipaydev.com',
    readCache: false,
    orders: { closeMinutes: 15, sweepMs: 5000, maxUnpaidOrders: 3, maxUnpaidUnits: 50 },
    payReturnOrigins: ['https://h5.example.com', 'https://m.example.com/'],
    rateLimit: { max: 5000, sensitiveMax: 300 },
    pdf: { workers: 2, cacheBytes: 8 * 1024 * 1024, cacheTtlMs: 60_000, perUserPerMinute: 3, timeoutMs: 5000 },
    limits: { ...DEFAULT_LIMITS, codesPerIpPerDay: 1000, codesPerPhonePerDay: 20 },
    limitOverrides: [
      'RATE_LIMIT_MAX=5000',
      'RATE_LIMIT_SENSITIVE_MAX=300',
      'SMS_CODES_PER_IP_PER_DAY=1000',
      'SMS_CODES_PER_PHONE_PER_DAY=20',
    ],
    metricsToken: 'metrics-0123456789',
    migrateOnStart: false,
    dbPoolMax: 4,
    rateLimitStore: 'database',
    chatMaxSocketsPerUser: 3,
    chatServiceHours: { startMinute: 0, endMinute: 1440, text: '周一至周日 00:00-24:00' },
    tracking: { userPerMinute: 60, userPerDay: 500, addressPerMinute: 200, addressPerDay: 2000, retentionDays: 7 },
    staff: {
      totpKey: 't'.repeat(32),
      idleMinutes: 20,
      sessionHours: 8,
      lockAttempts: 6,
      lockMinutes: 30,
      auditRetentionDays: 365,
      refundSecondApprovalCents: 100_000,
    },
  })
  expect(() => loadConfig({ STAFF_AUDIT_RETENTION_DAYS: '30', STAFF_TOTP_KEY: 'short' })).toThrow(
    /STAFF_TOTP_KEY[^]*STAFF_AUDIT_RETENTION_DAYS=30/,
  )
  // the Alipay login alone (no ALIPAY_SELLER_ID: payments stay on the sandbox / unavailable); the form still posts to the default gateway
  const login = loadConfig({ ALIPAY_APPID: 'a', ALIPAY_PRIVATE_KEY: ALI_KEY, ALIPAY_PUBLIC_KEY: ALI_PUBLIC })
  expect([login.thirdParty.alipay, login.payments.alipay, login.alipayGateway]).toEqual([
    {
      appId: 'a',
      privateKey: ALI_KEY.trim(),
      alipayPublicKey: ALI_PUBLIC.trim(),
      appCert: null,
      alipayPublicCert: null,
      alipayRootCert: null,
      aesKey: null,
      gateway: null,
    },
    null,
    new URL(DEFAULT_ALIPAY_GATEWAY).origin,
  ])
  // SANDBOX_PROVIDERS and its older name PAY_SANDBOX
  expect(['1', 'true', 'YES', 'on', '0', 'false', 'no'].map((v) => loadConfig({ SANDBOX_PROVIDERS: v }).sandboxProviders)).toEqual([
    true,
    true,
    true,
    true,
    false,
    false,
    false,
  ])
  expect(loadConfig({ PAY_SANDBOX: '1' }).sandboxProviders).toBe(true)
  expect(loadConfig({ RATE_LIMIT_STORE: 'database' }).rateLimitStore).toBe('database')
  expect(loadConfig({ DATABASE_URL: 'postgres://db/x', RATE_LIMIT_STORE: 'Memory' }).rateLimitStore).toBe('memory')
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1'])
})

test('a wrong value is one clear line naming the variable; every wrong variable is listed', () => {
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ PORT: 'http' }, /^PORT=http: a port number 0-65535$/],
    [{ PORT: '70000' }, /^PORT=70000: /],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL=mysql:\/\/x: a PostgreSQL URL/],
    [{ SEED: 'maybe' }, /^SEED=maybe: on or off/],
    [{ ASSET_HOST: 'static.example.com' }, /^ASSET_HOST=static.example.com: an absolute http\(s\) URL/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL=loud: one of fatal, error, warn, info, debug, trace, silent$/],
    [{ TRUST_PROXY: 'yes' }, /^TRUST_PROXY: "yes" is not an IP address or CIDR/],
    [{ TRUST_PROXY: '21' }, /^TRUST_PROXY=21: a hop count must be 1-20$/],
    [{ SANDBOX_PROVIDERS: 'please' }, /^SANDBOX_PROVIDERS=please: on or off/],
    [{ BUSINESS_TZ: 'Asia/Atlantis' }, /^BUSINESS_TZ=Asia\/Atlantis: Unknown time zone "Asia\/Atlantis"/],
    [{ HOSPITAL_IDENTITY_KEY: 'short' }, /^HOSPITAL_IDENTITY_KEY: must be at least 32 characters \(has 5\)$/],
    [{ WX_APPID: 'wx' }, /^WeChat login: set all of WX_APPID, WX_SECRET or none \(missing WX_SECRET\)$/],
    [{ ALIPAY_PUBLIC_KEY: 'pub' }, /^Alipay: ALIPAY_PUBLIC_KEY require ALIPAY_APPID and ALIPAY_PRIVATE_KEY$/],
    [
      { WXPAY_MCHID: 'm', WXPAY_APPID: 'a' },
      /^WeChat Pay: set all of .* or none \(missing WXPAY_API_V3_KEY, WXPAY_SERIAL_NO, WXPAY_PRIVATE_KEY\)$/,
    ],
    [{ CMB_MER_ID: 'm' }, /^China Merchants Bank payments: /],
    [
      { ALIPAY_APPID: 'a', ALIPAY_PRIVATE_KEY: ALI_KEY, ALIPAY_PUBLIC_KEY: ALI_PUBLIC, ALIPAY_GATEWAY: 'gateway' },
      /^ALIPAY_GATEWAY=gateway: an absolute http\(s\) URL$/,
    ],
    [{ READ_CACHE: 'off please' }, /^READ_CACHE=off please: on or off/],
    [{ ORDER_CLOSE_MINUTES: 'abc' }, /^ORDER_CLOSE_MINUTES=abc: a number of minutes greater than 0/],
    [{ ORDER_CLOSE_MINUTES: '0' }, /^ORDER_CLOSE_MINUTES=0: /],
    [{ ORDER_SWEEP_MS: '10' }, /^ORDER_SWEEP_MS=10: milliseconds between sweeps, 1000-86400000$/],
    [{ ORDER_MAX_UNPAID_ORDERS: '-1' }, /^ORDER_MAX_UNPAID_ORDERS=-1: a whole number of orders/],
    [{ ORDER_MAX_UNPAID_UNITS: '1.5' }, /^ORDER_MAX_UNPAID_UNITS=1.5: a whole number of units/],
    [
      { PAY_RETURN_ORIGINS: 'https://h5.example.com/hospital/' },
      /^PAY_RETURN_ORIGINS: "https:\/\/h5.example.com\/hospital\/" is not an origin/,
    ],
    [{ RATE_LIMIT_MAX: '0' }, /^RATE_LIMIT_MAX=0: a positive integer \(requests per client IP per minute, all endpoints\)$/],
    [{ RATE_LIMIT_SENSITIVE_MAX: 'lots' }, /^RATE_LIMIT_SENSITIVE_MAX=lots: a positive integer/],
    [{ SMS_CODES_PER_IP_PER_DAY: '-5' }, /^SMS_CODES_PER_IP_PER_DAY=-5: a positive integer/],
    [{ SMS_CODES_PER_PHONE_PER_DAY: '2.5' }, /^SMS_CODES_PER_PHONE_PER_DAY=2.5: a positive integer/],
    [{ METRICS_TOKEN: 'short' }, /^METRICS_TOKEN: must be at least 16 characters without spaces \(has 5\)$/],
    [{ MIGRATE_ON_START: 'later' }, /^MIGRATE_ON_START=later: on or off/],
    [{ DB_POOL_MAX: '0' }, /^DB_POOL_MAX=0: a number of connections 1-1000$/],
    [{ RATE_LIMIT_STORE: 'redis' }, /^RATE_LIMIT_STORE=redis: memory or database$/],
    [{ CHAT_SERVICE_HOURS: '20:00-08:00' }, /^CHAT_SERVICE_HOURS=20:00-08:00: 'HH:MM-HH:MM' of one day, the start before the end/],
    [{ CHAT_SERVICE_HOURS: 'all day' }, /^CHAT_SERVICE_HOURS=all day: 'HH:MM-HH:MM'/],
  ]
  for (const [env, line] of cases) {
    const problems = problemsOf(env)
    expect([env, problems.length, problems[0]]).toEqual([env, 1, expect.stringMatching(line)])
  }
  // several at once: one line each, and the error message carries them all
  const all = Object.assign({}, ...cases.slice(0, 4).map(([env]) => env))
  expect(problemsOf(all)).toHaveLength(3) // PORT appears twice in the table; the last value wins
  expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/invalid configuration[\s\S]*\n {2}PORT=x: [\s\S]*\n {2}LOG_LEVEL=y: /)
})

test('Alipay: keys as PEM, bare base64 (PKCS8 or PKCS1) or files; certificate mode; payments need the seller id; half-configured refused', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alipay-config-'))
  try {
    fs.writeFileSync(path.join(dir, 'app_private_key.pem'), ALI_KEY)
    const bare = (pemText: string) => pemText.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')
    const pkcs1 = ALI.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()
    const base = {
      ALIPAY_APPID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: 'app_private_key.pem',
      ALIPAY_PUBLIC_KEY: bare(ALI_PUBLIC),
      NOTIFY_BASE_URL: 'https://shop.example.com',
    }
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env, dir)
        return []
      } catch (e) {
        return (e as ConfigError).problems
      }
    }
    const c = loadConfig(base, dir)
    expect(c.thirdParty.alipay).toMatchObject({
      privateKey: ALI_KEY,
      alipayPublicKey: expect.stringContaining('-----BEGIN PUBLIC KEY-----'),
    })
    expect(crypto.createPublicKey(c.thirdParty.alipay!.alipayPublicKey!).export({ type: 'spki', format: 'pem' })).toBe(ALI_PUBLIC)
    expect(c.payments.alipay).toBeNull() // the login only: no ALIPAY_SELLER_ID
    // the private key as Alipay's key tool writes it: bare base64, PKCS8 or PKCS1
    for (const key of [bare(ALI_KEY), bare(pkcs1)]) {
      const k = loadConfig({ ...base, ALIPAY_PRIVATE_KEY: key }, dir).thirdParty.alipay!.privateKey
      expect(crypto.createPrivateKey(k).export({ type: 'pkcs8', format: 'pem' })).toBe(ALI_KEY)
    }
    const pay = loadConfig({ ...base, ALIPAY_SELLER_ID: '2088101122136241' }, dir).payments.alipay
    expect(pay).toMatchObject({ sellerId: '2088101122136241', gateway: DEFAULT_ALIPAY_GATEWAY, notifyBaseUrl: 'https://shop.example.com' })
    // certificate mode: three certificates (PEM or files) instead of the public key
    const { ALIPAY_PUBLIC_KEY: _pub, ...noKey } = base
    expect(problems(noKey)).toEqual([
      "Alipay: set ALIPAY_PUBLIC_KEY (public-key mode) or ALIPAY_APP_CERT + ALIPAY_PUBLIC_CERT + ALIPAY_ROOT_CERT (certificate mode): Alipay's replies must be verified",
    ])
    expect(problems({ ...noKey, ALIPAY_APP_CERT: 'app.crt' })).toEqual([
      'Alipay certificate mode: set all of ALIPAY_APP_CERT, ALIPAY_PUBLIC_CERT, ALIPAY_ROOT_CERT or none (missing ALIPAY_PUBLIC_CERT, ALIPAY_ROOT_CERT)',
    ])
    expect(problems({ ...base, ALIPAY_APP_CERT: 'a.crt', ALIPAY_PUBLIC_CERT: 'b.crt', ALIPAY_ROOT_CERT: 'c.crt' })).toEqual([
      'Alipay: ALIPAY_PUBLIC_KEY (public-key mode) or ALIPAY_APP_CERT + ALIPAY_PUBLIC_CERT + ALIPAY_ROOT_CERT (certificate mode), not both',
    ])
    expect(problems({ ...noKey, ALIPAY_APP_CERT: 'a.crt', ALIPAY_PUBLIC_CERT: 'b.crt', ALIPAY_ROOT_CERT: 'c.crt' })).toEqual([
      'ALIPAY_APP_CERT: neither PEM text nor a readable file (a.crt)',
      'ALIPAY_PUBLIC_CERT: neither PEM text nor a readable file (b.crt)',
      'ALIPAY_ROOT_CERT: neither PEM text nor a readable file (c.crt)',
    ])
    expect(problems({ ...base, ALIPAY_PRIVATE_KEY: 'bm9wZQ==' })).toEqual([
      'ALIPAY_PRIVATE_KEY: neither PEM text nor a readable file (bm9wZQ==)',
    ])
    expect(problems({ ...base, ALIPAY_SELLER_ID: '1234' })).toEqual(["ALIPAY_SELLER_ID=1234: the merchant's PID (16 digits starting 2088)"])
    const { NOTIFY_BASE_URL: _n, ...noNotify } = base
    expect(problems({ ...noNotify, ALIPAY_SELLER_ID: '2088101122136241' })).toEqual([
      'NOTIFY_BASE_URL: required with a real payment provider (the public https origin its notifies are posted to)',
    ])
    expect(problems({ ...base, ALIPAY_AES_KEY: 'short' })).toEqual([
      'ALIPAY_AES_KEY=short: the base64 AES key of the Alipay app (content encryption)',
    ])
    expect(problems({ ALIPAY_SELLER_ID: '2088101122136241' })).toEqual([
      'Alipay: ALIPAY_SELLER_ID require ALIPAY_APPID and ALIPAY_PRIVATE_KEY',
    ])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('WeChat Pay: keys as PEM text or a file, parsed at start; a half-configured or wrong provider refuses the start', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wxpay-config-'))
  try {
    fs.writeFileSync(path.join(dir, 'apiclient_key.pem'), MERCHANT_KEY)
    const base = {
      WXPAY_MCHID: '1900000109',
      WXPAY_APPID: 'wx8888888888888888',
      WXPAY_API_V3_KEY: V3,
      WXPAY_SERIAL_NO: 'abc123',
      WXPAY_PRIVATE_KEY: 'apiclient_key.pem',
      NOTIFY_BASE_URL: 'https://shop.example.com',
    }
    const c = loadConfig(base, dir)
    expect(c.payments.wechat).toEqual({
      mchId: '1900000109',
      appId: 'wx8888888888888888',
      apiV3Key: V3,
      serialNo: 'ABC123',
      privateKey: MERCHANT_KEY,
      publicKey: null,
      publicKeyId: null,
      apiBase: 'https://api.mch.weixin.qq.com',
      notifyBaseUrl: 'https://shop.example.com',
    })
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env, dir)
        return []
      } catch (e) {
        return (e as ConfigError).problems
      }
    }
    expect(problems({ ...base, WXPAY_PRIVATE_KEY: 'missing.pem' })).toEqual([
      'WXPAY_PRIVATE_KEY: neither PEM text nor a readable file (missing.pem)',
    ])
    expect(problems({ ...base, WXPAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----' })).toEqual([
      'WXPAY_PRIVATE_KEY: not a private key in PEM',
    ])
    expect(problems({ ...base, WXPAY_API_V3_KEY: 'short' })).toEqual(['WXPAY_API_V3_KEY: must be the 32-character APIv3 key (has 5)'])
    expect(problems({ ...base, WXPAY_PUBLIC_KEY: WXPAY_PUBLIC })).toEqual([
      'WeChat Pay public key: set all of WXPAY_PUBLIC_KEY, WXPAY_PUBLIC_KEY_ID or none (missing WXPAY_PUBLIC_KEY_ID)',
    ])
    expect(problems({ ...base, WXPAY_PUBLIC_KEY: WXPAY_PUBLIC, WXPAY_PUBLIC_KEY_ID: '1234' })).toEqual([
      'WXPAY_PUBLIC_KEY_ID=1234: the id of the WeChat Pay public key (PUB_KEY_ID_…)',
    ])
    expect(problems({ ...base, WXPAY_PUBLIC_KEY: 'not a key', WXPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_01' })).toEqual([
      'WXPAY_PUBLIC_KEY: neither PEM text nor a readable file (not a key)',
    ])
    const { NOTIFY_BASE_URL: _n, ...noNotify } = base
    expect(problems(noNotify)).toEqual([
      'NOTIFY_BASE_URL: required with a real payment provider (the public https origin its notifies are posted to)',
    ])
    expect(problems({ ...base, NODE_ENV: 'production', NOTIFY_BASE_URL: 'http://shop.example.com' })).toEqual([
      'NOTIFY_BASE_URL: must be https in production (WeChat Pay and Alipay post only to https notify URLs)',
    ])
    expect(problems({ ...base, NOTIFY_BASE_URL: 'https://shop.example.com/?x=1' })).toEqual([
      'NOTIFY_BASE_URL=https://shop.example.com/?x=1: an absolute http(s) URL without a query, such as https://shop.example.com',
    ])
    expect(problems({ ...base, WXPAY_API_BASE: 'mch' })).toEqual(['WXPAY_API_BASE=mch: an absolute http(s) URL'])
    const { WXPAY_API_V3_KEY: _v, ...half } = base
    expect(problems(half)[0]).toMatch(/^WeChat Pay: set all of .* \(missing WXPAY_API_V3_KEY\)$/)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('SMS: SMS_PROVIDER with all of its keys; a half-configured provider, stray keys or the sandbox in production refuse the start', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env)
      return []
    } catch (e) {
      return (e as ConfigError).problems
    }
  }
  const tencent = {
    SMS_PROVIDER: 'tencent',
    SMS_TENCENT_SECRET_ID: 'AKIDexample',
    SMS_TENCENT_SECRET_KEY: 'secret',
    SMS_TENCENT_SDK_APP_ID: '1400006666',
    SMS_SIGN_NAME: '南京鼓楼医院',
    SMS_TEMPLATE_CODE: '449739',
  }
  expect(loadConfig({ ...tencent, SMS_TEMPLATE_RESET: '449740' }).sms).toEqual({
    provider: 'tencent',
    secretId: 'AKIDexample',
    secretKey: 'secret',
    sdkAppId: '1400006666',
    region: 'ap-guangzhou',
    endpoint: null,
    signName: '南京鼓楼医院',
    templates: { LOGIN_CODE: '449739', BIND_CODE: '449739', REGISTER_CODE: '449739', RESET_CODE: '449740' },
    params: [
      { name: 'code', value: 'code' },
      { name: 'minutes', value: 'minutes' },
    ],
  })
  const aliyun = {
    SMS_PROVIDER: 'aliyun',
    SMS_ALIYUN_ACCESS_KEY_ID: 'LTAIexample',
    SMS_ALIYUN_ACCESS_KEY_SECRET: 'secret',
    SMS_SIGN_NAME: '南京鼓楼医院',
    SMS_TEMPLATE_CODE: 'SMS_154950909',
    SMS_TEMPLATE_PARAMS: 'code,time=minutes',
    SMS_ALIYUN_ENDPOINT: 'http://127.0.0.1:4000/',
  }
  expect(loadConfig(aliyun).sms).toMatchObject({
    provider: 'aliyun',
    endpoint: 'http://127.0.0.1:4000',
    params: [
      { name: 'code', value: 'code' },
      { name: 'time', value: 'minutes' },
    ],
  })
  expect(loadConfig({ SMS_PROVIDER: 'sandbox' }).sms).toEqual({ provider: 'sandbox' })
  expect(problems({ SMS_PROVIDER: 'sandbox', NODE_ENV: 'production' })).toEqual([
    'SMS_PROVIDER=sandbox: the development outbox is refused in production (tencent or aliyun)',
  ])
  const { SMS_TENCENT_SECRET_KEY: _k, ...half } = tencent
  expect(problems(half)).toEqual([
    'Tencent Cloud SMS (SMS_PROVIDER=tencent): set all of SMS_TENCENT_SECRET_ID, SMS_TENCENT_SECRET_KEY, SMS_TENCENT_SDK_APP_ID, SMS_SIGN_NAME, SMS_TEMPLATE_CODE (missing SMS_TENCENT_SECRET_KEY)',
  ])
  const { SMS_TEMPLATE_CODE: _t, ...noTemplate } = aliyun
  expect(problems(noTemplate)[0]).toMatch(/^Aliyun SMS \(SMS_PROVIDER=aliyun\): set all of .*\(missing SMS_TEMPLATE_CODE\)$/)
  expect(problems({ SMS_ALIYUN_ACCESS_KEY_ID: 'LTAI', SMS_ALIYUN_ACCESS_KEY_SECRET: 's' })).toEqual([
    'SMS_PROVIDER: SMS_ALIYUN_ACCESS_KEY_ID, SMS_ALIYUN_ACCESS_KEY_SECRET set, but SMS_PROVIDER is unset (not aliyun)',
  ])
  expect(problems({ SMS_PROVIDER: 'twilio' })).toEqual(['SMS_PROVIDER=twilio: tencent, aliyun or sandbox'])
  expect(problems({ ...tencent, SMS_TEMPLATE_CODE: 'SMS_1', SMS_TENCENT_SDK_APP_ID: 'app' })).toEqual([
    'SMS_TEMPLATE_CODE=SMS_1: a Tencent Cloud template id (digits)',
  ])
  expect(problems({ ...tencent, SMS_TENCENT_SDK_APP_ID: 'app' })).toEqual([
    'SMS_TENCENT_SDK_APP_ID=app: the SDK AppID of the SMS application (digits, 1400…)',
  ])
  expect(problems({ ...aliyun, SMS_TEMPLATE_LOGIN: '12345', SMS_TEMPLATE_PARAMS: 'minutes,x=y', SMS_SIGN_NAME: '【医院】' })).toEqual([
    'SMS_TEMPLATE_LOGIN=12345: an Aliyun template code (SMS_ and digits)',
    'SMS_TEMPLATE_PARAMS: "x=y" is not code, minutes or name=code / name=minutes',
    'SMS_TEMPLATE_PARAMS: must contain code (the verification code)',
    "SMS_SIGN_NAME=【医院】: the approved signature's name itself (without 【】, at most 30 characters)",
  ])
  // http only to this machine in production (a local relay, the production-mode journey's local gateways)
  expect(problems({ ...aliyun, NODE_ENV: 'production' })).toEqual([])
  expect(problems({ ...aliyun, NODE_ENV: 'production', SMS_ALIYUN_ENDPOINT: 'http://sms-relay.internal:4000' })).toEqual([
    'SMS_ALIYUN_ENDPOINT: must be https in production (the credentials sign every request)',
  ])
})

test('the AI assistant provider: all three variables or none, an http(s) base (https in production), limits', () => {
  const full = { ASSISTANT_API_BASE: 'https://llm.example.com/v1/', ASSISTANT_API_KEY: 'sk-x', ASSISTANT_MODEL: 'qwen-plus' }
  expect(
    loadConfig({
      ...full,
      ASSISTANT_PER_MINUTE: '3',
      ASSISTANT_PER_DAY: '20',
      ASSISTANT_CONVERSATIONS_PER_DAY: '5',
      ASSISTANT_PACE_MS: '0',
    }).assistant,
  ).toEqual({
    external: { baseUrl: 'https://llm.example.com/v1', apiKey: 'sk-x', model: 'qwen-plus' },
    timeoutMs: 20000,
    perMinute: 3,
    perDay: 20,
    conversationsPerDay: 5,
    paceMs: 0,
    warmIndex: true,
  })
  const problems = (env: Record<string, string>): string[] => {
    try {
      loadConfig(env)
      return []
    } catch (e) {
      return (e as ConfigError).problems
    }
  }
  expect(problems({ ASSISTANT_API_BASE: 'https://llm.example.com/v1' })).toEqual([
    'AI assistant provider: set all of ASSISTANT_API_BASE, ASSISTANT_API_KEY, ASSISTANT_MODEL or none (missing ASSISTANT_API_KEY, ASSISTANT_MODEL)',
  ])
  expect(problems({ ...full, ASSISTANT_API_BASE: 'llm.example.com' })).toEqual([
    'ASSISTANT_API_BASE=llm.example.com: an absolute http(s) URL such as https://api.example.com/v1',
  ])
  expect(problems({ ...full, ASSISTANT_API_BASE: 'http://10.0.0.5/v1', NODE_ENV: 'production' })).toEqual([
    'ASSISTANT_API_BASE: must be https in production (questions may contain health information)',
  ])
  expect(problems({ ASSISTANT_PER_MINUTE: '0' })).toEqual(['ASSISTANT_PER_MINUTE=0: questions per user per minute, at least 1'])
  expect(problems({ ASSISTANT_CONVERSATIONS_PER_DAY: '0' })).toEqual([
    'ASSISTANT_CONVERSATIONS_PER_DAY=0: new conversations per user per day, at least 1',
  ])
  expect(loadConfig({}).assistant.conversationsPerDay).toBe(20)
})

test('server/main.ts refuses to start on a wrong value, printing the line', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bad-config-'))
  try {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ORDER_CLOSE_MINUTES: 'thirty', RATE_LIMIT_MAX: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(out).toMatch(/ORDER_CLOSE_MINUTES=thirty: a number of minutes greater than 0/)
    expect(out).toMatch(/RATE_LIMIT_MAX=0: a positive integer/)
    expect(out).not.toMatch(/ready in/)
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
