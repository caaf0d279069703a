/**
 * The server's configuration, read ONCE at start: `loadConfig(process.env)` in server/main.ts (the
 * only reader of process.env besides this file), then passed to `buildServer(config)`, which keeps it
 * in `app.deps.config`. Nothing else reads the environment: route modules take their settings from
 * `deps.config`. Tests build a Config with `testConfig({ ... })` (test-support/server) instead of
 * setting process.env.
 *
 * Every variable is checked here: a value that is set but wrong refuses the start with one line per
 * variable (`ConfigError`: `ORDER_CLOSE_MINUTES=abc: a number of minutes greater than 0`). Unset or
 * empty means the default. server/README.md lists them.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { MAX_UNPAID_ORDERS, MAX_UNPAID_UNITS } from '../../src/domain/orders'
import { DEFAULT_BUSINESS_TIME_ZONE, timeZoneProblem } from '../../src/domain/time'
import { ASSISTANT_LIMITS } from '../../src/domain/assistant'
import { parseServiceHours, SERVICE_HOURS, type ServiceHours } from '../../src/domain/chat'
import { DEFAULT_LIMITS, type AuthLimits } from '../auth/limits'

export type TrustProxy = false | number | string[]
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

export const DEFAULT_ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do'
export const WXPAY_DEFAULT_API_BASE = 'https://api.mch.weixin.qq.com'
/** WeChat's open API (login, access token, phone number, JS-SDK ticket, shipping information) */
export const WX_DEFAULT_API_BASE = 'https://api.weixin.qq.com'
/** per-IP requests per minute: every route, and the captcha / SMS / login routes */
export const DEFAULT_RATE_LIMIT = { max: 600, sensitiveMax: 30 }

/**
 * The Alipay app's keys (PEM text, or a file path, in the variables; PEM here): ALIPAY_PRIVATE_KEY (PKCS1, PKCS8 or
 * the bare base64 of Alipay's key tool); public-key mode ALIPAY_PUBLIC_KEY, or certificate mode ALIPAY_APP_CERT,
 * ALIPAY_PUBLIC_CERT, ALIPAY_ROOT_CERT; ALIPAY_AES_KEY (base64, the content-encryption key: my.getPhoneNumber)
 */
export interface AlipayKeys {
  appId: string
  privateKey: string
  alipayPublicKey: string | null
  appCert: string | null
  alipayPublicCert: string | null
  alipayRootCert: string | null
  aesKey: string | null
  gateway: string | null
}

export interface Config {
  /** NODE_ENV=production: no /dev/*, no demo user, refuses every sandbox provider */
  production: boolean
  /** PORT (3000), HOST (0.0.0.0) */
  port: number
  host: string
  /** DATABASE_URL: PostgreSQL; null = PGlite in dataDir */
  databaseUrl: string | null
  /**
   * MIGRATION_DATABASE_URL: PostgreSQL as the tables' owner, for the migrations (at start and `npm run migrate`);
   * null = DATABASE_URL. Production connects the app (DATABASE_URL) as a role that owns nothing and cannot bypass
   * row-level security (server/README.md "Database roles")
   */
  migrationDatabaseUrl: string | null
  /** DATA_DIR (./data/pglite), absolute */
  dataDir: string
  /** SEED (on; 0 = off): the idempotent seed at start */
  seed: boolean
  /** STATIC_DIR (dist/h5), absolute; null = no H5 build served */
  staticDir: string | null
  /** CONSOLE_DIR (dist/console): the staff console's build (issue 31), served under /console; null = none */
  consoleDir: string | null
  /** ASSET_HOST: absolute host put before /assets/ image URLs, without a trailing slash ('' = same origin) */
  assetHost: string
  /** LOG_LEVEL (info); 'silent' = no logger */
  logLevel: LogLevel
  /** TRUST_PROXY: proxy hops (or proxy addresses / CIDRs) trusted for X-Forwarded-For; false = none */
  trustProxy: TrustProxy
  /** SANDBOX_PROVIDERS=1 (or the older PAY_SANDBOX=1): the development sandbox providers */
  sandboxProviders: boolean
  /** BUSINESS_TZ (Asia/Shanghai): THE business time zone (src/domain/time) */
  businessTimeZone: string
  /** SERVER_SECRET: HMAC key for codes and ID numbers; null = a random one kept in the database */
  secret: string | null
  /** HOSPITAL_IDENTITY_KEY (32+ characters): the hospital's HMAC key for healthNj/login assertions */
  hospitalIdentityKey: string | null
  /**
   * WX_APPID + WX_SECRET (the mini-program: wx.login codes, the phone-number button, shipping information; also the
   * H5's official account unless WX_OA_APPID + WX_OA_SECRET name another); ALIPAY_APPID + ALIPAY_PRIVATE_KEY + the
   * Alipay verification key (ALIPAY_PUBLIC_KEY, or the certificates ALIPAY_APP_CERT + ALIPAY_PUBLIC_CERT +
   * ALIPAY_ROOT_CERT) (+ ALIPAY_GATEWAY, ALIPAY_AES_KEY for my.getPhoneNumber): real third-party logins
   */
  thirdParty: {
    wechat: { appId: string; secret: string } | null
    /** WX_OA_APPID + WX_OA_SECRET: the official account of the H5 in the WeChat browser (OAuth, JS-SDK ticket); absent = WX_APPID's */
    wechatOa?: { appId: string; secret: string } | null
    alipay: AlipayKeys | null
  }
  /**
   * WXA_APPID + WXA_SECRET (+ WXA_API_BASE, default https://api.weixin.qq.com): the mini-program whose codes
   * common/wxMiniProgram/createQrCode draws through WeChat's wxacode.getUnlimited; null = the sandbox code when the
   * sandboxes are on, else a QR code of the page's H5 link (server/modules/share/minicode.ts)
   */
  wxaCode: { appId: string; secret: string; apiBase: string } | null
  /** SMS_PROVIDER and its keys (server/auth/sms.ts); null = unset: the sms_outbox sandbox with SANDBOX_PROVIDERS, else no SMS */
  sms: SmsConfig | null
  /** WX_API_BASE (https://api.weixin.qq.com): the origin of WeChat's open API (a local gateway in tests) */
  wxApiBase: string
  /** the real payment providers (null = the channel has none: the sandbox when enabled, else unavailable) */
  payments: {
    /**
     * WXPAY_MCHID, WXPAY_APPID, WXPAY_API_V3_KEY (32 characters), WXPAY_SERIAL_NO, WXPAY_PRIVATE_KEY (PEM text or a
     * file path); WXPAY_PUBLIC_KEY (PEM or path) + WXPAY_PUBLIC_KEY_ID (PUB_KEY_ID_…): the WeChat Pay public key
     * (null = platform certificates); WXPAY_API_BASE (https://api.mch.weixin.qq.com); the notify origin NOTIFY_BASE_URL
     */
    wechat: {
      mchId: string
      appId: string
      apiV3Key: string
      serialNo: string
      privateKey: string
      publicKey: string | null
      publicKeyId: string | null
      apiBase: string
      notifyBaseUrl: string
    } | null
    /** the Alipay login's keys + ALIPAY_SELLER_ID (the merchant PID, 2088…) and NOTIFY_BASE_URL */
    alipay: (AlipayKeys & { sellerId: string; gateway: string; notifyBaseUrl: string }) | null
    /** CMB_MER_ID, CMB_USER_ID, CMB_SM2_KEY */
    cmb: { merId: string; userId: string; sm2Key: string } | null
  }
  /** NOTIFY_BASE_URL: the public origin the providers post their notifies to (https in production); needed by any real payment provider */
  notifyBaseUrl: string | null
  /** the Alipay gateway's origin when Alipay is configured (ALIPAY_APPID): the H5 form posts there (CSP form-action) */
  alipayGateway: string | null
  /** READ_CACHE (on; 0 = off): the read cache of PGlite (server/lib/cache) */
  readCache: boolean
  orders: {
    /** ORDER_CLOSE_MINUTES (30): an unpaid order closes itself this long after commitPay */
    closeMinutes: number
    /** ORDER_SWEEP_MS (60000, at least 1000): period of the sweep that closes overdue unpaid orders */
    sweepMs: number
    /** ORDER_MAX_UNPAID_ORDERS (5), ORDER_MAX_UNPAID_UNITS (999): what one user may hold unpaid */
    maxUnpaidOrders: number
    maxUnpaidUnits: number
  }
  /** PAY_RETURN_ORIGINS: other origins (an H5 served elsewhere) a payment may return to */
  payReturnOrigins: string[]
  /** per-IP request limits per minute (RATE_LIMIT_MAX 600, RATE_LIMIT_SENSITIVE_MAX 30); false = off (tests) */
  rateLimit: { max: number; sensitiveMax: number } | false
  /** anti-abuse limits of the account endpoints (codes, captchas, password attempts); SMS_CODES_PER_IP_PER_DAY (50), SMS_CODES_PER_PHONE_PER_DAY (10) */
  limits: AuthLimits
  /** `NAME=value` of the abuse limits the environment set (main.ts logs them; a warning in production) */
  limitOverrides: string[]
  /** METRICS_TOKEN (16+ characters): Prometheus metrics at GET /metrics for `Authorization: Bearer <token>`; null = no /metrics */
  metricsToken: string | null
  /** MIGRATE_ON_START (on; 0 = off): run the migrations at start; off = `npm run migrate` does it and /readyz waits for it */
  migrateOnStart: boolean
  /** DB_POOL_MAX (10): PostgreSQL connections per server process */
  dbPoolMax: number
  /** RATE_LIMIT_STORE: 'database' (the default with DATABASE_URL: shared by every instance) or 'memory' (the default on PGlite: one process) */
  rateLimitStore: 'memory' | 'database'
  /** the AI health assistant (/aiChat, server/modules/assistant) */
  assistant: AssistantConfig
  /** CHAT_MAX_SOCKETS_PER_USER (5): open chat sockets of one user on one server instance; one more is refused (close 4029) */
  chatMaxSocketsPerUser: number
  /**
   * CHAT_SERVICE_HOURS ('08:00-20:00', the SPEC's): the customer-service agents' hours of every day, business time,
   * 'HH:MM-HH:MM' ('00:00-24:00': all day); outside them 转人工 answers with the hours and a call-back offer
   */
  chatServiceHours: ServiceHours
  /** tracking caps and retention (server/modules/tracking) */
  tracking: TrackingConfig
  /** the report and health-record PDFs (server/lib/pdf-service.ts) */
  pdf: PdfConfig
  /** the hospital staff console (server/modules/staff) */
  staff: StaffConfig
}

/** what an SMS is sent for: one approved template each (carriers deliver only approved templates, never free text) */
export const SMS_TEMPLATE_KEYS = ['LOGIN_CODE', 'BIND_CODE', 'REGISTER_CODE', 'RESET_CODE'] as const
export type SmsTemplateKey = (typeof SMS_TEMPLATE_KEYS)[number]
/** the values a code template is filled with */
export const SMS_PARAM_VALUES = ['code', 'minutes'] as const
export type SmsParamValue = (typeof SMS_PARAM_VALUES)[number]

/**
 * The SMS provider (server/auth/sms.ts). SMS_PROVIDER: tencent | aliyun | sandbox (development only: refused in
 * production). For tencent and aliyun: SMS_SIGN_NAME (the approved signature), SMS_TEMPLATE_CODE (the approved
 * verification-code template: a Tencent template id of digits, an Aliyun SMS_… code), optional SMS_TEMPLATE_LOGIN /
 * _BIND / _REGISTER / _RESET per purpose (default SMS_TEMPLATE_CODE), SMS_TEMPLATE_PARAMS (code,minutes): the
 * template's variables in order (Tencent's TemplateParamSet is positional), each `value` or `name=value` (Aliyun's
 * TemplateParam is named JSON: `name` defaults to the value's own name) with value code or minutes.
 * Tencent Cloud: SMS_TENCENT_SECRET_ID, SMS_TENCENT_SECRET_KEY, SMS_TENCENT_SDK_APP_ID (1400…), SMS_TENCENT_REGION
 * (ap-guangzhou). Aliyun: SMS_ALIYUN_ACCESS_KEY_ID, SMS_ALIYUN_ACCESS_KEY_SECRET. SMS_TENCENT_ENDPOINT /
 * SMS_ALIYUN_ENDPOINT: the API origin (default the provider's; tests and development point them at the local fakes of
 * test-support/gateways; http is refused in production).
 */
export type SmsConfig =
  | { provider: 'sandbox' }
  | (SmsTemplateConfig & {
      provider: 'tencent'
      secretId: string
      secretKey: string
      sdkAppId: string
      region: string
      /** an origin such as http://127.0.0.1:4321; null = https://sms.tencentcloudapi.com */
      endpoint: string | null
    })
  | (SmsTemplateConfig & {
      provider: 'aliyun'
      accessKeyId: string
      accessKeySecret: string
      /** an origin; null = https://dysmsapi.aliyuncs.com */
      endpoint: string | null
    })
export interface SmsTemplateConfig {
  signName: string
  templates: Record<SmsTemplateKey, string>
  /** the template's variables in order: Aliyun's JSON names and what fills them */
  params: Array<{ name: string; value: SmsParamValue }>
}

/**
 * Tracking (zeus/buryPoint/*, common/track): events kept per minute and per business day, per logged-in user
 * (TRACK_USER_PER_MINUTE 120, TRACK_USER_PER_DAY 1000) and per client address for visitors without a login
 * (TRACK_ADDRESS_PER_MINUTE 300, TRACK_ADDRESS_PER_DAY 3000); events over a cap are dropped (the reply's `accepted`
 * counts what was kept). TRACKING_RETENTION_DAYS (30): raw events are deleted this many business days after their
 * day, once rolled up into the daily aggregate.
 */
export interface TrackingConfig {
  userPerMinute: number
  userPerDay: number
  addressPerMinute: number
  addressPerDay: number
  retentionDays: number
}

/**
 * The PDFs' drawing threads and cache (server/lib/pdf-service.ts). PDF_WORKERS (1): drawing threads per process;
 * PDF_CACHE_MB (32): drawn PDFs kept in memory per process (0 = none); PDF_CACHE_TTL_S (600): how long one is kept
 * (health data: not longer than a reading session); PDF_PER_MINUTE (10): PDFs drawn per user per minute (a cached
 * one or a 304 does not count); PDF_TIMEOUT_MS (30000): one draw's time before its thread is ended.
 */
export interface PdfConfig {
  workers: number
  cacheBytes: number
  cacheTtlMs: number
  perUserPerMinute: number
  timeoutMs: number
}

/**
 * The staff console's settings (issue 31). STAFF_TOTP_KEY (32+ characters): the key the TOTP seeds are
 * encrypted with at rest (AES-256-GCM; null = derived from the server secret: set it apart in production).
 * STAFF_IDLE_MINUTES (30) and STAFF_SESSION_HOURS (12): a session's idle and absolute time-outs.
 * STAFF_LOCK_ATTEMPTS (5) wrong passwords or codes lock an account for STAFF_LOCK_MINUTES (15).
 * STAFF_AUDIT_RETENTION_DAYS (180): audit rows older than this are deleted by the sweep.
 * STAFF_REFUND_SECOND_APPROVAL_YUAN (500): a refund above this needs a second finance member's approval.
 */
export interface StaffConfig {
  totpKey: string | null
  idleMinutes: number
  sessionHours: number
  lockAttempts: number
  lockMinutes: number
  auditRetentionDays: number
  /** in cents */
  refundSecondApprovalCents: number
}

export const DEFAULT_STAFF_CONFIG: StaffConfig = {
  totpKey: null,
  idleMinutes: 30,
  sessionHours: 12,
  lockAttempts: 5,
  lockMinutes: 15,
  auditRetentionDays: 180,
  refundSecondApprovalCents: 50_000,
}

/**
 * The AI health assistant's settings. `external`: an OpenAI-compatible chat-completions provider
 * (ASSISTANT_API_BASE, e.g. https://api.example.com/v1, + ASSISTANT_API_KEY + ASSISTANT_MODEL: all or none; null =
 * the built-in answerer over the hospital's own content only). ASSISTANT_TIMEOUT_MS (20000): the provider's time
 * to answer and between two pieces. ASSISTANT_PER_MINUTE (6), ASSISTANT_PER_DAY (60): questions per user.
 * ASSISTANT_CONVERSATIONS_PER_DAY (20): new conversations per user per business day.
 * ASSISTANT_PACE_MS (25): the built-in answerer's pause between two streamed pieces (0 = none).
 */
export interface AssistantConfig {
  external: { baseUrl: string; apiKey: string; model: string } | null
  timeoutMs: number
  perMinute: number
  perDay: number
  /** new conversations per user per business day (counted in the database) */
  conversationsPerDay: number
  paceMs: number
  /** build every hospital's search index in the background at start (true; the test harness: false, each index is
   * then built on its hospital's first question) */
  warmIndex: boolean
}

/** A refused configuration: `problems` has one line per bad variable; the message joins them. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration (server/README.md lists the variables):\n${problems.map((p) => `  ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

/**
 * TRUST_PROXY: how the client address (per-address limits, logs) is taken from X-Forwarded-For.
 * - unset, '', '0', 'false': no proxy; the socket address is the client
 * - '1' / 'true': one proxy hop (the address the nearest proxy saw; never the client-chosen leftmost)
 * - 'N' (2-20): N proxy hops
 * - a comma-separated list of proxy addresses / CIDRs (e.g. `10.0.0.0/8,127.0.0.1`): every listed hop
 *   is skipped from the right, the first address not in the list is the client
 * Anything else is an error (the server refuses to start rather than trust the wrong hop).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim()
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false
  if (v.toLowerCase() === 'true') return 1
  if (/^\d+$/.test(v)) {
    const n = Number(v)
    if (n < 1 || n > 20) throw new Error(`TRUST_PROXY=${v}: a hop count must be 1-20`)
    return n
  }
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  for (const item of list) {
    const [addr, bits, extra] = item.split('/')
    const kind = net.isIP(addr)
    const okBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (kind === 6 ? 128 : 32))
    if (!kind || !okBits || extra !== undefined) {
      throw new Error(
        `TRUST_PROXY: "${item}" is not an IP address or CIDR (use a hop count such as 1, or a list like 10.0.0.0/8,127.0.0.1)`,
      )
    }
  }
  return list
}

const ON = ['1', 'true', 'yes', 'on']
const OFF = ['0', 'false', 'no', 'off']

/** the origin of an http(s) URL, or null */
function originOf(url: string): string | null {
  try {
    const u = new URL(url)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null
  } catch {
    return null
  }
}

/**
 * The configuration from an environment (process.env in main.ts). Throws a ConfigError listing every
 * variable that is set but wrong; `cwd` resolves the relative folders (DATA_DIR, STATIC_DIR).
 */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const problems: string[] = []
  const raw = (name: string): string | undefined => {
    const v = env[name]
    return v === undefined || v.trim() === '' ? undefined : v.trim()
  }
  const fail = <T>(name: string, what: string, fallback: T): T => {
    problems.push(`${name}=${env[name]}: ${what}`)
    return fallback
  }
  const bool = (name: string, dflt: boolean): boolean => {
    const v = raw(name)?.toLowerCase()
    if (v === undefined) return dflt
    if (ON.includes(v)) return true
    if (OFF.includes(v)) return false
    return fail(name, `on or off (${ON.join('/')} or ${OFF.join('/')})`, dflt)
  }
  const int = (name: string, dflt: number, min: number, max: number, what: string): number => {
    const v = raw(name)
    if (v === undefined) return dflt
    if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) return fail(name, what, dflt)
    return Number(v)
  }
  const str = (name: string): string | null => raw(name) ?? null
  /** all of a group or none of it: a half-configured provider is a mistake, not "off" */
  const group = (names: string[], label: string): Record<string, string> | null => {
    const set = names.filter((n) => raw(n) !== undefined)
    if (set.length === 0) return null
    if (set.length < names.length) {
      problems.push(`${label}: set all of ${names.join(', ')} or none (missing ${names.filter((n) => !set.includes(n)).join(', ')})`)
      return null
    }
    return Object.fromEntries(names.map((n) => [n, raw(n) as string]))
  }

  const production = raw('NODE_ENV') === 'production'
  const port = int('PORT', 3000, 0, 65535, 'a port number 0-65535')
  const host = raw('HOST') ?? '0.0.0.0'

  const databaseUrl = str('DATABASE_URL')
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//i.test(databaseUrl))
    fail('DATABASE_URL', 'a PostgreSQL URL (postgres://user:password@host/db)', null)
  const migrationDatabaseUrl = str('MIGRATION_DATABASE_URL')
  if (migrationDatabaseUrl !== null && (databaseUrl === null || !/^postgres(ql)?:\/\//i.test(migrationDatabaseUrl)))
    fail('MIGRATION_DATABASE_URL', "a PostgreSQL URL of the same database as DATABASE_URL, as the tables' owner", null)

  const assetHostRaw = raw('ASSET_HOST') ?? ''
  let assetHost = assetHostRaw.replace(/\/+$/, '')
  if (assetHost !== '' && (originOf(assetHost) === null || !/^https?:\/\/[^/?#]+(\/[^?#]*)?$/i.test(assetHost)))
    assetHost = fail('ASSET_HOST', 'an absolute http(s) URL such as https://static.example.com', '')

  const logLevelRaw = raw('LOG_LEVEL')?.toLowerCase() ?? 'info'
  const logLevel: LogLevel = (LOG_LEVELS as readonly string[]).includes(logLevelRaw)
    ? (logLevelRaw as LogLevel)
    : fail('LOG_LEVEL', `one of ${LOG_LEVELS.join(', ')}`, 'info')

  let trustProxy: TrustProxy = false
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY)
  } catch (err) {
    problems.push((err as Error).message)
  }

  const sandboxProviders = bool('SANDBOX_PROVIDERS', false) || bool('PAY_SANDBOX', false)

  const businessTimeZone = raw('BUSINESS_TZ') ?? DEFAULT_BUSINESS_TIME_ZONE
  const tzProblem = timeZoneProblem(businessTimeZone)
  if (tzProblem) fail('BUSINESS_TZ', tzProblem, null)

  const hospitalIdentityKey = str('HOSPITAL_IDENTITY_KEY')
  if (hospitalIdentityKey !== null && hospitalIdentityKey.length < 32)
    problems.push(`HOSPITAL_IDENTITY_KEY: must be at least 32 characters (has ${hospitalIdentityKey.length})`)

  const wxLogin = group(['WX_APPID', 'WX_SECRET'], 'WeChat login')
  const wxOa = group(['WX_OA_APPID', 'WX_OA_SECRET'], 'WeChat official account')
  if (wxOa && !wxLogin) problems.push('WeChat official account: WX_OA_APPID needs WX_APPID and WX_SECRET (the mini-program)')
  const wxApiBase = (str('WX_API_BASE') ?? WX_DEFAULT_API_BASE).replace(/\/+$/, '')
  if (raw('WX_API_BASE') !== undefined && originOf(wxApiBase) === null) fail('WX_API_BASE', 'an absolute http(s) URL', null)
  const wxa = group(['WXA_APPID', 'WXA_SECRET'], 'mini-program code')
  const wxaApiBase = (str('WXA_API_BASE') ?? 'https://api.weixin.qq.com').replace(/\/+$/, '')
  if (raw('WXA_API_BASE') !== undefined && originOf(wxaApiBase) === null) fail('WXA_API_BASE', 'an absolute http(s) URL', null)
  // ALIPAY_APPID + ALIPAY_PRIVATE_KEY + the Alipay key (or certificates) are the Alipay login; with ALIPAY_SELLER_ID also
  // Alipay payments (channels 5, 6)
  const aliLogin = group(['ALIPAY_APPID', 'ALIPAY_PRIVATE_KEY'], 'Alipay')
  const aliCerts = group(['ALIPAY_APP_CERT', 'ALIPAY_PUBLIC_CERT', 'ALIPAY_ROOT_CERT'], 'Alipay certificate mode')
  const aliNames = ['ALIPAY_PUBLIC_KEY', 'ALIPAY_APP_CERT', 'ALIPAY_PUBLIC_CERT', 'ALIPAY_ROOT_CERT', 'ALIPAY_SELLER_ID', 'ALIPAY_AES_KEY']
  if (!aliLogin && aliNames.some((n) => raw(n) !== undefined))
    problems.push(`Alipay: ${aliNames.filter((n) => raw(n) !== undefined).join(', ')} require ALIPAY_APPID and ALIPAY_PRIVATE_KEY`)
  if (aliLogin && raw('ALIPAY_PUBLIC_KEY') !== undefined && aliCerts)
    problems.push(
      'Alipay: ALIPAY_PUBLIC_KEY (public-key mode) or ALIPAY_APP_CERT + ALIPAY_PUBLIC_CERT + ALIPAY_ROOT_CERT (certificate mode), not both',
    )
  else if (aliLogin && raw('ALIPAY_PUBLIC_KEY') === undefined && !aliCerts && !aliNames.slice(1, 4).some((n) => raw(n) !== undefined))
    problems.push(
      "Alipay: set ALIPAY_PUBLIC_KEY (public-key mode) or ALIPAY_APP_CERT + ALIPAY_PUBLIC_CERT + ALIPAY_ROOT_CERT (certificate mode): Alipay's replies must be verified",
    )
  const aliSellerId = str('ALIPAY_SELLER_ID')
  if (aliSellerId !== null && !/^2088\d{12}$/.test(aliSellerId))
    fail('ALIPAY_SELLER_ID', "the merchant's PID (16 digits starting 2088)", null)
  const aliAesKey = str('ALIPAY_AES_KEY')
  if (aliAesKey !== null && ![16, 24, 32].includes(Buffer.from(aliAesKey, 'base64').length))
    fail('ALIPAY_AES_KEY', 'the base64 AES key of the Alipay app (content encryption)', null)
  const aliGatewayRaw = str('ALIPAY_GATEWAY')
  if (aliGatewayRaw !== null && originOf(aliGatewayRaw) === null) fail('ALIPAY_GATEWAY', 'an absolute http(s) URL', null)
  const wxPay = group(['WXPAY_MCHID', 'WXPAY_APPID', 'WXPAY_API_V3_KEY', 'WXPAY_SERIAL_NO', 'WXPAY_PRIVATE_KEY'], 'WeChat Pay')
  const cmbPay = group(['CMB_MER_ID', 'CMB_USER_ID', 'CMB_SM2_KEY'], 'China Merchants Bank payments')
  const wxPayPublic = group(['WXPAY_PUBLIC_KEY', 'WXPAY_PUBLIC_KEY_ID'], 'WeChat Pay public key')
  const wxPayNames = ['WXPAY_MCHID', 'WXPAY_APPID', 'WXPAY_API_V3_KEY', 'WXPAY_SERIAL_NO', 'WXPAY_PRIVATE_KEY']
  if (wxPayPublic && wxPayNames.every((n) => raw(n) === undefined))
    problems.push('WeChat Pay public key: WXPAY_PUBLIC_KEY needs the WXPAY_* merchant settings')
  const wxPayApiBase = (str('WXPAY_API_BASE') ?? WXPAY_DEFAULT_API_BASE).replace(/\/+$/, '')
  if (raw('WXPAY_API_BASE') !== undefined && originOf(wxPayApiBase) === null) fail('WXPAY_API_BASE', 'an absolute http(s) URL', null)
  const notifyBaseRaw = str('NOTIFY_BASE_URL')
  let notifyBaseUrl: string | null = null
  if (notifyBaseRaw !== null) {
    if (originOf(notifyBaseRaw) === null || !/^https?:\/\/[^/?#]+(\/[^?#]*)?$/i.test(notifyBaseRaw))
      fail('NOTIFY_BASE_URL', 'an absolute http(s) URL without a query, such as https://shop.example.com', null)
    else if (production && !/^https:/i.test(notifyBaseRaw))
      problems.push('NOTIFY_BASE_URL: must be https in production (WeChat Pay and Alipay post only to https notify URLs)')
    else notifyBaseUrl = notifyBaseRaw.replace(/\/+$/, '')
  }
  if ((wxPay || (aliLogin && aliSellerId)) && notifyBaseRaw === null)
    problems.push('NOTIFY_BASE_URL: required with a real payment provider (the public https origin its notifies are posted to)')
  // keys: PEM text (\n escapes allowed) or the path of a PEM file; each one parsed now, not at the first payment
  const pemOf = (name: string, value: string | undefined, kind: 'private' | 'public'): string | null => {
    if (value === undefined) return null
    let text = value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : null
    if (text === null) {
      try {
        text = fs.readFileSync(path.resolve(cwd, value), 'utf8')
      } catch {
        problems.push(`${name}: neither PEM text nor a readable file (${value.length > 60 ? value.slice(0, 60) + '…' : value})`)
        return null
      }
    }
    try {
      if (kind === 'private') crypto.createPrivateKey(text)
      else crypto.createPublicKey(text)
    } catch {
      problems.push(`${name}: not a ${kind === 'private' ? 'private key' : 'public key or certificate'} in PEM`)
      return null
    }
    return text
  }
  const wxPayKey = wxPay ? pemOf('WXPAY_PRIVATE_KEY', wxPay.WXPAY_PRIVATE_KEY, 'private') : null
  const wxPayPublicKey = wxPayPublic ? pemOf('WXPAY_PUBLIC_KEY', wxPayPublic.WXPAY_PUBLIC_KEY, 'public') : null
  // Alipay's key tool writes bare base64 (no PEM armour; PKCS8 or PKCS1): accepted as such
  const aliPem = (name: string, value: string | undefined, kind: 'private' | 'public'): string | null => {
    if (value === undefined || value.includes('-----') || !/^[A-Za-z0-9+/=\s]{200,}$/.test(value)) return pemOf(name, value, kind)
    const body = value.replace(/\s+/g, '')
    const armours = kind === 'private' ? ['PRIVATE KEY', 'RSA PRIVATE KEY'] : ['PUBLIC KEY', 'RSA PUBLIC KEY']
    const texts = armours.map((a) => `-----BEGIN ${a}-----\n${body}\n-----END ${a}-----`)
    const parses = (t: string) => {
      try {
        if (kind === 'private') crypto.createPrivateKey(t)
        else crypto.createPublicKey(t)
        return true
      } catch {
        return false
      }
    }
    return pemOf(name, texts.find(parses) ?? texts[0], kind)
  }
  const aliPrivateKey = aliLogin ? aliPem('ALIPAY_PRIVATE_KEY', aliLogin.ALIPAY_PRIVATE_KEY, 'private') : null
  const aliPublicKey = aliLogin ? aliPem('ALIPAY_PUBLIC_KEY', raw('ALIPAY_PUBLIC_KEY'), 'public') : null
  const aliCertPems =
    aliLogin && aliCerts && raw('ALIPAY_PUBLIC_KEY') === undefined
      ? {
          appCert: pemOf('ALIPAY_APP_CERT', aliCerts.ALIPAY_APP_CERT, 'public'),
          alipayPublicCert: pemOf('ALIPAY_PUBLIC_CERT', aliCerts.ALIPAY_PUBLIC_CERT, 'public'),
          alipayRootCert: pemOf('ALIPAY_ROOT_CERT', aliCerts.ALIPAY_ROOT_CERT, 'public'),
        }
      : null
  const aliKeys: AlipayKeys | null =
    aliLogin && aliPrivateKey && (aliPublicKey || (aliCertPems?.appCert && aliCertPems.alipayPublicCert && aliCertPems.alipayRootCert))
      ? {
          appId: aliLogin.ALIPAY_APPID,
          privateKey: aliPrivateKey,
          alipayPublicKey: aliPublicKey,
          appCert: aliCertPems?.appCert ?? null,
          alipayPublicCert: aliCertPems?.alipayPublicCert ?? null,
          alipayRootCert: aliCertPems?.alipayRootCert ?? null,
          aesKey: aliAesKey,
          gateway: aliGatewayRaw,
        }
      : null
  if (wxPay && Buffer.byteLength(wxPay.WXPAY_API_V3_KEY) !== 32)
    problems.push(`WXPAY_API_V3_KEY: must be the 32-character APIv3 key (has ${Buffer.byteLength(wxPay.WXPAY_API_V3_KEY)})`)
  if (wxPayPublic && !/^PUB_KEY_ID_[0-9A-Za-z]+$/.test(wxPayPublic.WXPAY_PUBLIC_KEY_ID))
    problems.push(`WXPAY_PUBLIC_KEY_ID=${wxPayPublic.WXPAY_PUBLIC_KEY_ID}: the id of the WeChat Pay public key (PUB_KEY_ID_…)`)

  const sms = smsConfig(raw, problems, production)

  const closeMinutesRaw = raw('ORDER_CLOSE_MINUTES')
  let closeMinutes = 30
  if (closeMinutesRaw !== undefined) {
    const n = Number(closeMinutesRaw)
    closeMinutes =
      Number.isFinite(n) && n > 0 && n <= 10080
        ? n
        : fail('ORDER_CLOSE_MINUTES', 'a number of minutes greater than 0 (at most 10080, a week)', 30)
  }

  const payReturnOrigins = (raw('PAY_RETURN_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  for (const o of payReturnOrigins) {
    if (originOf(o) === null || !/^https?:\/\/[^/?#]+\/?$/i.test(o))
      problems.push(`PAY_RETURN_ORIGINS: "${o}" is not an origin such as https://h5.example.com (scheme and host, no path)`)
  }

  // abuse limits: unset = the defaults; set = a positive integer
  const limitOverrides: string[] = []
  const limit = (name: string, dflt: number, what: string): number => {
    const v = raw(name)
    if (v === undefined) return dflt
    if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 1_000_000_000) return fail(name, `a positive integer (${what})`, dflt)
    limitOverrides.push(`${name}=${Number(v)}`)
    return Number(v)
  }
  const rateLimit = {
    max: limit('RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.max, 'requests per client IP per minute, all endpoints'),
    sensitiveMax: limit(
      'RATE_LIMIT_SENSITIVE_MAX',
      DEFAULT_RATE_LIMIT.sensitiveMax,
      'requests per client IP per minute to captcha / SMS / login endpoints',
    ),
  }
  const limits: AuthLimits = {
    ...DEFAULT_LIMITS,
    codesPerIpPerDay: limit('SMS_CODES_PER_IP_PER_DAY', DEFAULT_LIMITS.codesPerIpPerDay, 'SMS codes per client IP per China calendar day'),
    codesPerPhonePerDay: limit(
      'SMS_CODES_PER_PHONE_PER_DAY',
      DEFAULT_LIMITS.codesPerPhonePerDay,
      'SMS codes per phone per China calendar day',
    ),
  }

  const ai = group(['ASSISTANT_API_BASE', 'ASSISTANT_API_KEY', 'ASSISTANT_MODEL'], 'AI assistant provider')
  if (ai && originOf(ai.ASSISTANT_API_BASE) === null)
    problems.push(`ASSISTANT_API_BASE=${ai.ASSISTANT_API_BASE}: an absolute http(s) URL such as https://api.example.com/v1`)
  if (ai && production && !/^https:/i.test(ai.ASSISTANT_API_BASE))
    problems.push('ASSISTANT_API_BASE: must be https in production (questions may contain health information)')
  const assistant: AssistantConfig = {
    external: ai ? { baseUrl: ai.ASSISTANT_API_BASE.replace(/\/+$/, ''), apiKey: ai.ASSISTANT_API_KEY, model: ai.ASSISTANT_MODEL } : null,
    timeoutMs: int('ASSISTANT_TIMEOUT_MS', 20_000, 100, 600_000, 'milliseconds, 100-600000'),
    perMinute: int('ASSISTANT_PER_MINUTE', ASSISTANT_LIMITS.perMinute, 1, 10_000, 'questions per user per minute, at least 1'),
    perDay: int('ASSISTANT_PER_DAY', ASSISTANT_LIMITS.perDay, 1, 1_000_000, 'questions per user per day, at least 1'),
    conversationsPerDay: int(
      'ASSISTANT_CONVERSATIONS_PER_DAY',
      ASSISTANT_LIMITS.conversationsPerDay,
      1,
      100_000,
      'new conversations per user per day, at least 1',
    ),
    paceMs: int('ASSISTANT_PACE_MS', 25, 0, 5000, 'milliseconds, 0-5000'),
    warmIndex: true,
  }

  const staffTotpKey = str('STAFF_TOTP_KEY')
  if (staffTotpKey !== null && staffTotpKey.length < 32)
    problems.push(`STAFF_TOTP_KEY: must be at least 32 characters (has ${staffTotpKey.length})`)
  const staff: StaffConfig = {
    totpKey: staffTotpKey,
    idleMinutes: int('STAFF_IDLE_MINUTES', DEFAULT_STAFF_CONFIG.idleMinutes, 1, 1440, 'minutes, 1-1440'),
    sessionHours: int('STAFF_SESSION_HOURS', DEFAULT_STAFF_CONFIG.sessionHours, 1, 168, 'hours, 1-168'),
    lockAttempts: int('STAFF_LOCK_ATTEMPTS', DEFAULT_STAFF_CONFIG.lockAttempts, 1, 100, 'attempts, 1-100'),
    lockMinutes: int('STAFF_LOCK_MINUTES', DEFAULT_STAFF_CONFIG.lockMinutes, 1, 1440, 'minutes, 1-1440'),
    auditRetentionDays: int('STAFF_AUDIT_RETENTION_DAYS', DEFAULT_STAFF_CONFIG.auditRetentionDays, 180, 3650, 'days, 180-3650'),
    refundSecondApprovalCents:
      int('STAFF_REFUND_SECOND_APPROVAL_YUAN', DEFAULT_STAFF_CONFIG.refundSecondApprovalCents / 100, 0, 10_000_000, 'yuan, 0-10000000') *
      100,
  }

  const metricsToken = str('METRICS_TOKEN')
  if (metricsToken !== null && (metricsToken.length < 16 || /\s/.test(metricsToken)))
    problems.push(`METRICS_TOKEN: must be at least 16 characters without spaces (has ${metricsToken.length})`)

  const hoursRaw = raw('CHAT_SERVICE_HOURS')
  const chatServiceHours =
    hoursRaw === undefined
      ? SERVICE_HOURS
      : (parseServiceHours(hoursRaw) ??
        fail(
          'CHAT_SERVICE_HOURS',
          "'HH:MM-HH:MM' of one day, the start before the end (e.g. 08:00-20:00; 00:00-24:00 all day)",
          SERVICE_HOURS,
        ))

  const storeRaw = raw('RATE_LIMIT_STORE')?.toLowerCase()
  const rateLimitStore: Config['rateLimitStore'] =
    storeRaw === undefined
      ? databaseUrl
        ? 'database'
        : 'memory'
      : storeRaw === 'memory' || storeRaw === 'database'
        ? storeRaw
        : fail('RATE_LIMIT_STORE', 'memory or database', 'memory')

  const config: Config = {
    production,
    port,
    host,
    databaseUrl,
    migrationDatabaseUrl,
    dataDir: path.resolve(cwd, raw('DATA_DIR') ?? 'data/pglite'),
    seed: bool('SEED', true),
    staticDir: path.resolve(cwd, raw('STATIC_DIR') ?? 'dist/h5'),
    consoleDir: path.resolve(cwd, raw('CONSOLE_DIR') ?? 'dist/console'),
    assetHost,
    logLevel,
    trustProxy,
    sandboxProviders,
    businessTimeZone,
    secret: str('SERVER_SECRET'),
    hospitalIdentityKey,
    thirdParty: {
      wechat: wxLogin ? { appId: wxLogin.WX_APPID, secret: wxLogin.WX_SECRET } : null,
      wechatOa: wxOa ? { appId: wxOa.WX_OA_APPID, secret: wxOa.WX_OA_SECRET } : null,
      alipay: aliKeys,
    },
    sms,
    wxaCode: wxa ? { appId: wxa.WXA_APPID, secret: wxa.WXA_SECRET, apiBase: wxaApiBase } : null,
    wxApiBase,
    payments: {
      wechat:
        wxPay && wxPayKey
          ? {
              mchId: wxPay.WXPAY_MCHID,
              appId: wxPay.WXPAY_APPID,
              apiV3Key: wxPay.WXPAY_API_V3_KEY,
              serialNo: wxPay.WXPAY_SERIAL_NO.toUpperCase(),
              privateKey: wxPayKey,
              publicKey: wxPayPublicKey,
              publicKeyId: wxPayPublic ? wxPayPublic.WXPAY_PUBLIC_KEY_ID : null,
              apiBase: wxPayApiBase,
              notifyBaseUrl: notifyBaseUrl ?? '',
            }
          : null,
      alipay:
        aliKeys && aliSellerId
          ? { ...aliKeys, sellerId: aliSellerId, gateway: aliGatewayRaw ?? DEFAULT_ALIPAY_GATEWAY, notifyBaseUrl: notifyBaseUrl ?? '' }
          : null,
      cmb: cmbPay ? { merId: cmbPay.CMB_MER_ID, userId: cmbPay.CMB_USER_ID, sm2Key: cmbPay.CMB_SM2_KEY } : null,
    },
    notifyBaseUrl,
    alipayGateway: raw('ALIPAY_APPID') !== undefined ? originOf(aliGatewayRaw ?? DEFAULT_ALIPAY_GATEWAY) : null,
    readCache: bool('READ_CACHE', true),
    orders: {
      closeMinutes,
      sweepMs: int('ORDER_SWEEP_MS', 60_000, 1000, 86_400_000, 'milliseconds between sweeps, 1000-86400000'),
      maxUnpaidOrders: int('ORDER_MAX_UNPAID_ORDERS', MAX_UNPAID_ORDERS, 1, 1_000_000, 'a whole number of orders, at least 1'),
      maxUnpaidUnits: int('ORDER_MAX_UNPAID_UNITS', MAX_UNPAID_UNITS, 1, 1_000_000_000, 'a whole number of units, at least 1'),
    },
    payReturnOrigins,
    rateLimit,
    limits,
    limitOverrides,
    assistant,
    metricsToken,
    migrateOnStart: bool('MIGRATE_ON_START', true),
    dbPoolMax: int('DB_POOL_MAX', 10, 1, 1000, 'a number of connections 1-1000'),
    rateLimitStore,
    chatMaxSocketsPerUser: int('CHAT_MAX_SOCKETS_PER_USER', 5, 1, 1000, 'open chat sockets per user, 1-1000'),
    chatServiceHours,
    tracking: {
      userPerMinute: int('TRACK_USER_PER_MINUTE', 120, 1, 1_000_000, 'tracking events per user per minute, at least 1'),
      userPerDay: int('TRACK_USER_PER_DAY', 1000, 1, 100_000_000, 'tracking events per user per business day, at least 1'),
      addressPerMinute: int('TRACK_ADDRESS_PER_MINUTE', 300, 1, 1_000_000, 'tracking events per client address per minute, at least 1'),
      addressPerDay: int('TRACK_ADDRESS_PER_DAY', 3000, 1, 100_000_000, 'tracking events per client address per business day, at least 1'),
      retentionDays: int('TRACKING_RETENTION_DAYS', 30, 1, 3650, 'days of raw tracking events, 1-3650'),
    },
    pdf: {
      workers: int('PDF_WORKERS', 1, 1, 16, 'drawing threads, 1-16'),
      cacheBytes: int('PDF_CACHE_MB', 32, 0, 4096, 'megabytes, 0-4096') * 1024 * 1024,
      cacheTtlMs: int('PDF_CACHE_TTL_S', 600, 1, 86_400, 'seconds, 1-86400') * 1000,
      perUserPerMinute: int('PDF_PER_MINUTE', 10, 1, 10_000, 'PDFs drawn per user per minute, at least 1'),
      timeoutMs: int('PDF_TIMEOUT_MS', 30_000, 1000, 600_000, 'milliseconds, 1000-600000'),
    },
    staff,
  }
  if (problems.length) throw new ConfigError(problems)
  return config
}

const SMS_TENCENT_NAMES = ['SMS_TENCENT_SECRET_ID', 'SMS_TENCENT_SECRET_KEY', 'SMS_TENCENT_SDK_APP_ID']
const SMS_ALIYUN_NAMES = ['SMS_ALIYUN_ACCESS_KEY_ID', 'SMS_ALIYUN_ACCESS_KEY_SECRET']
const SMS_TEMPLATE_ENV: Record<SmsTemplateKey, string> = {
  LOGIN_CODE: 'SMS_TEMPLATE_LOGIN',
  BIND_CODE: 'SMS_TEMPLATE_BIND',
  REGISTER_CODE: 'SMS_TEMPLATE_REGISTER',
  RESET_CODE: 'SMS_TEMPLATE_RESET',
}

/** SMS_PROVIDER and its keys: a provider named without all of its keys (or keys without a provider) is a problem */
function smsConfig(raw: (name: string) => string | undefined, problems: string[], production: boolean): SmsConfig | null {
  const provider = raw('SMS_PROVIDER')?.toLowerCase()
  const own = (p: string) => (p === 'tencent' ? SMS_TENCENT_NAMES : p === 'aliyun' ? SMS_ALIYUN_NAMES : [])
  // keys of a provider that is not the chosen one: a mistake (a half-done switch), not silently ignored
  for (const p of ['tencent', 'aliyun']) {
    const set = own(p).filter((n) => raw(n) !== undefined)
    if (set.length && provider !== p)
      problems.push(
        `SMS_PROVIDER: ${set.join(', ')} set, but SMS_PROVIDER is ${provider === undefined ? 'unset' : raw('SMS_PROVIDER')} (not ${p})`,
      )
  }
  if (provider === undefined) {
    const stray = ['SMS_SIGN_NAME', 'SMS_TEMPLATE_CODE', ...Object.values(SMS_TEMPLATE_ENV)].filter((n) => raw(n) !== undefined)
    if (stray.length) problems.push(`SMS_PROVIDER: unset, but ${stray.join(', ')} set (tencent or aliyun)`)
    return null
  }
  if (provider === 'sandbox') {
    if (production) problems.push('SMS_PROVIDER=sandbox: the development outbox is refused in production (tencent or aliyun)')
    return { provider: 'sandbox' }
  }
  if (provider !== 'tencent' && provider !== 'aliyun') {
    problems.push(`SMS_PROVIDER=${raw('SMS_PROVIDER')}: tencent, aliyun or sandbox`)
    return null
  }
  const label = provider === 'tencent' ? 'Tencent Cloud SMS' : 'Aliyun SMS'
  const needed = [...own(provider), 'SMS_SIGN_NAME', 'SMS_TEMPLATE_CODE']
  const missing = needed.filter((n) => raw(n) === undefined)
  if (missing.length) {
    problems.push(`${label} (SMS_PROVIDER=${provider}): set all of ${needed.join(', ')} (missing ${missing.join(', ')})`)
    return null
  }
  const before = problems.length
  const templateOk = (id: string) => (provider === 'tencent' ? /^\d{1,20}$/.test(id) : /^SMS_\d{1,20}$/.test(id))
  const templateWhat = provider === 'tencent' ? 'a Tencent Cloud template id (digits)' : 'an Aliyun template code (SMS_ and digits)'
  const code = raw('SMS_TEMPLATE_CODE') as string
  if (!templateOk(code)) problems.push(`SMS_TEMPLATE_CODE=${code}: ${templateWhat}`)
  const templates = {} as Record<SmsTemplateKey, string>
  for (const key of SMS_TEMPLATE_KEYS) {
    const name = SMS_TEMPLATE_ENV[key]
    const v = raw(name)
    if (v !== undefined && !templateOk(v)) problems.push(`${name}=${v}: ${templateWhat}`)
    templates[key] = v ?? code
  }
  const params: SmsTemplateConfig['params'] = []
  for (const item of (raw('SMS_TEMPLATE_PARAMS') ?? 'code,minutes').split(',').map((x) => x.trim())) {
    const [name, value] = item.includes('=') ? item.split('=').map((x) => x.trim()) : [item, item]
    if (!/^[A-Za-z_][\w]{0,63}$/.test(name) || !(SMS_PARAM_VALUES as readonly string[]).includes(value)) {
      problems.push(`SMS_TEMPLATE_PARAMS: "${item}" is not code, minutes or name=code / name=minutes`)
      continue
    }
    params.push({ name, value: value as SmsParamValue })
  }
  if (!params.some((p) => p.value === 'code')) problems.push('SMS_TEMPLATE_PARAMS: must contain code (the verification code)')
  const signName = raw('SMS_SIGN_NAME') as string
  if (signName.length > 30 || /[【】[\]]/.test(signName))
    problems.push(`SMS_SIGN_NAME=${signName}: the approved signature's name itself (without 【】, at most 30 characters)`)
  const endpointName = provider === 'tencent' ? 'SMS_TENCENT_ENDPOINT' : 'SMS_ALIYUN_ENDPOINT'
  let endpoint = raw(endpointName)?.replace(/\/+$/, '') ?? null
  if (endpoint !== null) {
    if (!/^https?:\/\/[^/?#]+$/i.test(endpoint)) {
      problems.push(`${endpointName}=${endpoint}: an origin such as https://sms.example.com (scheme and host, no path)`)
      endpoint = null
    } else if (production && !/^https:/i.test(endpoint) && !/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i.test(endpoint))
      // http only to this machine (a local relay; the local gateways of the production-mode journey)
      problems.push(`${endpointName}: must be https in production (the credentials sign every request)`)
  }
  if (problems.length > before) return null
  const common = { signName, templates, params }
  if (provider === 'tencent') {
    const sdkAppId = raw('SMS_TENCENT_SDK_APP_ID') as string
    if (!/^\d{5,20}$/.test(sdkAppId))
      problems.push(`SMS_TENCENT_SDK_APP_ID=${sdkAppId}: the SDK AppID of the SMS application (digits, 1400…)`)
    const region = raw('SMS_TENCENT_REGION') ?? 'ap-guangzhou'
    if (!/^[a-z]{2}-[a-z]+(-\d+)?$/.test(region)) problems.push(`SMS_TENCENT_REGION=${region}: a region such as ap-guangzhou`)
    if (problems.length > before) return null
    return {
      provider,
      ...common,
      secretId: raw('SMS_TENCENT_SECRET_ID') as string,
      secretKey: raw('SMS_TENCENT_SECRET_KEY') as string,
      sdkAppId,
      region,
      endpoint,
    }
  }
  return {
    provider,
    ...common,
    accessKeyId: raw('SMS_ALIYUN_ACCESS_KEY_ID') as string,
    accessKeySecret: raw('SMS_ALIYUN_ACCESS_KEY_SECRET') as string,
    endpoint,
  }
}
