/**
 * Who may take a check-up package or add-on item: sex, age band and sexual history (gynaecological items), rules
 * from configuration or inferred from the item's name, and the add-ons of a rule form (index.ts: the codes).
 */
import { OPEN_MAX_AGE, OPEN_MIN_AGE, bound } from './ageBounds'
import { sumMoney, type Decimal, type MoneyInput } from '../money'
import { ageFromIdNumber, sexFromIdNumber } from '../validation'

// ================================================================ eligibility

/** SPEC §3 service person: 1 male, 0 female */
export type SexCode = 0 | 1
/** pe_package.sex_limit / pe_add_item.sex_limit: 0 any, 1 male only, 2 female only */
export type SexLimit = 0 | 1 | 2

/** The exam person as far as eligibility goes. */
export interface ExamPerson {
  /** 1 male, 0 female (SPEC §3) */
  sex: number
  /** full years on the exam date */
  age: number
  /** 1 married, 2 unmarried (SPEC §3) */
  maritalStatus?: number | null
  /** an unmarried person who says she has had sexual intercourse (the form's question) */
  sexuallyActive?: boolean | null
}

/** Who a package or an item is for. Missing fields do not restrict. */
export interface EligibilityRule {
  sexLimit?: number | null
  /** inclusive age band in full years; 0 / 150 and beyond mean open */
  minAge?: number | null
  maxAge?: number | null
  /** gynaecological examination: only for a married or sexually active woman */
  requiresSexualHistory?: boolean | null
}

/** OWN (the package form matches the server's PE_MSG): who the package / item is for */
export const SEX_ONLY_TEXT: Record<1 | 2, string> = { 1: '仅限男性', 2: '仅限女性' }
/** OWN: gynaecological items and packages need a sexual history */
export const SEXUAL_HISTORY_ONLY_TEXT = '仅适用于已婚或有性生活史的女性'

/** '该套餐仅限男性', '「HPV检测」仅限女性' */
export function sexOnlyMessage(subject: string, sexLimit: 1 | 2): string {
  return `${subject}${SEX_ONLY_TEXT[sexLimit]}`
}
/** '该套餐适用年龄为18-60岁', '该套餐适用于60岁及以上', '该套餐适用于17岁及以下' */
export function ageRangeMessage(subject: string, minAge: number | null, maxAge: number | null): string {
  if (minAge !== null && maxAge !== null) return `${subject}适用年龄为${minAge}-${maxAge}岁`
  if (minAge !== null) return `${subject}适用于${minAge}岁及以上`
  return `${subject}适用于${maxAge}岁及以下`
}
/** '「妇科检查」仅适用于已婚或有性生活史的女性' */
export function sexualHistoryMessage(subject: string): string {
  return `${subject}${SEXUAL_HISTORY_ONLY_TEXT}`
}

/** the subject of item messages: 「name」 */
export const itemSubject = (name: string): string => `「${name}」`
/** the subject of package messages */
export const PACKAGE_SUBJECT = '该套餐'

/** a person with a sexual history: married, or unmarried and answered yes */
export function hasSexualHistory(person: ExamPerson): boolean {
  return Number(person.maritalStatus) === 1 || person.sexuallyActive === true
}

/**
 * Does a person fit a rule? null when yes, else the first reason in the order sex, age, sexual
 * history, written for `subject` ('该套餐' or 「item name」).
 */
export function eligibilityMessage(rule: EligibilityRule, person: ExamPerson, subject: string = PACKAGE_SUBJECT): string | null {
  const sexLimit = Number(rule.sexLimit ?? 0)
  if (sexLimit === 1 && Number(person.sex) !== 1) return sexOnlyMessage(subject, 1)
  if (sexLimit === 2 && Number(person.sex) !== 0) return sexOnlyMessage(subject, 2)
  const min = bound(rule.minAge, OPEN_MIN_AGE, true)
  const max = bound(rule.maxAge, OPEN_MAX_AGE, false)
  if ((min !== null && person.age < min) || (max !== null && person.age > max)) return ageRangeMessage(subject, min, max)
  if (rule.requiresSexualHistory && !hasSexualHistory(person)) return sexualHistoryMessage(subject)
  return null
}

/**
 * Gynaecological items (for a married or sexually active woman only): 妇科检查, 白带常规 /
 * 阴道分泌物, TCT / 液基薄层细胞学, 宫颈 screening, HPV, and any transvaginal ultrasound
 * (经阴道 / 阴式 / 阴道彩超). Checked before {@link FEMALE_ITEM_PATTERN}.
 */
export const GYNAECOLOGY_ITEM_PATTERN = /妇科检查|妇检|白带|阴道分泌物|TCT|液基|宫颈|HPV|人乳头瘤|经阴道|阴式|阴道[B彩]超|阴道超声/i
/** Items for women only (any marital status): breast and transabdominal pelvic / uterus / ovary items. */
export const FEMALE_ITEM_PATTERN = /乳腺|乳房|子宫|附件|卵巢|盆腔|钼靶/
/** Items for men only. */
export const MALE_ITEM_PATTERN = /前列腺|PSA|睾丸|阴囊|精液/i

/** The rule implied by an item's name (a hospital that names items plainly needs no configuration). */
export function inferItemRule(name: string): EligibilityRule {
  if (GYNAECOLOGY_ITEM_PATTERN.test(name)) return { sexLimit: 2, requiresSexualHistory: true }
  if (FEMALE_ITEM_PATTERN.test(name)) return { sexLimit: 2 }
  if (MALE_ITEM_PATTERN.test(name)) return { sexLimit: 1 }
  return {}
}

/** A check-up item or add-on as far as the rules go (the server's PeAddItem has itemName). */
export interface CheckupItemLike extends EligibilityRule {
  name?: string
  itemName?: string
}

const itemName = (item: CheckupItemLike): string => item.name ?? item.itemName ?? ''

/**
 * The effective rule of an item: its configured fields combined with the rule implied by its name,
 * the stricter winning (a configured sexLimit 0 does not lift the name's "female only": the
 * database default is 0).
 */
export function itemRule(item: CheckupItemLike): EligibilityRule {
  const inferred = inferItemRule(itemName(item))
  const configured = Number(item.sexLimit ?? 0)
  return {
    sexLimit: configured === 1 || configured === 2 ? configured : (inferred.sexLimit ?? 0),
    minAge: item.minAge ?? null,
    maxAge: item.maxAge ?? null,
    requiresSexualHistory: Boolean(item.requiresSexualHistory || inferred.requiresSexualHistory),
  }
}

/** An item or add-on for a person: null when allowed, else the reason ('「前列腺彩超」仅限男性'). */
export function itemEligibilityMessage(item: CheckupItemLike, person: ExamPerson): string | null {
  return eligibilityMessage(itemRule(item), person, itemSubject(itemName(item)))
}

/** A package with its own rule and (optionally) its items. */
export interface CheckupPackageLike extends EligibilityRule {
  items?: readonly CheckupItemLike[] | null
}

export interface PackageEligibility<I extends CheckupItemLike = CheckupItemLike> {
  eligible: boolean
  /** why not (the package's own rule), null when eligible */
  message: string | null
  /** items of the package this person will not be given (e.g. a unisex package's 前列腺彩超 for a woman) */
  excludedItems: Array<{ item: I; message: string }>
}

/**
 * A package for a person: its own rule decides (sex, age band, sexual history for a 已婚 package);
 * the items that do not fit the person are listed in `excludedItems` (shown as 不适用 and skipped at
 * the exam) without refusing the package — unless no item is left.
 */
export function packageEligibility<P extends CheckupPackageLike>(
  pkg: P,
  person: ExamPerson,
): PackageEligibility<NonNullable<P['items']>[number]> {
  type I = NonNullable<P['items']>[number]
  const message = eligibilityMessage(pkg, person, PACKAGE_SUBJECT)
  const items = (pkg.items ?? []) as readonly I[]
  const excludedItems: Array<{ item: I; message: string }> = []
  for (const item of items) {
    const m = itemEligibilityMessage(item, person)
    if (m) excludedItems.push({ item, message: m })
  }
  if (message) return { eligible: false, message, excludedItems }
  if (items.length > 0 && excludedItems.length === items.length)
    return { eligible: false, message: excludedItems[0].message, excludedItems }
  return { eligible: true, message: null, excludedItems }
}

/** Add-ons annotated for a person: each with eligible and the reason when not. */
export function annotateAddOns<I extends CheckupItemLike>(
  items: readonly I[],
  person: ExamPerson,
): Array<I & { eligible: boolean; ineligibleReason: string | null }> {
  return items.map((item) => {
    const m = itemEligibilityMessage(item, person)
    return { ...item, eligible: m === null, ineligibleReason: m }
  })
}

/** The chosen add-ons for a person: the first item's reason when one does not fit, else null. */
export function validateAddOnSelection(items: readonly CheckupItemLike[], person: ExamPerson): string | null {
  for (const item of items) {
    const m = itemEligibilityMessage(item, person)
    if (m) return m
  }
  return null
}

/** OWN: an add-on with an age band cannot be checked without the person's age */
export const ADD_ON_AGE_UNKNOWN = '请填写体检人身份证号，以判断加项是否适用'

/** a rule-form answer (SPEC §3 filedInfo): fieldIds 14 ID number, 16 sex, 17 marital status, or by showName */
export interface FormAnswer {
  fieldId?: number | string | null
  showName?: string | null
  value?: string | null
}

function answer(form: readonly FormAnswer[], fieldId: number, name: RegExp): string {
  const f = form.find((x) => Number(x.fieldId) === fieldId) ?? form.find((x) => name.test(x.showName ?? ''))
  return String(f?.value ?? '').trim()
}

/**
 * The exam person as the unit's rule form tells (SPEC §3): sex from 性别 (男 / 女) else from the ID
 * number, age in full years on `examDate` from the 18-character ID number, marital status from 婚姻状况
 * (已婚 / 未婚). null when the sex cannot be told; age NaN when it cannot be told.
 */
export function examPersonFromForm(form: readonly FormAnswer[], examDate: Date): ExamPerson | null {
  const id = answer(form, 14, /身份证/)
  const sexText = answer(form, 16, /性别/)
  const sex = sexText === '男' ? 1 : sexText === '女' ? 0 : id ? sexFromIdNumber(id, examDate) : null
  if (sex === null) return null
  const age = id ? ageFromIdNumber(id, examDate) : null
  const marital = answer(form, 17, /婚/)
  return { sex, age: age ?? NaN, maritalStatus: marital === '已婚' ? 1 : marital === '未婚' ? 2 : null }
}

/**
 * The chosen add-ons for a person whose age may be unknown (NaN): the first item's reason when one
 * does not fit; {@link ADD_ON_AGE_UNKNOWN} for an item with an age band and no age.
 */
export function addOnSelectionMessage(items: readonly CheckupItemLike[], person: ExamPerson): string | null {
  for (const item of items) {
    const rule = itemRule(item)
    const banded = bound(rule.minAge, OPEN_MIN_AGE, true) !== null || bound(rule.maxAge, OPEN_MAX_AGE, false) !== null
    if (banded && !Number.isFinite(person.age)) return ADD_ON_AGE_UNKNOWN
    const m = eligibilityMessage(rule, person, itemSubject(itemName(item)))
    if (m) return m
  }
  return null
}

/** The selected add-ons' total in yuan (decimal-safe, unknown ids ignored, each id once). */
export function addOnTotal(items: ReadonlyArray<{ id: number; price: MoneyInput }>, selectedIds: readonly number[]): Decimal {
  const ids = new Set(selectedIds)
  return sumMoney(items.filter((i) => ids.has(i.id)).map((i) => i.price))
}
