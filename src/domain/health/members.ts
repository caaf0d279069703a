/**
 * Minor protection (SPEC §6, §9), family members, record periods (day / week / month), tags (/addLabel) and
 * medical history.
 */
import { addDays, fullYearsOn, parseDateTime, formatDate, type DateInput } from '../time'
import { birthDateFromIdNumber, validateIdNumber } from '../validation'
import {
  HEALTH_GUARDIAN_CONSENT_REQUIRED,
  HEALTH_LABEL_CATEGORY_INVALID,
  HEALTH_LABEL_INVALID,
  HEALTH_MEMBER_NAME_INVALID,
  HEALTH_MEMBER_NAME_REQUIRED,
  HEALTH_MEMBER_RELATION_REQUIRED,
  MEDICAL_HISTORY_NAME_REQUIRED,
  MEDICAL_HISTORY_NAME_TOO_LONG,
  MEDICAL_HISTORY_NOTE_TOO_LONG,
  MEDICAL_HISTORY_SINCE_INVALID,
  MEDICAL_HISTORY_TYPE_REQUIRED,
} from '../messages/health'
import { SEX_REQUIRED } from '../messages/person'
import { validateBirthDate } from './vitalInput'

// ================================================================ minor protection (SPEC §6, §9)

/** SPEC §6/§9: the platform is for people aged 18 or over */
export const ADULT_AGE = 18
/** SPEC §6/§9 (and PIPL art. 31): under 14 needs a guardian's consent and extra protection */
export const CHILD_PROTECTION_AGE = 14

const ID_LIKE = /^(\d{15}|\d{17}[\dXx])$/

/**
 * Full years on the business date of `today` of someone given by an ID number (18 digits; a
 * 15-digit number reads its birth date as 19YYMMDD) or a birth date 'YYYY-MM-DD'; null when the
 * value is not a valid ID number / date or the birth is after today.
 */
export function ageOf(birthDateOrIdNumber: string | null | undefined, today: DateInput = Date.now()): number | null {
  const s = (birthDateOrIdNumber ?? '').trim()
  const now = parseDateTime(today)
  if (!s || !now) return null
  let birth: string | null
  if (ID_LIKE.test(s)) {
    if (validateIdNumber(s, now) !== null) return null
    birth = s.length === 18 ? birthDateFromIdNumber(s, now) : `19${s.slice(6, 8)}-${s.slice(8, 10)}-${s.slice(10, 12)}`
  } else {
    birth = validateBirthDate(s, now) === null ? formatDate(s) : null
  }
  return birth ? fullYearsOn(birth, now) : null
}

/**
 * Under 18 (SPEC §6). Fails safe: true when the age cannot be determined (no or invalid birth
 * date / ID number), so protection applies until a valid one is given.
 */
export function isMinor(birthDateOrIdNumber: string | null | undefined, today: DateInput = Date.now()): boolean {
  const age = ageOf(birthDateOrIdNumber, today)
  return age === null || age < ADULT_AGE
}

/**
 * Under 14: adding or recording this person needs the guardian's explicit consent (SPEC §6 / §9,
 * PIPL art. 31). Fails safe like {@link isMinor}.
 */
export function needsGuardianConsent(birthDateOrIdNumber: string | null | undefined, today: DateInput = Date.now()): boolean {
  const age = ageOf(birthDateOrIdNumber, today)
  return age === null || age < CHILD_PROTECTION_AGE
}

// ================================================================ family members (consultationer)

/** How a family member relates to the account holder (FHIR RelatedPerson relationship, simplified). */
export type MemberRelation = 'self' | 'spouse' | 'parent' | 'child' | 'other'
export const MEMBER_RELATIONS: readonly MemberRelation[] = ['self', 'spouse', 'parent', 'child', 'other']
export const MEMBER_RELATION_LABELS: Record<MemberRelation, string> = {
  self: '本人',
  spouse: '配偶',
  parent: '父母',
  child: '子女',
  other: '其他',
}

const MEMBER_NAME = /^[\u4e00-\u9fa5A-Za-z·• ]{1,20}$/

export interface MemberInput {
  name?: unknown
  relation?: unknown
  sex?: unknown
  birthDate?: string | null
  /** the guardian's explicit consent, needed when the member is under 14 (PIPL art. 31, SPEC §6) */
  guardianConsent?: boolean
}

/**
 * A family member form: name (Chinese, letters, ·; 1–20), relation, sex 1/2, birth date (validateBirthDate), and for a
 * child under 14 (needsGuardianConsent) the guardian's consent. The first message or null. The separate consent for
 * health data is checked where health data are stored (the member itself may be kept without it).
 */
export function validateMember(input: MemberInput, today: DateInput = Date.now()): string | null {
  const name = typeof input.name === 'string' ? input.name.trim() : ''
  if (!name) return HEALTH_MEMBER_NAME_REQUIRED
  if (!MEMBER_NAME.test(name)) return HEALTH_MEMBER_NAME_INVALID
  if (typeof input.relation !== 'string' || !(MEMBER_RELATIONS as readonly string[]).includes(input.relation))
    return HEALTH_MEMBER_RELATION_REQUIRED
  if (input.sex !== 1 && input.sex !== 2) return SEX_REQUIRED
  const e = validateBirthDate(input.birthDate, today)
  if (e) return e
  if (needsGuardianConsent(input.birthDate, today) && input.guardianConsent !== true) return HEALTH_GUARDIAN_CONSENT_REQUIRED
  return null
}

// ================================================================ record periods (list by day / week / month)

export type RecordRange = 'day' | 'week' | 'month'
export const RECORD_RANGES: readonly RecordRange[] = ['day', 'week', 'month']
export const RECORD_RANGE_LABELS: Record<RecordRange, string> = { day: '日', week: '周', month: '月' }

/**
 * The business dates [from, to] (inclusive) of the day, the week (Monday to Sunday, as Chinese calendars count) or the
 * calendar month that contains `date` ('YYYY-MM-DD'); null when the date is invalid.
 */
export function recordPeriod(range: RecordRange, date: string): { from: string; to: string } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m || addDays(date, 0) !== date) return null
  const [y, mo, d] = [+m[1], +m[2], +m[3]]
  if (range === 'day') return { from: date, to: date }
  if (range === 'week') {
    const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay() // 0 = Sunday
    const from = addDays(date, -((weekday + 6) % 7)) as string
    return { from, to: addDays(from, 6) as string }
  }
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate()
  const ym = `${m[1]}-${m[2]}`
  return { from: `${ym}-01`, to: `${ym}-${String(last).padStart(2, '0')}` }
}

// ================================================================ tags (/addLabel) and medical history

export type LabelCategory = 'chronic' | 'allergy' | 'custom'
export const LABEL_CATEGORIES: readonly LabelCategory[] = ['chronic', 'allergy', 'custom']
export const LABEL_CATEGORY_LABELS: Record<LabelCategory, string> = { chronic: '慢性病', allergy: '过敏', custom: '自定义' }
/** the choices /addLabel offers before the patient's own tags */
export const PRESET_LABELS: Record<Exclude<LabelCategory, 'custom'>, readonly string[]> = {
  chronic: ['高血压', '糖尿病', '冠心病', '高血脂', '慢阻肺', '哮喘', '痛风', '慢性肾病'],
  allergy: ['青霉素过敏', '头孢过敏', '磺胺过敏', '海鲜过敏', '花粉过敏', '尘螨过敏'],
}

/** one tag: a known category and 1–10 characters once trimmed; the first message or null */
export function validateLabel(category: unknown, name: unknown): string | null {
  if (typeof category !== 'string' || !(LABEL_CATEGORIES as readonly string[]).includes(category)) return HEALTH_LABEL_CATEGORY_INVALID
  const n = typeof name === 'string' ? name.trim() : ''
  return n.length >= 1 && [...n].length <= 10 ? null : HEALTH_LABEL_INVALID
}

export type MedicalHistoryType = 'past' | 'surgery' | 'family'
export const MEDICAL_HISTORY_TYPES: readonly MedicalHistoryType[] = ['past', 'surgery', 'family']
export const MEDICAL_HISTORY_TYPE_LABELS: Record<MedicalHistoryType, string> = { past: '既往病史', surgery: '手术史', family: '家族病史' }

/**
 * One medical-history entry: a type, a name (1–30), an optional note (≤ 200) and an optional time 'YYYY', 'YYYY-MM' or
 * 'YYYY-MM-DD' not after today. The first message or null.
 */
export function validateMedicalHistory(
  input: { type?: unknown; name?: unknown; since?: unknown; note?: unknown },
  today: DateInput = Date.now(),
): string | null {
  if (typeof input.type !== 'string' || !(MEDICAL_HISTORY_TYPES as readonly string[]).includes(input.type))
    return MEDICAL_HISTORY_TYPE_REQUIRED
  const name = typeof input.name === 'string' ? input.name.trim() : ''
  if (!name) return MEDICAL_HISTORY_NAME_REQUIRED
  if ([...name].length > 30) return MEDICAL_HISTORY_NAME_TOO_LONG
  if (typeof input.note === 'string' && [...input.note.trim()].length > 200) return MEDICAL_HISTORY_NOTE_TOO_LONG
  const since = typeof input.since === 'string' ? input.since.trim() : ''
  if (since) {
    const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(since)
    if (!m) return MEDICAL_HISTORY_SINCE_INVALID
    const full = `${m[1]}-${m[2] ?? '01'}-${m[3] ?? '01'}`
    const now = parseDateTime(today)
    if (addDays(full, 0) !== full || !now || full > formatDate(now) || +m[1] < 1900) return MEDICAL_HISTORY_SINCE_INVALID
  }
  return null
}
