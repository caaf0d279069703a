/** The account feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { BIND_LEAVE_DELAY_MS } from './bindPhone'
export { openProtocol } from './components/AgreementCheck'
export { default as AgreementRow, useAgreementGate } from './components/AgreementGate'
export { setPasswordMode } from './passwordModes'
export type { SetPasswordMode } from './passwordModes'
export { oauthReturnUri, safeRedirect } from './oauthReturn'
export { default as PasswordField } from './components/PasswordField'
export { default as PhoneCodeFields } from './components/PhoneCodeFields'
export { default as PhoneInput } from './components/PhoneInput'
export { parseCodeList } from './protocols'
export {
  clearPendingVerification,
  finishLogin,
  goAfterLogin,
  goHome,
  needsPhoneBinding,
  NJGLYY_BACK_DELAY_MS,
  readPendingVerification,
  savePendingVerification,
} from './session'
export { useSendCode } from './useSendCode'
export { PERSON_MENU, PERSON_SHORTCUTS, type PersonIcon } from './personMenu'
export {
  acountDel,
  aliLogin,
  bindPhone,
  getRedisUser,
  getUserBaseInfo,
  getUserInfo,
  glWxLogin,
  loginOut,
  passwordLogin,
  register,
  retrPassword,
  setPassword,
  smsLogin,
  wxLogin,
} from './api'
