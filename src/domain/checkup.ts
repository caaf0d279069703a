/**
 * Check-up rules shared by the screens and the server (issue 12): who may take a package or an
 * add-on item (sex, age band, sexual history for gynaecological items), crowd categories, the list
 * filters (sex, age band, price band), preparation notices per item type, and the reading of report
 * values against their reference range. Pure TypeScript: no Taro, no React, no I/O.
 *
 * Codes follow SPEC §3 and the server's tables: a person's sex 1 male / 0 female, marital status
 * 1 married / 2 unmarried; a package's or item's sexLimit 0 any / 1 male only / 2 female only
 * (pe_package.sex_limit, pe_add_item.sex_limit). Money is yuan (./money).
 */
import { sumMoney, toDecimal, type Decimal, type MoneyInput } from './money'
import { ageFromIdNumber, sexFromIdNumber } from './validation'
import { canReschedule } from './orders'
import { businessDaysBetween } from './time'
import { PE_MSG } from './messages/exam'

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

/** an age bound at or beyond these is "open" (the server stores 0 / 150 for no limit) */
const OPEN_MIN_AGE = 0
const OPEN_MAX_AGE = 150

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

function bound(v: number | null | undefined, open: number, isMin: boolean): number | null {
  if (v === null || v === undefined || !Number.isFinite(v)) return null
  return isMin ? (v <= open ? null : v) : v >= open ? null : v
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

// ================================================================ crowds and list filters

/** 《老年人权益保障法》第二条: 老年人是指六十周岁以上的公民 */
export const ELDERLY_AGE = 60
/** SPEC §6: adults are 18+; a children's package is one that ends before 18 */
export const CHILD_MAX_AGE = 17

export type CrowdId = 'men' | 'women' | 'elderly' | 'children' | 'premarital' | 'prepregnancy' | 'employment'

export interface Crowd {
  id: CrowdId
  name: string
  /** matched by the package's rule when the package is not tagged (tag-only crowds have none) */
  derived: boolean
}

/** The crowd entries of the check-up home (queryPeCrowd), in display order. */
export const CROWDS: readonly Crowd[] = [
  { id: 'men', name: '男士体检', derived: true },
  { id: 'women', name: '女士体检', derived: true },
  { id: 'elderly', name: '老年体检', derived: true },
  { id: 'children', name: '儿童体检', derived: true },
  { id: 'premarital', name: '婚前体检', derived: false },
  { id: 'prepregnancy', name: '孕前体检', derived: false },
  { id: 'employment', name: '入职体检', derived: false },
]

export function isCrowdId(value: unknown): value is CrowdId {
  return CROWDS.some((c) => c.id === value)
}

/** A package as the list filters see it. */
export interface PackageFilterable extends CheckupPackageLike {
  /** crowd tags configured on the package */
  crowds?: readonly string[] | null
  price?: MoneyInput
}

/**
 * Is the package meant for the crowd? Tagged with it, or (derived crowds) by its own rule:
 * men = male-only package, women = female-only, elderly = minimum age ≥ 60, children = maximum
 * age ≤ 17. Unisex untagged packages are not in the men / women entries: tag them to show there.
 */
export function packageMatchesCrowd(pkg: PackageFilterable, crowd: CrowdId): boolean {
  if (pkg.crowds?.includes(crowd)) return true
  const sexLimit = Number(pkg.sexLimit ?? 0)
  const min = bound(pkg.minAge, OPEN_MIN_AGE, true)
  const max = bound(pkg.maxAge, OPEN_MAX_AGE, false)
  switch (crowd) {
    case 'men':
      return sexLimit === 1
    case 'women':
      return sexLimit === 2
    case 'elderly':
      return min !== null && min >= ELDERLY_AGE
    case 'children':
      return max !== null && max <= CHILD_MAX_AGE
    default:
      return false
  }
}

/** The derived crowds a person belongs to (for recommendations): men/women, elderly (≥ 60), children (< 18). */
export function crowdsOfPerson(person: ExamPerson): CrowdId[] {
  const out: CrowdId[] = [Number(person.sex) === 1 ? 'men' : 'women']
  if (person.age >= ELDERLY_AGE) out.push('elderly')
  if (person.age <= CHILD_MAX_AGE) out.push('children')
  return out
}

export interface Band {
  id: string
  label: string
  /** inclusive lower bound */
  min: number
  /** exclusive upper bound (price) / inclusive (age); null = open */
  max: number | null
}

/** Age-band filter of the package list (full years, both ends inclusive). */
export const AGE_BANDS: readonly Band[] = [
  { id: 'under18', label: '18岁以下', min: 0, max: 17 },
  { id: '18-39', label: '18-39岁', min: 18, max: 39 },
  { id: '40-59', label: '40-59岁', min: 40, max: 59 },
  { id: '60+', label: '60岁及以上', min: 60, max: null },
]

/** The package's age band overlaps the filter band. Unknown band id: true (no filter). */
export function packageInAgeBand(pkg: EligibilityRule, bandId: string): boolean {
  const band = AGE_BANDS.find((b) => b.id === bandId)
  if (!band) return true
  const min = bound(pkg.minAge, OPEN_MIN_AGE, true) ?? 0
  const max = bound(pkg.maxAge, OPEN_MAX_AGE, false) ?? Infinity
  return min <= (band.max ?? Infinity) && max >= band.min
}

/** Price-band filter of the package list (yuan, [min, max)). */
export const PRICE_BANDS: readonly Band[] = [
  { id: '0-500', label: '500元以下', min: 0, max: 500 },
  { id: '500-1000', label: '500-1000元', min: 500, max: 1000 },
  { id: '1000-2000', label: '1000-2000元', min: 1000, max: 2000 },
  { id: '2000-5000', label: '2000-5000元', min: 2000, max: 5000 },
  { id: '5000+', label: '5000元以上', min: 5000, max: null },
]

/** The price band of a price in yuan (decimal-safe); null for a negative price. */
export function priceBandOf(price: MoneyInput): Band | null {
  const p = toDecimal(price)
  return PRICE_BANDS.find((b) => p.gte(b.min) && (b.max === null || p.lt(b.max))) ?? null
}

/** The price is in the band; unknown band id: true (no filter). */
export function inPriceBand(price: MoneyInput, bandId: string): boolean {
  if (!PRICE_BANDS.some((b) => b.id === bandId)) return true
  return priceBandOf(price)?.id === bandId
}

export interface PackageFilter {
  crowd?: CrowdId | null
  /** open to this sex (1 male, 0 female): sexLimit 0 or the same sex */
  sex?: number | null
  ageBand?: string | null
  priceBand?: string | null
  /** only packages this person may take */
  person?: ExamPerson | null
}

/** The package list filtered by crowd, sex, age band, price band and person (order kept). */
export function filterPackages<P extends PackageFilterable>(packages: readonly P[], filter: PackageFilter): P[] {
  return packages.filter((p) => {
    if (filter.crowd && !packageMatchesCrowd(p, filter.crowd)) return false
    if (filter.sex === 0 || filter.sex === 1) {
      const limit = Number(p.sexLimit ?? 0)
      if (limit !== 0 && limit !== (filter.sex === 1 ? 1 : 2)) return false
    }
    if (filter.ageBand && !packageInAgeBand(p, filter.ageBand)) return false
    if (filter.priceBand && !inPriceBand(p.price, filter.priceBand)) return false
    if (filter.person && !packageEligibility(p, filter.person).eligible) return false
    return true
  })
}

// ================================================================ preparation notices

/** The preparation-relevant type of an exam item. */
export type ExamItemKind =
  | 'physical'
  | 'blood'
  | 'urine'
  | 'stool'
  | 'abdominalUltrasound'
  | 'pelvicUltrasound'
  | 'transvaginalUltrasound'
  | 'ultrasound'
  | 'radiology'
  | 'mammography'
  | 'mri'
  | 'gynaecology'
  | 'breathTest'
  | 'ecg'
  | 'endoscopy'
  | 'other'

/**
 * The kind of an item from its name, in this order (earlier rules win): breath test (C13/C14),
 * gynaecology, endoscopy, ultrasound (transvaginal, pelvic/bladder/prostate = full bladder,
 * abdominal = fasting, other), mammography, MRI, radiology (DR/CT/X线/骨密度), ECG, physical
 * (血压/身高/内外科...), urine, stool, blood; else other.
 */
export function examItemKind(name: string): ExamItemKind {
  const n = name ?? ''
  if (/C1[34]|呼气试验/i.test(n)) return 'breathTest'
  if (/彩超|B超|超声/i.test(n)) {
    if (/经阴道|阴式|阴道/.test(n)) return 'transvaginalUltrasound'
    if (/子宫|附件|卵巢|盆腔|膀胱|前列腺|泌尿系/.test(n)) return 'pelvicUltrasound'
    if (/腹部|肝|胆|胰|脾/.test(n)) return 'abdominalUltrasound'
    return 'ultrasound'
  }
  if (GYNAECOLOGY_ITEM_PATTERN.test(n)) return 'gynaecology'
  if (/胃镜|肠镜|内镜/.test(n)) return 'endoscopy'
  if (/钼靶|乳腺X线/i.test(n)) return 'mammography'
  if (/核磁|磁共振|MRI/i.test(n)) return 'mri'
  if (/DR|CT|X线|X光|胸片|骨密度|数字化摄影/.test(n)) return 'radiology'
  if (/心电图|ECG|EKG/i.test(n)) return 'ecg'
  if (/血压|身高|体重|一般检查|内科|外科|眼科|耳鼻喉|口腔|视力|眼底/.test(n)) return 'physical'
  if (/尿常规|尿液|尿微量|尿沉渣|尿蛋白/.test(n)) return 'urine'
  if (/便常规|粪便|隐血|大便/.test(n)) return 'stool'
  if (
    /血|肝功|肾功|尿酸|甲状腺功能|甲功|肿瘤标志物|AFP|CEA|CA\d|PSA|乙肝|丙肝|梅毒|HIV|激素|抗体|抗原|同型半胱氨酸|电解质|凝血|维生素|微量元素/i.test(
      n,
    )
  )
    return 'blood'
  return 'other'
}

export type PreparationNoticeId =
  | 'fasting'
  | 'order'
  | 'fullBladder'
  | 'emptyBladder'
  | 'menstruation'
  | 'gynaecology'
  | 'breathTest'
  | 'noMetal'
  | 'mri'
  | 'mammography'
  | 'urine'
  | 'stool'
  | 'ecg'
  | 'endoscopy'

/** OWN: the preparation notices (common hospital check-up practice), in display order. */
export const PREPARATION_NOTICES: Readonly<Record<PreparationNoticeId, string>> = {
  fasting: '检查前一天晚餐清淡、勿饮酒，晚上10点后禁食，检查当日早晨空腹（禁食8-12小时），可少量饮水；降压药等常用药可少量水送服',
  order: '请先完成需空腹的项目（抽血、腹部彩超、C13呼气试验），再进食；需憋尿的彩超放在最后',
  fullBladder: '经腹子宫附件、膀胱、前列腺彩超需憋尿：检查前1-2小时饮水500-1000毫升，有明显尿意时再检查',
  emptyBladder: '经阴道彩超检查前请排空膀胱',
  menstruation: '月经期请勿做妇科检查、宫颈筛查（TCT/HPV）、经阴道彩超和尿常规，宜在月经干净后3-7天进行',
  gynaecology: '妇科检查前24小时（TCT/HPV检查前3天）避免性生活、阴道冲洗和阴道用药；仅适用于已婚或有性生活史的女性',
  breathTest: 'C13/C14呼气试验需空腹或餐后2小时以上进行；检查前4周内停用抗生素和铋剂，2周内停用质子泵抑制剂（如奥美拉唑）',
  noMetal:
    '放射检查（DR、CT、骨密度、钼靶）请勿穿戴带金属的衣物和饰品（如带钢圈的内衣、项链、发卡）；怀孕或可能怀孕者请勿做放射检查并提前告知医生',
  mri: '核磁共振检查前请取下所有金属物品；体内有心脏起搏器、金属植入物者请提前告知医生',
  mammography: '乳腺钼靶检查宜在月经干净后7-10天进行，检查当日勿在腋下和乳房涂抹爽身粉或止汗剂',
  urine: '尿常规请留取清晨中段尿，送检前避免大量饮水',
  stool: '便隐血检查前3天避免进食动物血、动物肝脏和大量红肉，避免服用铁剂',
  ecg: '心电图检查前请静坐休息5分钟，避免剧烈运动、吸烟和饮用咖啡',
  endoscopy: '胃肠镜检查需遵医嘱提前禁食禁水，肠镜需按要求服用泻药做肠道准备',
}

const NOTICES_BY_KIND: Readonly<Record<ExamItemKind, readonly PreparationNoticeId[]>> = {
  physical: [],
  blood: ['fasting'],
  urine: ['urine', 'menstruation'],
  stool: ['stool'],
  abdominalUltrasound: ['fasting'],
  pelvicUltrasound: ['fullBladder'],
  transvaginalUltrasound: ['emptyBladder', 'menstruation', 'gynaecology'],
  ultrasound: [],
  radiology: ['noMetal'],
  mammography: ['noMetal', 'mammography'],
  mri: ['mri'],
  gynaecology: ['menstruation', 'gynaecology'],
  breathTest: ['breathTest'],
  ecg: ['ecg'],
  endoscopy: ['fasting', 'endoscopy'],
  other: [],
}

export interface PreparationNotice {
  id: PreparationNoticeId
  text: string
  /** names of the items that need it */
  items: string[]
}

/**
 * The preparation notices of a set of items (a package plus its add-ons), deduplicated, in the
 * order of {@link PREPARATION_NOTICES}. An item may carry its kind; otherwise it is read from the
 * name ({@link examItemKind}). The "order" notice is added when fasting and full-bladder items meet.
 */
export function preparationNotices(
  items: ReadonlyArray<{ name?: string; itemName?: string; kind?: ExamItemKind | null }>,
): PreparationNotice[] {
  const found = new Map<PreparationNoticeId, string[]>()
  for (const item of items) {
    const name = item.name ?? item.itemName ?? ''
    for (const id of NOTICES_BY_KIND[item.kind ?? examItemKind(name)]) {
      const list = found.get(id) ?? []
      if (!list.includes(name)) list.push(name)
      found.set(id, list)
    }
  }
  if (found.has('fasting') && found.has('fullBladder')) found.set('order', [...found.get('fasting')!, ...found.get('fullBladder')!])
  return (Object.keys(PREPARATION_NOTICES) as PreparationNoticeId[])
    .filter((id) => found.has(id))
    .map((id) => ({ id, text: PREPARATION_NOTICES[id], items: found.get(id)! }))
}

// ================================================================ report values

/**
 * The flag of a report value: above / below the range, positive where negative is expected, 异常 for a
 * text result (imaging, ECG, physical examination) the report marks abnormal, or normal.
 */
export type ReportFlag = '↑' | '↓' | '阳性' | '异常' | '正常'

export const REPORT_FLAGS: readonly ReportFlag[] = ['↑', '↓', '阳性', '异常', '正常']

export const REPORT_FLAG_LABELS: Record<ReportFlag, string> = { '↑': '偏高', '↓': '偏低', 阳性: '阳性', 异常: '异常', 正常: '正常' }

/** values and ranges that mean "negative" (checked before positive: 未检出 contains 检出) */
const NEGATIVE = /^(阴性|[-－]|[（(]\s*[-－]\s*[）)]|阴性\s*[（(]\s*[-－]\s*[）)]|未检出|未见异常|无|negative|neg)$/i
/** values that mean "positive": 阳性, +, ++, ±, 弱阳性, 可疑, 检出 */
const POSITIVE = /阳性|^[+＋]+$|[（(]\s*[+＋±]+\s*[）)]|^±$|弱阳|可疑|检出|positive|^pos$/i

type Bound = { value: number; inclusive: boolean }
interface NumericRange {
  low: Bound | null
  high: Bound | null
}

const NUM = '([-+]?\\d+(?:\\.\\d+)?)'
/** a unit written after the numbers: starts with a letter, %, ×, μ, ^, * or / (never a digit or a dash) */
const UNIT_TAIL = '(?:\\s*[A-Za-zμµ%×*^/][^]*)?'
const RANGE_RE = new RegExp(`^${NUM}\\s*(?:-|~|～|－|—|–|至|to)\\s*${NUM}${UNIT_TAIL}$`, 'i')
const UPPER_RE = new RegExp(`^(<=|≤|＜=|<|＜|小于等于|小于)\\s*${NUM}${UNIT_TAIL}$`)
const LOWER_RE = new RegExp(`^(>=|≥|＞=|>|＞|大于等于|大于)\\s*${NUM}${UNIT_TAIL}$`)
const VALUE_RE = new RegExp(`^${NUM}${UNIT_TAIL}$`)
const CENSORED_RE = new RegExp(`^(<=|≤|<|＜|>=|≥|>|＞)\\s*${NUM}${UNIT_TAIL}$`)

/** the text without the item's unit at its end */
function withoutUnit(text: string, unit?: string | null): string {
  const s = text.trim()
  return unit && s.endsWith(unit) ? s.slice(0, -unit.length).trim() : s
}

/**
 * Parses '3.5-5.5', '3.5~5.5', '3.5～5.5', '<5.2', '≤5.2', '>1.04', '≥60' (a unit after the numbers,
 * like 'mmol/L' or '×10^9/L', is ignored); null for anything else (text, sex-specific ranges).
 */
export function parseReferenceRange(range: string, unit?: string | null): NumericRange | null {
  const s = withoutUnit(range, unit)
  let m = RANGE_RE.exec(s)
  if (m) {
    const a = Number(m[1]),
      b = Number(m[2])
    if (a > b) return null
    return { low: { value: a, inclusive: true }, high: { value: b, inclusive: true } }
  }
  m = UPPER_RE.exec(s)
  if (m) return { low: null, high: { value: Number(m[2]), inclusive: /=|≤|等于/.test(m[1]) } }
  m = LOWER_RE.exec(s)
  if (m) return { low: { value: Number(m[2]), inclusive: /=|≥|等于/.test(m[1]) }, high: null }
  return null
}

/**
 * The flag of a report value against its reference range:
 * - numeric ranges 'a-b' (both ends normal), '<b' / '≤b', '>a' / '≥a': ↑ above, ↓ below, else 正常;
 *   a value written '<x' (below the detection limit) is ↓ only when x is at or under the range's low
 *   end, '>x' is ↑ only when x is at or over its high end;
 * - qualitative ranges meaning negative (阴性, -, (-), 未检出): a positive value (阳性, +, ++, ±,
 *   弱阳性, 可疑, 检出) is 阳性, a negative one 正常;
 * null when it cannot be told (no range, a text value against a numeric range, an unknown form).
 */
export function interpretReportValue(
  value: string | number | null | undefined,
  referenceRange: string | null | undefined,
  unit?: string | null,
): ReportFlag | null {
  if (value === null || value === undefined || referenceRange === null || referenceRange === undefined) return null
  const v = String(value).replace(/[↑↓]/g, '').trim()
  const r = referenceRange.trim()
  if (!v || !r) return null
  if (NEGATIVE.test(r)) {
    if (NEGATIVE.test(v)) return '正常'
    if (POSITIVE.test(v)) return '阳性'
    return null
  }
  const range = parseReferenceRange(r, unit)
  if (!range) return null
  const cleaned = withoutUnit(v, unit)
  const censored = CENSORED_RE.exec(cleaned)
  if (censored) {
    const x = Number(censored[2])
    if (/[<＜≤]/.test(censored[1])) return range.low && x <= range.low.value ? '↓' : '正常'
    return range.high && x >= range.high.value ? '↑' : '正常'
  }
  const num = VALUE_RE.exec(cleaned)
  if (!num) return null
  const x = Number(num[1])
  if (range.high && (range.high.inclusive ? x > range.high.value : x >= range.high.value)) return '↑'
  if (range.low && (range.low.inclusive ? x < range.low.value : x <= range.low.value)) return '↓'
  return '正常'
}

/** ↑, ↓, 阳性 and 异常 are abnormal. */
export function isAbnormalFlag(flag: ReportFlag | string | null | undefined): boolean {
  return flag === '↑' || flag === '↓' || flag === '阳性' || flag === '异常'
}

/** text results that say "nothing abnormal" (the whole text, punctuation aside) */
const NORMAL_TEXT =
  /^(未见(明显)?异常|未见明显异常改变|未发现(明显)?异常|无(明显)?异常|正常|正常心电图|窦性心律[，,、\s]*正常心电图|心肺膈未见(明显)?异常|双肺未见(明显)?异常)[。.]?$/

/**
 * A text result (imaging, ECG, a doctor's examination) without a reference range: 正常 when it says
 * nothing abnormal was found ('未见明显异常', '正常心电图'), else null (only the report's own flag can
 * call a finding abnormal: the app informs, it does not diagnose).
 */
export function interpretTextResult(value: string | number | null | undefined): ReportFlag | null {
  if (value === null || value === undefined) return null
  const v = String(value).trim()
  return v && NORMAL_TEXT.test(v) ? '正常' : null
}

/** A report item as far as flags go (FHIR Observation: value, unit, referenceRange, interpretation). */
export interface ReportItemLike {
  value?: string | number | null
  unit?: string | null
  referenceRange?: string | null
  /** a flag the report already carries wins over interpretation */
  flag?: ReportFlag | string | null
}

/**
 * The item's flag: its own when it carries one, else {@link interpretReportValue} against the range,
 * else (a text result with no range) {@link interpretTextResult}.
 */
export function reportItemFlag(item: ReportItemLike): ReportFlag | null {
  if ((REPORT_FLAGS as readonly unknown[]).includes(item.flag)) return item.flag as ReportFlag
  const byRange = interpretReportValue(item.value, item.referenceRange, item.unit)
  if (byRange !== null) return byRange
  return item.referenceRange && item.referenceRange.trim() ? null : interpretTextResult(item.value)
}

/** The items with their flags, abnormal first (stable: the report's order is kept within each group). */
export function sortReportItems<T extends ReportItemLike>(items: readonly T[]): Array<T & { flag: ReportFlag | null }> {
  const flagged = items.map((item) => ({ ...item, flag: reportItemFlag(item) }))
  return [...flagged.filter((i) => isAbnormalFlag(i.flag)), ...flagged.filter((i) => !isAbnormalFlag(i.flag))]
}

// ================================================================ my check-up bookings (/checkup/mine)

/** where a booking came from: a paid order, a company's group batch, an exam card */
export type BookingSource = 'order' | 'group' | 'card'

/** what the holder of a booking may do now (SPEC §9 agreement, business time zone) */
export interface BookingActions {
  reschedule: boolean
  /** why not (改期次数已达上限（最多3次） / 需在预约日期前至少1天改期 / 该预约已取消或已完成), null when allowed */
  rescheduleReason: string | null
  cancel: boolean
  cancelReason: string | null
  /** the check-in code is shown from booking until the end of the exam day */
  checkin: boolean
}

/**
 * What can be done with a check-up booking (status 1 booked, 2 cancelled, 3 done): reschedule at most 3
 * times and at least 1 calendar day before the exam day; cancel at least 1 day before (no count limit);
 * the check-in code while booked and the exam day has not passed. One rule for the server (mine reply,
 * modifyAppointedDate, cancelAppoint) and the screens.
 */
export function bookingActions(
  b: { status: number; appointedDate: string; rescheduleCount: number },
  now: Date = new Date(),
): BookingActions {
  if (b.status !== 1)
    return {
      reschedule: false,
      rescheduleReason: PE_MSG.NOT_BOOKED,
      cancel: false,
      cancelReason: PE_MSG.NOT_BOOKED,
      checkin: false,
    }
  const rs = canReschedule({ rescheduleCount: b.rescheduleCount, appointedDate: b.appointedDate }, now)
  const cancel = canReschedule({ rescheduleCount: 0, appointedDate: b.appointedDate }, now)
  const daysLeft = businessDaysBetween(now, b.appointedDate)
  return {
    reschedule: rs.ok,
    rescheduleReason: rs.ok ? null : rs.message,
    cancel: cancel.ok,
    cancelReason: cancel.ok ? null : PE_MSG.CANCEL_TOO_LATE,
    checkin: daysLeft !== null && daysLeft >= 0,
  }
}

// ================================================================ the pre-exam notice (/checkupNotice)

/** OWN: the check-up centre's hours (the exam needs a morning visit on an empty stomach) */
export const CHECKUP_HOURS = '周一至周六 07:30-11:30'

/** OWN: what every check-up needs (common hospital check-up practice), by section, in display order */
export const CHECKUP_GENERAL_NOTICE = {
  bring: [
    '本人有效身份证件（与预约体检人一致）',
    '预约签到码（我的体检 → 签到码）',
    '往年体检报告和正在服用的药物清单（如有）',
    '近视者请佩戴框架眼镜，勿戴隐形眼镜',
  ],
  dayBefore: ['体检前3天饮食清淡，勿饮酒，避免剧烈运动和熬夜', '如有发热、急性不适，请先改期，待身体恢复后再体检'],
  onTheDay: [
    '请按预约时间段到院签到，过号需重新排队',
    '穿着宽松、便于穿脱的衣物，勿穿连衣裙、连裤袜，勿佩戴首饰',
    '女性月经期请告知前台，相关项目可另约时间补检',
  ],
  after: ['全部项目完成后再进食，抽血后按压针眼3-5分钟', '报告出具后可在“体检报告”中查看；报告仅供参考，结果请以医生解读为准'],
} as const

export type CheckupNoticeSectionId = 'fasting' | 'bring' | 'dayBefore' | 'items' | 'onTheDay' | 'after'

/** OWN: the section titles of the pre-exam notice */
export const CHECKUP_NOTICE_TITLES: Readonly<Record<CheckupNoticeSectionId, string>> = {
  fasting: '是否需要空腹',
  bring: '请携带',
  dayBefore: '体检前',
  items: '项目注意事项',
  onTheDay: '体检当天',
  after: '检后提醒',
}

export interface CheckupNoticeSection {
  id: CheckupNoticeSectionId
  title: string
  lines: string[]
}

/**
 * The pre-exam notice of a package and the chosen add-ons: whether fasting is needed and for which
 * items (first, the one question everybody asks), what to bring, the days before, the item notices
 * ({@link preparationNotices}), the exam day and after. `extra` lines (the package's or institution's
 * own notice) close the item section.
 */
export function checkupNotice(
  items: ReadonlyArray<{ name?: string; itemName?: string; kind?: ExamItemKind | null }>,
  extra: readonly string[] = [],
): { fasting: boolean; fastingItems: string[]; sections: CheckupNoticeSection[] } {
  const notices = preparationNotices(items)
  const fasting = notices.find((n) => n.id === 'fasting')
  const fastingItems = fasting ? fasting.items : []
  const section = (id: CheckupNoticeSectionId, lines: readonly string[]): CheckupNoticeSection => ({
    id,
    title: CHECKUP_NOTICE_TITLES[id],
    lines: [...lines],
  })
  const itemLines = [
    ...notices.filter((n) => n.id !== 'fasting').map((n) => `${n.text}（${n.items.join('、')}）`),
    ...extra.map((s) => s.trim()).filter(Boolean),
  ]
  return {
    fasting: fastingItems.length > 0,
    fastingItems,
    sections: [
      section(
        'fasting',
        fasting
          ? [`需要空腹：${fastingItems.join('、')}`, fasting.text]
          : ['本套餐项目无需空腹，可正常早餐；如加选抽血、腹部彩超等项目，请以更新后的须知为准'],
      ),
      section('bring', CHECKUP_GENERAL_NOTICE.bring),
      section('dayBefore', CHECKUP_GENERAL_NOTICE.dayBefore),
      ...(itemLines.length ? [section('items', itemLines)] : []),
      section('onTheDay', CHECKUP_GENERAL_NOTICE.onTheDay),
      section('after', CHECKUP_GENERAL_NOTICE.after),
    ],
  }
}

// ================================================================ group add-ons (paid by the employee)

export type AddOnPayState = 'none' | 'unpaid' | 'paid' | 'refunded' | 'closed'

/**
 * The pay state of a company-paid group booking's add-ons from the order charging them: none without
 * an order; 101 unpaid (closed once its close time passed); 104/105/102 paid; 103 refunded when it was
 * paid and refunded, else closed (cancelled or closed unpaid).
 */
export function addOnPayState(order: { status: number; refunded: boolean; closeAt?: Date | null } | null, now?: Date): AddOnPayState {
  if (!order) return 'none'
  if (order.status === 101) return order.closeAt && now && order.closeAt.getTime() <= now.getTime() ? 'closed' : 'unpaid'
  if (order.status === 104 || order.status === 105 || order.status === 102) return 'paid'
  return order.refunded ? 'refunded' : 'closed'
}
