/**
 * auth module — logins (SMS code, password, register, WeChat / Alipay / hospital identity), codes,
 * captchas, sessions, the phone guard. What other modules may use; routes are registered by
 * server/modules/index.ts (routes.ts, third.routes.ts); the logins themselves are service.ts; codes, captchas,
 * sessions and the providers still live in server/auth/*.
 */
export {
  createSession,
  resolveSession,
  revokeToken,
  revokeUserSessions,
  RECENT_SMS_AUTH_MS,
  SESSION_TTL_MS,
  type SessionUser,
} from '../../auth/sessions'
export { clearPasswordAttempts } from '../../auth/password-guard'
export { DEFAULT_LIMITS, type AuthLimits } from '../../auth/limits'
export { createSmsProvider, SandboxSmsProvider, UnconfiguredSmsProvider, type SmsProvider } from '../../auth/sms'
export { createThirdPartyProvider, SandboxThirdPartyAuthProvider, type ThirdPartyAuthProvider } from '../../auth/third-party'
export {
  HmacHospitalIdentityProvider,
  SandboxHospitalIdentityProvider,
  UnconfiguredHospitalIdentityProvider,
  SANDBOX_HOSPITAL_KEY,
  signHospitalAssertion,
  type HospitalIdentityProvider,
} from '../../auth/hospital-identity'
export { PHONE_REQUIRED_ROUTES, registerPhoneGuard } from './phone-guard'
