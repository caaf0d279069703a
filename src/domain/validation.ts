/**
 * Validation rules of SPEC §5 (and the button/countdown states of SPEC §4).
 * Every function returns null when the input is valid, otherwise the spec's message verbatim.
 */
import * as M from './messages'
import { businessParts, fullYearsOn } from './time'

// ------------------------------------------------------------------ phone

/**
 * SPEC §5 mainland mobile pattern: 11 digits, 1 then 3-9 with the second digits in use
 * (13x, 14[01456789], 15[0-35-9], 16[2567], 17[0-8], 18x, 19[0-35-9]).
 */
export const PHONE_PATTERN = /^1(?:3\d|4[014-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/

/** SPEC §9: phone field max length, code field max length and minimum code length. */
export const PHONE_MAX_LENGTH = 11
export const CODE_MAX_LENGTH = 10
export const CODE_MIN_LENGTH = 6

/** SPEC §5: true when the (trimmed) value is a mainland mobile number. */
export function isValidPhone(value: string | null | undefined): boolean {
  return PHONE_PATTERN.test((value ?? '').trim())
}

/** SPEC §5 phone: 请输入手机号 when empty, 手机格式不正确 when not a mainland mobile, else null. */
export function validatePhone(value: string | null | undefined): string | null {
  const s = (value ?? '').trim()
  if (!s) return M.PHONE_REQUIRED
  return PHONE_PATTERN.test(s) ? null : M.PHONE_INVALID
}

// ------------------------------------------------------------------ ID number (GB 11643)

/**
 * Two-digit province codes accepted as the region prefix (GB/T 2260 provinces, Taiwan 71,
 * Hong Kong 81, Macao 82, and 83 used by residence permits for Taiwan residents).
 */
export const ID_REGION_CODES: ReadonlySet<string> = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '83',
])

/** SPEC §5 check-digit weights of the first 17 digits. */
export const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
/** SPEC §5 map of (weighted sum mod 11) to the check character. */
export const ID_CHECK_MAP = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'] as const

/** SPEC §5: the check character for the first 17 digits of an 18-character ID number. */
export function idCheckDigit(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += (first17.charCodeAt(i) - 48) * ID_WEIGHTS[i]
  return ID_CHECK_MAP[sum % 11]
}

interface ParsedId {
  normalized: string
  birth: { y: number; m: number; d: number }
}

function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
  return d <= days[m - 1]
}

/** Structure check shared by the validators; returns null on any structural error. */
function parseId(value: string, today: Date): ParsedId | null {
  const s = value.trim().toUpperCase()
  let y: number, m: number, d: number
  if (/^\d{15}$/.test(s)) {
    y = 1900 + Number(s.slice(6, 8))
    m = Number(s.slice(8, 10))
    d = Number(s.slice(10, 12))
  } else if (/^\d{17}[\dX]$/.test(s)) {
    y = Number(s.slice(6, 10))
    m = Number(s.slice(10, 12))
    d = Number(s.slice(12, 14))
    if (y < 1900) return null
  } else return null
  if (!ID_REGION_CODES.has(s.slice(0, 2))) return null
  if (!validDate(y, m, d)) return null
  const t = businessParts(today)
  const birthKey = y * 10000 + m * 100 + d
  const todayKey = t.year * 10000 + t.month * 100 + t.day
  if (birthKey > todayKey) return null
  return { normalized: s, birth: { y, m, d } }
}

/**
 * SPEC §5 ID number (GB 11643): 请输入身份证号! when empty; 身份证仅能为15位或18位且前两位为有效行政区划代码
 * when the length is not 15/18, a character is wrong, the region prefix is not a province code,
 * or the birth date is impossible (Feb 30, month 13, in the future, before 1900);
 * 身份证最后一位校验码不正确 when the 18th character is not the check digit. Lower-case x is
 * accepted as X; surrounding spaces are ignored.
 */
export function validateIdNumber(value: string | null | undefined, today: Date = new Date()): string | null {
  const s = (value ?? '').trim()
  if (!s) return M.ID_NUMBER_REQUIRED
  const parsed = parseId(s, today)
  if (!parsed) return M.ID_NUMBER_FORMAT_INVALID
  if (parsed.normalized.length === 18 && idCheckDigit(parsed.normalized) !== parsed.normalized[17]) {
    return M.ID_NUMBER_CHECK_DIGIT_INVALID
  }
  return null
}

/** SPEC §5: true when {@link validateIdNumber} accepts the value. */
export function isValidIdNumber(value: string | null | undefined, today: Date = new Date()): boolean {
  return validateIdNumber(value, today) === null
}

/** Upper-cases the trailing x and trims (what should be stored). */
export function normalizeIdNumber(value: string): string {
  return value.trim().toUpperCase()
}

/**
 * SPEC §5 birth date of a valid 18-character ID number as 'YYYY-MM-DD'; null for 15-character
 * or invalid numbers.
 */
export function birthDateFromIdNumber(value: string, today: Date = new Date()): string | null {
  if (validateIdNumber(value, today) !== null) return null
  const s = normalizeIdNumber(value)
  if (s.length !== 18) return null
  return `${s.slice(6, 10)}-${s.slice(10, 12)}-${s.slice(12, 14)}`
}

/**
 * SPEC §5 "age derived only for 18-character numbers": full years on `today` (the birthday
 * itself counts; a 29 February birthday counts from 1 March in common years). null for
 * 15-character or invalid numbers.
 */
export function ageFromIdNumber(value: string, today: Date = new Date()): number | null {
  const birth = birthDateFromIdNumber(value, today)
  if (!birth) return null
  return fullYearsOn(birth, today)
}

/**
 * Sex from a valid 18-character ID number: the 17th digit odd is male. Uses the service-person
 * codes of SPEC §3 (1 male, 0 female); null for 15-character or invalid numbers.
 */
export function sexFromIdNumber(value: string, today: Date = new Date()): 1 | 0 | null {
  if (!birthDateFromIdNumber(value, today)) return null
  return Number(normalizeIdNumber(value)[16]) % 2 === 1 ? 1 : 0
}

// ------------------------------------------------------------------ email, password, names

/** SPEC §5 email pattern (local part, domain labels, a 2+ letter top-level domain). */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/

/** SPEC §5 email: 请输入邮箱地址 when empty, 邮箱地址格式不正确 when malformed, else null. */
export function validateEmail(value: string | null | undefined): string | null {
  const s = (value ?? '').trim()
  if (!s) return M.EMAIL_REQUIRED
  return EMAIL_PATTERN.test(s) && !s.includes('..') ? null : M.EMAIL_INVALID
}

/**
 * SPEC §5 password: 6 to 20 printable ASCII characters (no spaces) including at least one digit
 * and one letter; symbols are allowed. (The hint text PASSWORD_HINT is shown verbatim.)
 */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[A-Za-z])[\x21-\x7e]{6,20}$/
/** SPEC §9: password 6 to 20 characters (the input's maximum length) */
export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 20

/** SPEC §5: 密码格式不正确 unless the password matches {@link PASSWORD_PATTERN}. */
export function validatePassword(value: string | null | undefined): string | null {
  return PASSWORD_PATTERN.test(value ?? '') ? null : M.PASSWORD_INVALID
}

/**
 * SPEC §5 set-password submit: first the format of the new password (密码格式不正确), then the
 * confirmation (两次密码不一致！).
 */
export function validatePasswordPair(password: string, confirm: string): string | null {
  return validatePassword(password) ?? (password === confirm ? null : M.PASSWORD_MISMATCH)
}

/** SPEC §5 set-password button: enabled when both fields have at least 6 characters. */
export function canSubmitSetPassword(password: string, confirm: string): boolean {
  return (password ?? '').length >= 6 && (confirm ?? '').length >= 6
}

/** SPEC §5 name pattern: Chinese characters, letters and digits only. */
export const NAME_PATTERN = /^[\u3400-\u4dbf\u4e00-\u9fffA-Za-z0-9]+$/
/** SPEC §5 name variant that also allows half- and full-width parentheses. */
export const NAME_WITH_PARENS_PATTERN = /^[\u3400-\u4dbf\u4e00-\u9fffA-Za-z0-9()（）]+$/

/** SPEC §5: Chinese, letters and digits only. */
export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value)
}

/** SPEC §5 variant: Chinese, letters, digits and ( ) （ ）. */
export function isValidNameWithParens(value: string): boolean {
  return NAME_WITH_PARENS_PATTERN.test(value)
}

// ------------------------------------------------------------------ required fields

/**
 * SPEC §5 required-field check: given [value, message] pairs in screen order, returns the
 * message of the first empty one (null/undefined, blank string, empty array), else null.
 */
export function firstMissingField(fields: ReadonlyArray<readonly [unknown, string]>): string | null {
  for (const [value, message] of fields) if (isEmptyValue(value)) return message
  return null
}

/** Empty in the sense of a required form field. 0 and false are values, not empty. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

// ------------------------------------------------------------------ service person form

/** SPEC §3 service person as edited in the form (strings as typed, codes as chosen). */
export interface ServicePersonInput {
  name?: string | null
  /** 1 male, 0 female */
  sex?: number | string | null
  idNumber?: string | null
  age?: number | string | null
  phone?: string | null
  /** 1 married, 2 unmarried */
  maritalStatus?: number | string | null
}

export interface ServicePersonValue {
  name: string
  sex: 0 | 1
  idNumber: string
  age: number
  phone: string
  maritalStatus: 1 | 2
}

export type FormResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string }

/** SPEC §9 name max 20. */
export const NAME_MAX_LENGTH = 20

const stripSpaces = (v: unknown): string => (v === null || v === undefined ? '' : String(v)).replace(/\s+/g, '')

/**
 * SPEC §5 service-person form. All whitespace is removed first; then, in screen order:
 * name 请输入服务人姓名 / 服务人姓名不允许特殊字符，请重新输入 / max 20 (服务人姓名不能超过20个字);
 * sex 请选择性别; idNumber 请输入身份证号 then the ID-number rules; age 请输入年龄 (0-150 else
 * 请输入正确年龄); phone 请输入联系方式 / 请输入正确联系方式; marital status 请选择婚姻状况.
 * On success returns the cleaned value (ID number upper-cased).
 */
export function validateServicePerson(input: ServicePersonInput, today: Date = new Date()): FormResult<ServicePersonValue> {
  const name = stripSpaces(input.name)
  const sex = stripSpaces(input.sex)
  const idNumber = stripSpaces(input.idNumber).toUpperCase()
  const age = stripSpaces(input.age)
  const phone = stripSpaces(input.phone)
  const marital = stripSpaces(input.maritalStatus)
  const fail = (field: string, message: string): FormResult<ServicePersonValue> => ({ ok: false, field, message })
  if (!name) return fail('name', M.SERVICE_PERSON_NAME_REQUIRED)
  if (!isValidName(name)) return fail('name', M.SERVICE_PERSON_NAME_SPECIAL_CHARS)
  if ([...name].length > NAME_MAX_LENGTH) return fail('name', M.SERVICE_PERSON_NAME_TOO_LONG)
  if (sex !== '0' && sex !== '1') return fail('sex', M.SEX_REQUIRED)
  if (!idNumber) return fail('idNumber', M.SERVICE_PERSON_ID_REQUIRED)
  const idError = validateIdNumber(idNumber, today)
  if (idError) return fail('idNumber', idError)
  if (!age) return fail('age', M.AGE_REQUIRED)
  if (!/^\d{1,3}$/.test(age) || Number(age) > 150) return fail('age', M.AGE_INVALID)
  if (!phone) return fail('phone', M.CONTACT_REQUIRED)
  if (!PHONE_PATTERN.test(phone)) return fail('phone', M.CONTACT_INVALID)
  if (marital !== '1' && marital !== '2') return fail('maritalStatus', M.MARITAL_STATUS_REQUIRED)
  return {
    ok: true,
    value: { name, sex: sex === '1' ? 1 : 0, idNumber, age: Number(age), phone, maritalStatus: marital === '1' ? 1 : 2 },
  }
}

// ------------------------------------------------------------------ dynamic rule-form fields

/** SPEC §3 pre-appointment rule-form field (ruleFieldRelList item). */
export interface RuleField {
  fieldId?: number | string
  showName: string
  value?: string | number | null
  isRequire?: number | string | boolean | null
  fillMethod?: number | string | null
  fieldType?: number | string | null
  regex?: string | null
  content?: string | null
}

/** How a rule-form field is entered. */
export type RuleFieldKind = 'text' | 'number' | 'email' | 'date' | 'time' | 'select'

/**
 * SPEC §5: fillMethod 1 is typed — a date picker for fieldType 3, a time picker for fieldType 4,
 * a number input for fieldType 2, an email input for fieldType 5, otherwise text; any other
 * fillMethod picks from the comma-separated content.
 */
export function ruleFieldKind(field: RuleField): RuleFieldKind {
  if (Number(field.fillMethod) !== 1) return 'select'
  switch (Number(field.fieldType)) {
    case 2:
      return 'number'
    case 3:
      return 'date'
    case 4:
      return 'time'
    case 5:
      return 'email'
    default:
      return 'text'
  }
}

/** True for kinds the patient types (messages say 请输入…); pickers say 请选择…. */
export function isTypedKind(kind: RuleFieldKind): boolean {
  return kind === 'text' || kind === 'number' || kind === 'email'
}

/** SPEC §3: options of a picker field from its comma-separated content (half- or full-width commas). */
export function ruleFieldOptions(field: Pick<RuleField, 'content'>): string[] {
  return (field.content ?? '')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean)
}

/** Builds a RegExp from a configured pattern ('^\\d+$' or '/^\\d+$/i'); null when absent or broken. */
export function compileFieldRegex(regex: string | null | undefined): RegExp | null {
  if (!regex) return null
  try {
    const m = /^\/([\s\S]*)\/([gimsuy]*)$/.exec(regex)
    return m ? new RegExp(m[1], m[2].replace(/[gy]/g, '')) : new RegExp(regex)
  } catch {
    return null
  }
}

const isRequired = (v: RuleField['isRequire']): boolean => v === true || Number(v) === 1

/**
 * SPEC §5 one dynamic rule-form field (spaces stripped): required and empty gives 请输入{name}
 * (typed) or 请选择{name} (picker); fieldType 5 must be an email (请输入正确的邮箱地址);
 * fieldType 2 digits only (请输入数字); other typed text must match its regex (请输入正确{name});
 * dates must be YYYY-MM-DD, times HH:mm, picked values one of the options (else 请选择{name}).
 * An empty optional field is valid.
 */
export function validateRuleField(field: RuleField): string | null {
  const kind = ruleFieldKind(field)
  const value = stripSpaces(field.value)
  const name = field.showName
  if (!value) {
    if (!isRequired(field.isRequire)) return null
    return isTypedKind(kind) ? M.inputRequiredMessage(name) : M.selectRequiredMessage(name)
  }
  switch (kind) {
    case 'email':
      return EMAIL_PATTERN.test(value) ? null : M.RULE_EMAIL_INVALID
    case 'number':
      return /^\d+$/.test(value) ? null : M.RULE_NUMBER_INVALID
    case 'text': {
      const re = compileFieldRegex(field.regex)
      return !re || re.test(value) ? null : M.inputInvalidMessage(name)
    }
    case 'date': {
      const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value)
      return m && validDate(+m[1], +m[2], +m[3]) ? null : M.selectRequiredMessage(name)
    }
    case 'time':
      return /^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value) ? null : M.selectRequiredMessage(name)
    case 'select': {
      const options = ruleFieldOptions(field)
      return options.length === 0 || options.includes(value) ? null : M.selectRequiredMessage(name)
    }
  }
}

/** SPEC §5 rule form: the message of the first invalid field in list order, else null. */
export function validateRuleForm(fields: readonly RuleField[]): string | null {
  for (const f of fields) {
    const msg = validateRuleField(f)
    if (msg) return msg
  }
  return null
}

// ------------------------------------------------------------------ buttons and send-code state

/** SPEC §4: login button enabled only with the agreement ticked, a valid phone and a code of 6+ characters. */
export function canLogin(input: { phone: string; code: string; agreed: boolean }): boolean {
  return input.agreed && isValidPhone(input.phone) && isValidCode(input.code)
}

/** SPEC §5: the SMS code has 6 to 10 characters (field max 10, at least 6). */
export function isValidCode(code: string | null | undefined): boolean {
  const n = (code ?? '').trim().length
  return n >= CODE_MIN_LENGTH && n <= CODE_MAX_LENGTH
}

/** SPEC §5: bind-phone button enabled with a valid phone and a code of 6+ characters. */
export function canBindPhone(input: { phone: string; code: string }): boolean {
  return isValidPhone(input.phone) && isValidCode(input.code)
}

export type PasswordLoginCheck =
  | { ok: true }
  | { ok: false; reason: 'phone' | 'password'; message: string }
  | { ok: false; reason: 'agreement'; message: string; confirmText: string; cancelText: string }

/**
 * SPEC §5 password login: a valid phone (phone messages), a non-empty password (请输入密码),
 * then the agreement ticked — otherwise the prompt 请先阅读并同意《…》 with 同意 / 再考虑下.
 */
export function checkPasswordLogin(input: { phone: string; password: string; agreed: boolean }): PasswordLoginCheck {
  const phoneError = validatePhone(input.phone)
  if (phoneError) return { ok: false, reason: 'phone', message: phoneError }
  if (!input.password) return { ok: false, reason: 'password', message: M.PASSWORD_REQUIRED }
  if (!input.agreed) {
    return { ok: false, reason: 'agreement', message: M.LOGIN_AGREEMENT_PROMPT, confirmText: M.AGREE, cancelText: M.RECONSIDER }
  }
  return { ok: true }
}

/** SPEC §9: resend countdown in seconds. */
export const SEND_CODE_COUNTDOWN_SECONDS = 120

/**
 * Send-code state (SPEC §4). `sentAt` is the epoch ms of the last successful send, `sending`
 * is true while a request is in flight. Time is passed in, so the state is a plain value.
 */
export interface SendCodeState {
  sentAt: number | null
  sending?: boolean
}

/** SPEC §4: whole seconds left of the 120 s countdown (rounded up), 0 when none runs. */
export function sendCodeRemaining(state: SendCodeState, now: number = Date.now()): number {
  if (state.sentAt == null) return 0
  const left = SEND_CODE_COUNTDOWN_SECONDS * 1000 - (now - state.sentAt)
  if (left <= 0) return 0
  return Math.min(SEND_CODE_COUNTDOWN_SECONDS, Math.ceil(left / 1000))
}

/** SPEC §4: the send button is enabled only for a valid phone, with no request in flight and no countdown running. */
export function canSendCode(phone: string, state: SendCodeState, now: number = Date.now()): boolean {
  return isValidPhone(phone) && !state.sending && sendCodeRemaining(state, now) === 0
}

/** SPEC §4: the button text — 重新发送(n) while counting down, 重新发送 after, 获取验证码 before the first send. */
export function sendCodeButtonText(state: SendCodeState, now: number = Date.now()): string {
  const n = sendCodeRemaining(state, now)
  if (n > 0) return M.resendCountdownText(n)
  return state.sentAt == null ? M.SEND_CODE : M.RESEND_CODE
}

/** SPEC §2 /bandPhone: 未收到短信？ appears once a countdown has ended. */
export function showNoSmsLink(state: SendCodeState, now: number = Date.now()): boolean {
  return state.sentAt != null && sendCodeRemaining(state, now) === 0
}
