/**
 * The configuration read once at start (server/lib/config.ts loadConfig): defaults, every variable,
 * and one clear line per wrong value (the server refuses to start instead of guessing).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ConfigError, DEFAULT_ALIPAY_GATEWAY, DEFAULT_RATE_LIMIT, DEFAULT_STAFF_CONFIG, loadConfig, type Config } from './config'
import { DEFAULT_LIMITS } from '../auth/limits'

const ROOT = path.resolve(__dirname, '..', '..')

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
    dataDir: '/srv/shop/data/pglite',
    seed: true,
    staticDir: '/srv/shop/dist/h5',
    assetHost: '',
    logLevel: 'info',
    trustProxy: false,
    sandboxProviders: false,
    businessTimeZone: 'Asia/Shanghai',
    secret: null,
    hospitalIdentityKey: null,
    thirdParty: { wechat: null, alipay: null },
    wxaCode: null,
    payments: { wechat: null, alipay: null, cmb: null },
    alipayGateway: null,
    readCache: true,
    orders: { closeMinutes: 30, sweepMs: 60_000, maxUnpaidOrders: 5, maxUnpaidUnits: 999 },
    payReturnOrigins: [],
    offlineStaffKey: null,
    rateLimit: DEFAULT_RATE_LIMIT,
    limits: DEFAULT_LIMITS,
    limitOverrides: [],
    assistant: { external: null, timeoutMs: 20000, perMinute: 6, perDay: 60, paceMs: 25, warmIndex: true },
    metricsToken: null,
    migrateOnStart: true,
    dbPoolMax: 10,
    rateLimitStore: 'memory',
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
      ALIPAY_PRIVATE_KEY: 'alikey',
      ALIPAY_PUBLIC_KEY: 'alipub',
      ALIPAY_GATEWAY: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
      WXPAY_MCHID: 'm',
      WXPAY_APPID: 'a',
      WXPAY_API_V3_KEY: 'v3',
      WXPAY_SERIAL_NO: 's',
      WXPAY_PRIVATE_KEY: 'p',
      CMB_MER_ID: 'mer',
      CMB_USER_ID: 'user',
      CMB_SM2_KEY: 'sm2',
      READ_CACHE: '0',
      ORDER_CLOSE_MINUTES: '15',
      ORDER_SWEEP_MS: '5000',
      ORDER_MAX_UNPAID_ORDERS: '3',
      ORDER_MAX_UNPAID_UNITS: '50',
      PAY_RETURN_ORIGINS: 'https://h5.example.com, https://m.example.com/',
      OFFLINE_STAFF_KEY: 'staff-key-0123456789',
      RATE_LIMIT_MAX: '5000',
      RATE_LIMIT_SENSITIVE_MAX: '300',
      SMS_CODES_PER_IP_PER_DAY: '1000',
      SMS_CODES_PER_PHONE_PER_DAY: '20',
      METRICS_TOKEN: 'metrics-0123456789',
      MIGRATE_ON_START: 'off',
      DB_POOL_MAX: '4',
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
      alipay: { appId: 'aliapp', privateKey: 'alikey', gateway: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do' },
    },
    payments: {
      wechat: { mchId: 'm', appId: 'a', apiV3Key: 'v3', serialNo: 's', privateKey: 'p' },
      alipay: {
        appId: 'aliapp',
        privateKey: 'alikey',
        alipayPublicKey: 'alipub',
        gateway: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
      },
      cmb: { merId: 'mer', userId: 'user', sm2Key: 'sm2' },
    },
    alipayGateway: 'https://openapi-sandbox.dl.alipaydev.com',
    readCache: false,
    orders: { closeMinutes: 15, sweepMs: 5000, maxUnpaidOrders: 3, maxUnpaidUnits: 50 },
    payReturnOrigins: ['https://h5.example.com', 'https://m.example.com/'],
    offlineStaffKey: 'staff-key-0123456789',
    rateLimit: { max: 5000, sensitiveMax: 300 },
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
  // the Alipay login alone (no public key: payments stay on the sandbox / unavailable); the form still posts to the default gateway
  const login = loadConfig({ ALIPAY_APPID: 'a', ALIPAY_PRIVATE_KEY: 'k' })
  expect([login.thirdParty.alipay, login.payments.alipay, login.alipayGateway]).toEqual([
    { appId: 'a', privateKey: 'k', gateway: null },
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
    [{ ALIPAY_PUBLIC_KEY: 'pub' }, /^Alipay payments: ALIPAY_PUBLIC_KEY needs ALIPAY_APPID and ALIPAY_PRIVATE_KEY$/],
    [
      { WXPAY_MCHID: 'm', WXPAY_APPID: 'a' },
      /^WeChat Pay: set all of .* or none \(missing WXPAY_API_V3_KEY, WXPAY_SERIAL_NO, WXPAY_PRIVATE_KEY\)$/,
    ],
    [{ CMB_MER_ID: 'm' }, /^China Merchants Bank payments: /],
    [{ ALIPAY_APPID: 'a', ALIPAY_PRIVATE_KEY: 'k', ALIPAY_GATEWAY: 'gateway' }, /^ALIPAY_GATEWAY=gateway: an absolute http\(s\) URL$/],
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
    [{ OFFLINE_STAFF_KEY: 'short' }, /^OFFLINE_STAFF_KEY: must be at least 16 characters \(has 5\)$/],
    [{ RATE_LIMIT_MAX: '0' }, /^RATE_LIMIT_MAX=0: a positive integer \(requests per client IP per minute, all endpoints\)$/],
    [{ RATE_LIMIT_SENSITIVE_MAX: 'lots' }, /^RATE_LIMIT_SENSITIVE_MAX=lots: a positive integer/],
    [{ SMS_CODES_PER_IP_PER_DAY: '-5' }, /^SMS_CODES_PER_IP_PER_DAY=-5: a positive integer/],
    [{ SMS_CODES_PER_PHONE_PER_DAY: '2.5' }, /^SMS_CODES_PER_PHONE_PER_DAY=2.5: a positive integer/],
    [{ METRICS_TOKEN: 'short' }, /^METRICS_TOKEN: must be at least 16 characters without spaces \(has 5\)$/],
    [{ MIGRATE_ON_START: 'later' }, /^MIGRATE_ON_START=later: on or off/],
    [{ DB_POOL_MAX: '0' }, /^DB_POOL_MAX=0: a number of connections 1-1000$/],
    [{ RATE_LIMIT_STORE: 'redis' }, /^RATE_LIMIT_STORE=redis: memory or database$/],
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

test('the AI assistant provider: all three variables or none, an http(s) base (https in production), limits', () => {
  const full = { ASSISTANT_API_BASE: 'https://llm.example.com/v1/', ASSISTANT_API_KEY: 'sk-x', ASSISTANT_MODEL: 'qwen-plus' }
  expect(loadConfig({ ...full, ASSISTANT_PER_MINUTE: '3', ASSISTANT_PER_DAY: '20', ASSISTANT_PACE_MS: '0' }).assistant).toEqual({
    external: { baseUrl: 'https://llm.example.com/v1', apiKey: 'sk-x', model: 'qwen-plus' },
    timeoutMs: 20000,
    perMinute: 3,
    perDay: 20,
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
})

test('server/main.ts refuses to start on a wrong value, printing the line', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bad-config-'))
  try {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ORDER_CLOSE_MINUTES: 'thirty', OFFLINE_STAFF_KEY: 'x' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(out).toMatch(/ORDER_CLOSE_MINUTES=thirty: a number of minutes greater than 0/)
    expect(out).toMatch(/OFFLINE_STAFF_KEY: must be at least 16 characters/)
    expect(out).not.toMatch(/ready in/)
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
