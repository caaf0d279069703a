/**
 * The API contract of the shared shapes and the account endpoints (SPEC §4, §7 "Auth and user", §8): the
 * reply envelope, the user (UserBase, UserInfo and the login reply), the hospital, the legal texts, the client
 * configuration, and the request bodies of /user-center login, code and password endpoints.
 *
 * Written once (renovation §5): the server validates and serializes with these schemas, the app takes the
 * types with `import type` only. The runtime constants of the protocol (header names, API prefixes, the
 * account errCode values, the entry types) are plain objects in src/domain/wire.ts.
 *
 * Conventions (SPEC §8): every reply is the envelope {code, msg, data}; HTTP status = code (200, 400 bad input,
 * 401 未登录, 404, 429, 500); login / bind / verifyCode replies also carry top-level errCode / errMsg
 * (ACCOUNT_ERR_CODE); verifyCode answers code 200 whenever the input is well-formed, failures only in errCode;
 * UserBase.phone is ALWAYS masked (138****5678), also for the owner, who reads the full number only from
 * GET /user-center/userInfo/userBaseInfo (`phoneFull`).
 */
import { Default, Enum, Id, IdOr0, INT4_MAX, Int4, Nullable, StrictObject, Type, type Static } from './lib'

export type { ApiPrefix, EntryType } from '../src/domain/wire'

/** Every reply is this envelope. code 200 is success (SPEC §8); 401 means not logged in. */
export interface ApiEnvelope<T = unknown> {
  code: number
  msg: string
  data: T
  /** login / bind / verifyCode replies also carry errCode / errMsg (ACCOUNT_ERR_CODE) */
  errCode?: number
  errMsg?: string
}

// ------------------------------------------------------------------ request fields

export const PhoneField = (options = {}) => Type.String({ maxLength: 20, description: '11-digit mainland mobile number', ...options })
export const SmsCodeField = () => Type.String({ maxLength: 10, description: 'SMS code (6 digits)' })
export const PasswordField = () => Type.String({ maxLength: 64 })
/** hospitalId in a query or body: defaults to the hospitalId header (6) */
export const HospitalIdField = () => Type.Integer({ minimum: 1, maximum: 999999999, description: 'defaults to the hospitalId header (6)' })

/** errCode / errMsg at the top of login, bind and verifyCode replies (SPEC §8) */
export const ErrCodeFields = {
  errCode: Int4({
    description:
      '0 ok, 1 wrong/expired code or credentials, 2 captcha failed, 3 too frequent / locked, 4 daily cap, 5 phone state (registered / not registered / bound elsewhere), 6 SMS sending failed',
  }),
  errMsg: Type.String(),
}

// ------------------------------------------------------------------ hospital, legal texts, configuration

export const HospitalInfo = StrictObject({
  hospitalId: Id(),
  hospitalName: Type.String(),
  shortName: Type.String(),
  logoUrl: Type.String(),
  /** theme colours used to theme NutUI per hospital */
  primaryColor: Type.String(),
  primaryColorEnd: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  /** grey the home page out (global flag) */
  greyMode: Type.Boolean(),
  /** the magic page id of this hospital's home page */
  homeMagicPageId: IdOr0(),
})
export type HospitalInfo = Static<typeof HospitalInfo>

/** GET|POST /zeus/hospital/getHospitalIndex */
export const HospitalIndexQuery = StrictObject({ hospitalId: Type.Optional(HospitalIdField()) })
export type HospitalIndexQuery = Static<typeof HospitalIndexQuery>

/** 100 user agreement, 200 privacy policy, 300 consultation consent, 400 refund/reschedule policy */
export const PROTOCOL_CODE_VALUES = [100, 200, 300, 400] as const
export type ProtocolCode = (typeof PROTOCOL_CODE_VALUES)[number]

/** GET /zeus/protocol/getProtocolByCondition?code=&hospitalId= (also /chronic-disease/...) */
export const ProtocolQuery = StrictObject({ code: Enum(PROTOCOL_CODE_VALUES), hospitalId: Type.Optional(HospitalIdField()) })
export type ProtocolQuery = Static<typeof ProtocolQuery>
export const Protocol = StrictObject({
  code: Int4(),
  title: Type.String(),
  /** HTML (<h3>, <p>) */
  content: Type.String({ description: 'HTML' }),
  hospitalId: IdOr0(),
  /** the published version served (1: the text before versions existed; issue 33) */
  version: Type.Optional(Type.Integer({ minimum: 1, maximum: INT4_MAX })),
})
export type Protocol = Static<typeof Protocol>

/** a dictionary item (SPEC §3 dictionary data keyed by dictCode): GET /common/dict/getItem, getItemMap */
export const DictItem = StrictObject({ label: Type.String(), value: Type.String(), sort: Int4() })
export type DictItem = Static<typeof DictItem>
/** GET /common/dict/getItem?dictCode= / getItemMap?dictCode=a,b (unknown codes give []) */
export const DictQuery = StrictObject({
  dictCode: Type.String({
    minLength: 1,
    maxLength: 200,
    pattern: '^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$',
    description: 'one code or a comma-separated list',
  }),
})
export const DictItemQuery = StrictObject({ dictCode: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_]+$' }) })
export type DictItemMapRes = Record<string, DictItem[]>

/** GET /user-center/common/conf/all: {configKey, configVal} (must_bind_phone: 1 = third-party users must bind a phone) */
export const ConfItem = StrictObject({ configKey: Type.String(), configVal: Type.String() })
export type ConfItem = Static<typeof ConfItem>

// ------------------------------------------------------------------ the user

export const UserBase = StrictObject({
  id: Id(),
  username: Type.String(),
  /** always masked: 138****5678 ('' when none) */
  phone: Type.String({ description: 'always masked: 138****5678 ("" when none)' }),
  registerHospitalId: Id(),
  registerChannel: Type.String(),
  avatarUrl: Type.String(),
  hasPassword: Type.Boolean(),
})
export type UserBase = Static<typeof UserBase>

/** GET /user-center/userInfo/userBaseInfo (owner only): UserBase + the full phone ('' when none) */
export const UserBaseOwner = StrictObject({ ...UserBase.properties, phoneFull: Type.String() })
export type UserBaseOwner = Static<typeof UserBaseOwner>

export const UserThird = StrictObject({ id: Id(), openId: Type.String(), channel: Type.String({ description: 'wx | ali | gl' }) })
export type UserThird = Static<typeof UserThird>

/** SPEC §4: 1 for sms/password/register login, 0 for third-party login */
export type LoginType = 0 | 1

/**
 * The user of a session, as every login reply, redisUser and bindPhone give it (SPEC §4 UserInfo): userBase,
 * userThird, the token, loginType; needBindPhone on third-party logins (must_bind_phone is '1' and the user has
 * no phone yet) and after bindPhone (false).
 */
export const UserInfo = StrictObject({
  userBase: Nullable(UserBase),
  userThird: Nullable(UserThird),
  subscribe: Type.Boolean(),
  token: Type.String(),
  loginType: Enum([0, 1] as const, { description: '1 sms/password/register, 0 third-party' }),
  needBindPhone: Type.Optional(Type.Boolean()),
})
export type UserInfo = Static<typeof UserInfo>
/** the data of a login reply */
export type LoginResult = UserInfo

/** the envelope of a login reply: {code:200, msg, data: UserInfo, errCode: 0, errMsg: ''} */
export const LoginReplySchema = StrictObject({ code: Int4(), msg: Type.String(), data: UserInfo, ...ErrCodeFields })

// ------------------------------------------------------------------ codes and captcha

/** verifyCode type: 1 login, 2 bind, 3 register, 4 reset (SPEC §7) */
export type VerifyCodeType = 1 | 2 | 3 | 4

/** GET /user-center/captcha: 4 characters, valid 5 minutes, single use */
export const CaptchaResult = StrictObject({ captchaId: Type.String(), svg: Type.String({ description: 'SVG markup' }) })
export type CaptchaResult = Static<typeof CaptchaResult>

/** POST /user-center/verifyCode */
export const VerifyCodeReq = StrictObject({
  phone: PhoneField(),
  type: Enum([1, 2, 3, 4] as const),
  captchaId: Type.String({ minLength: 1, maxLength: 64 }),
  captchaCode: Type.String({ maxLength: 10 }),
})
export type VerifyCodeReq = Static<typeof VerifyCodeReq>
export const VerifyCodeRes = StrictObject({
  errCode: Int4(),
  errMsg: Type.String(),
  /** seconds until another code may be requested (errCode 3) */
  retryAfter: Type.Optional(Int4()),
})
export type VerifyCodeRes = Static<typeof VerifyCodeRes>
/** errCode / errMsg of a reply (0 ok) */
export type ErrCodeReply = VerifyCodeRes

// ------------------------------------------------------------------ login and password bodies

export const SmsLoginReq = StrictObject({
  phone: PhoneField(),
  verifyCode: SmsCodeField(),
  /** 1 login (default), 3 register, 4 reset-password flow */
  type: Type.Optional(Enum([1, 3, 4] as const)),
})
export type SmsLoginReq = Static<typeof SmsLoginReq>

export const RegisterReq = StrictObject({ phone: PhoneField(), verifyCode: SmsCodeField(), password: Type.Optional(PasswordField()) })
export type RegisterReq = Static<typeof RegisterReq>

export const PasswordLoginReq = StrictObject({
  /** the phone */
  registerName: PhoneField(),
  password: PasswordField(),
  /** a mini-program login code: accepted, ignored by the reference server */
  code: Type.Optional(Type.String({ maxLength: 200 })),
})
export type PasswordLoginReq = Static<typeof PasswordLoginReq>

/** POST /user-center/password (logged in) */
export const SetPasswordReq = StrictObject({
  password: PasswordField(),
  /** needed to change an existing password unless the session was opened by SMS in the last 10 minutes (type 4 code) */
  verifyCode: Type.Optional(SmsCodeField()),
})
export type SetPasswordReq = Static<typeof SetPasswordReq>
export const SetPasswordRes = StrictObject({ hasPassword: Type.Boolean() })
export type SetPasswordRes = Static<typeof SetPasswordRes>

export const RetrPasswordReq = StrictObject({ phone: PhoneField(), verifyCode: SmsCodeField(), password: PasswordField() })
export type RetrPasswordReq = Static<typeof RetrPasswordReq>

export const BindPhoneReq = StrictObject({ phone: PhoneField(), verifyCode: SmsCodeField() })
export type BindPhoneReq = Static<typeof BindPhoneReq>

export const JudgePhoneReq = StrictObject({ phone: PhoneField() })
export type JudgePhoneReq = Static<typeof JudgePhoneReq>
export const JudgePhoneRes = StrictObject({ registered: Type.Boolean() })
export type JudgePhoneRes = Static<typeof JudgePhoneRes>

/** wxLogin, aliLogin, glWxLogin: a wx.login / my.getAuthCode / hospital entry code; sandbox accepts "sandbox-<anything>" */
export const CodeLoginReq = StrictObject({ code: Type.String({ minLength: 1, maxLength: 512 }) })
export type CodeLoginReq = Static<typeof CodeLoginReq>

/** POST /user-center/wxPhone: the WeChat phone-number button's detail.code (not the wx.login code) */
export const WxPhoneReq = StrictObject({ code: Type.String({ minLength: 1, maxLength: 512 }) })
export type WxPhoneReq = Static<typeof WxPhoneReq>

/** POST /user-center/userInfo/getUserInfo: {code, redirectUri} (H5 WeChat OAuth) or {userId} (the own user) */
export const GetUserInfoReq = StrictObject({
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  redirectUri: Type.Optional(Type.String({ maxLength: 2048 })),
  /** the OAuth state the authorization returned (issued by GET /user-center/oauth/wechat/authorize, single-use) */
  state: Type.Optional(Type.String({ maxLength: 128 })),
  userId: Type.Optional(Id()),
})
export type GetUserInfoReq = Static<typeof GetUserInfoReq>

/**
 * GET /user-center/oauth/wechat/authorize: starts the H5 OAuth of the WeChat browser (a server-side state bound to
 * this browser's cookie, then WeChat's authorization page); redirect_uri is the patient app's /hospital/transition
 */
export const OAuthAuthorizeQuery = StrictObject({
  redirect_uri: Type.String({ minLength: 1, maxLength: 2048 }),
  scope: Type.Optional(Enum(['snsapi_base', 'snsapi_userinfo'] as const)),
  /** the client's own state (older clients send one): ignored, the server makes its own */
  state: Type.Optional(Type.String({ maxLength: 128 })),
})
export type OAuthAuthorizeQuery = Static<typeof OAuthAuthorizeQuery>

/** POST /user-center/healthNj/login: ID number + phone, the phone proven by verifyCode or the hospital's assertion */
export const HealthNjLoginReq = StrictObject({
  idNo: Type.String({ maxLength: 30 }),
  phone: PhoneField(),
  verifyCode: Type.Optional(SmsCodeField()),
  assertion: Type.Optional(Type.String({ maxLength: 200 })),
})
export type HealthNjLoginReq = Static<typeof HealthNjLoginReq>

/** POST /user-center/acountDel */
export const AccountDeleteRes = StrictObject({ deleted: Type.Boolean() })
export type AccountDeleteRes = Static<typeof AccountDeleteRes>

// ============================================================ /dev (outside production only: testers and e2e tests)

/** GET /dev/outbox?phone=&limit= : latest sandbox SMS messages */
export const DevOutboxQuery = StrictObject({
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  limit: Default(Type.Integer({ minimum: 1, maximum: 100 }), 10),
})
export type DevOutboxQuery = Static<typeof DevOutboxQuery>
/** GET /dev/captcha/:id : the answer of a captcha */
export const DevCaptchaParams = StrictObject({ id: Type.String({ maxLength: 64 }) })
export type DevCaptchaParams = Static<typeof DevCaptchaParams>
