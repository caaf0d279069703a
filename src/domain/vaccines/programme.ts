/**
 * The 2021 programme table: every dose with its age and completion age (《国家免疫规划疫苗儿童免疫程序及说明
 * （2021年版）》; index.ts tells the sources and what is out of scope).
 */

// ---------------------------------------------------------------- table

/** Abbreviations of the 2021 programme table. */
export type VaccineCode =
  'HepB' | 'BCG' | 'IPV' | 'bOPV' | 'DTaP' | 'DT' | 'MMR' | 'JE-L' | 'JE-I' | 'MPSV-A' | 'MPSV-AC' | 'HepA-L' | 'HepA-I'

/** One dose of the programme. */
export interface VaccineDose {
  /** stable id stored with a "done" record: `${code}-${n}` (e.g. 'HepB-1', 'bOPV-2') */
  id: string
  code: VaccineCode
  /** vaccine name as the programme writes it */
  vaccine: string
  /** disease(s) prevented */
  disease: string
  /** dose number of this product (IPV-1, IPV-2, bOPV-1, bOPV-2) */
  dose: number
  /** the dose number in the programme's wording when it differs (脊灰疫苗第3剂 = bOPV-1) */
  seriesDose?: number
  /** age of the dose in months from birth (0 = at birth) */
  ageMonths: number
  /** the age as the programme writes it: 出生时, 2月龄, 4周岁 */
  ageLabel: string
  /** minimum interval after the previous dose of the same product, in days and/or months */
  minIntervalDays?: number
  minIntervalMonths?: number
  /**
   * 推荐的完成年龄 of §二(三): the dose is overdue from this age (months, or days for the 24 h of
   * HepB-1). Absent where the programme sets none: then OWN rule {@link VACCINE_GRACE_MONTHS}.
   */
  completeBeforeMonths?: number
  completeBeforeDays?: number
  /** an uncertainty about this row of the table (see the file comment) */
  unsure?: string
}

const dose = (d: VaccineDose): VaccineDose => d

/**
 * OWN rule (not from the programme): a dose without a completion age of its own is overdue one
 * month after it became due (the programme only says "应尽早接种").
 */
export const VACCINE_GRACE_MONTHS = 1

/** Japanese-encephalitis and hepatitis-A products the clinic uses (the programme allows either). */
export interface VaccineScheduleOptions {
  /** 乙脑: live attenuated (2 doses, default) or inactivated (4 doses) */
  je?: 'live' | 'inactivated'
  /** 甲肝: live attenuated (1 dose, default) or inactivated (2 doses) */
  hepA?: 'live' | 'inactivated'
}

/** Every dose of the 2021 programme (both JE and HepA variants); use {@link vaccineScheduleDoses} to pick. */
export const VACCINE_DOSES: readonly VaccineDose[] = [
  // 乙肝疫苗: 出生时(24 h 内), 1 月龄, 6 月龄; 第1、2剂间隔 ≥ 28 天, 第2、3剂间隔 ≥ 60 天
  dose({
    id: 'HepB-1',
    code: 'HepB',
    vaccine: '乙肝疫苗',
    disease: '乙型病毒性肝炎',
    dose: 1,
    ageMonths: 0,
    ageLabel: '出生时',
    completeBeforeDays: 1,
  }), // 出生后24小时内完成
  dose({
    id: 'HepB-2',
    code: 'HepB',
    vaccine: '乙肝疫苗',
    disease: '乙型病毒性肝炎',
    dose: 2,
    ageMonths: 1,
    ageLabel: '1月龄',
    minIntervalDays: 28,
  }),
  dose({
    id: 'HepB-3',
    code: 'HepB',
    vaccine: '乙肝疫苗',
    disease: '乙型病毒性肝炎',
    dose: 3,
    ageMonths: 6,
    ageLabel: '6月龄',
    minIntervalDays: 60,
    completeBeforeMonths: 12,
  }),
  // 卡介苗: 出生时, < 3 月龄完成
  dose({
    id: 'BCG-1',
    code: 'BCG',
    vaccine: '卡介苗',
    disease: '结核病',
    dose: 1,
    ageMonths: 0,
    ageLabel: '出生时',
    completeBeforeMonths: 3,
  }),
  // 脊灰: IPV 2、3 月龄, bOPV 4 月龄、4 周岁; 各剂间隔 ≥ 28 天; 第3剂 < 12 月龄, 第4剂 < 5 周岁
  dose({
    id: 'IPV-1',
    code: 'IPV',
    vaccine: '脊灰灭活疫苗',
    disease: '脊髓灰质炎',
    dose: 1,
    seriesDose: 1,
    ageMonths: 2,
    ageLabel: '2月龄',
  }),
  dose({
    id: 'IPV-2',
    code: 'IPV',
    vaccine: '脊灰灭活疫苗',
    disease: '脊髓灰质炎',
    dose: 2,
    seriesDose: 2,
    ageMonths: 3,
    ageLabel: '3月龄',
    minIntervalDays: 28,
  }),
  dose({
    id: 'bOPV-1',
    code: 'bOPV',
    vaccine: '脊灰减毒活疫苗',
    disease: '脊髓灰质炎',
    dose: 1,
    seriesDose: 3,
    ageMonths: 4,
    ageLabel: '4月龄',
    minIntervalDays: 28,
    completeBeforeMonths: 12,
    unsure: 'interval to IPV-2 applied as ≥ 28 days within the polio series',
  }),
  dose({
    id: 'bOPV-2',
    code: 'bOPV',
    vaccine: '脊灰减毒活疫苗',
    disease: '脊髓灰质炎',
    dose: 2,
    seriesDose: 4,
    ageMonths: 48,
    ageLabel: '4周岁',
    minIntervalDays: 28,
    completeBeforeMonths: 60,
  }),
  // 百白破: 3、4、5 月龄, 18 月龄; 第3剂 < 12 月龄, 第4剂 < 24 月龄
  dose({ id: 'DTaP-1', code: 'DTaP', vaccine: '百白破疫苗', disease: '百日咳、白喉、破伤风', dose: 1, ageMonths: 3, ageLabel: '3月龄' }),
  dose({
    id: 'DTaP-2',
    code: 'DTaP',
    vaccine: '百白破疫苗',
    disease: '百日咳、白喉、破伤风',
    dose: 2,
    ageMonths: 4,
    ageLabel: '4月龄',
    minIntervalDays: 28,
  }),
  dose({
    id: 'DTaP-3',
    code: 'DTaP',
    vaccine: '百白破疫苗',
    disease: '百日咳、白喉、破伤风',
    dose: 3,
    ageMonths: 5,
    ageLabel: '5月龄',
    minIntervalDays: 28,
    completeBeforeMonths: 12,
  }),
  dose({
    id: 'DTaP-4',
    code: 'DTaP',
    vaccine: '百白破疫苗',
    disease: '百日咳、白喉、破伤风',
    dose: 4,
    ageMonths: 18,
    ageLabel: '18月龄',
    minIntervalMonths: 6,
    completeBeforeMonths: 24,
    unsure: 'minimum 6 months after dose 3',
  }),
  // 白破: 6 周岁, < 7 周岁完成
  dose({
    id: 'DT-1',
    code: 'DT',
    vaccine: '白破疫苗',
    disease: '白喉、破伤风',
    dose: 1,
    ageMonths: 72,
    ageLabel: '6周岁',
    completeBeforeMonths: 84,
  }),
  // 麻腮风: 8 月龄, 18 月龄; 第1剂 < 12 月龄, 第2剂 < 24 月龄
  dose({
    id: 'MMR-1',
    code: 'MMR',
    vaccine: '麻腮风疫苗',
    disease: '麻疹、风疹、流行性腮腺炎',
    dose: 1,
    ageMonths: 8,
    ageLabel: '8月龄',
    completeBeforeMonths: 12,
  }),
  dose({
    id: 'MMR-2',
    code: 'MMR',
    vaccine: '麻腮风疫苗',
    disease: '麻疹、风疹、流行性腮腺炎',
    dose: 2,
    ageMonths: 18,
    ageLabel: '18月龄',
    minIntervalDays: 28,
    completeBeforeMonths: 24,
  }),
  // 乙脑减毒活疫苗: 8 月龄, 2 周岁; 第1剂 < 12 月龄, 第2剂 < 3 周岁
  dose({
    id: 'JE-L-1',
    code: 'JE-L',
    vaccine: '乙脑减毒活疫苗',
    disease: '流行性乙型脑炎',
    dose: 1,
    ageMonths: 8,
    ageLabel: '8月龄',
    completeBeforeMonths: 12,
  }),
  dose({
    id: 'JE-L-2',
    code: 'JE-L',
    vaccine: '乙脑减毒活疫苗',
    disease: '流行性乙型脑炎',
    dose: 2,
    ageMonths: 24,
    ageLabel: '2周岁',
    completeBeforeMonths: 36,
  }),
  // 乙脑灭活疫苗: 8 月龄 2 剂 (间隔 7-10 天), 2 周岁, 6 周岁; 第2剂 < 12 月龄, 第4剂 < 7 周岁
  dose({ id: 'JE-I-1', code: 'JE-I', vaccine: '乙脑灭活疫苗', disease: '流行性乙型脑炎', dose: 1, ageMonths: 8, ageLabel: '8月龄' }),
  dose({
    id: 'JE-I-2',
    code: 'JE-I',
    vaccine: '乙脑灭活疫苗',
    disease: '流行性乙型脑炎',
    dose: 2,
    ageMonths: 8,
    ageLabel: '8月龄',
    minIntervalDays: 7,
    completeBeforeMonths: 12,
  }),
  dose({ id: 'JE-I-3', code: 'JE-I', vaccine: '乙脑灭活疫苗', disease: '流行性乙型脑炎', dose: 3, ageMonths: 24, ageLabel: '2周岁' }),
  dose({
    id: 'JE-I-4',
    code: 'JE-I',
    vaccine: '乙脑灭活疫苗',
    disease: '流行性乙型脑炎',
    dose: 4,
    ageMonths: 72,
    ageLabel: '6周岁',
    completeBeforeMonths: 84,
  }),
  // A群流脑多糖疫苗: 6 月龄, 9 月龄 (间隔 ≥ 3 个月); 第2剂 < 18 月龄
  dose({
    id: 'MPSV-A-1',
    code: 'MPSV-A',
    vaccine: 'A群流脑多糖疫苗',
    disease: '流行性脑脊髓膜炎',
    dose: 1,
    ageMonths: 6,
    ageLabel: '6月龄',
  }),
  dose({
    id: 'MPSV-A-2',
    code: 'MPSV-A',
    vaccine: 'A群流脑多糖疫苗',
    disease: '流行性脑脊髓膜炎',
    dose: 2,
    ageMonths: 9,
    ageLabel: '9月龄',
    minIntervalMonths: 3,
    completeBeforeMonths: 18,
  }),
  // A群C群流脑多糖疫苗: 3 周岁, 6 周岁 (间隔 ≥ 3 年); 第1剂 < 4 周岁, 第2剂 < 7 周岁
  dose({
    id: 'MPSV-AC-1',
    code: 'MPSV-AC',
    vaccine: 'A群C群流脑多糖疫苗',
    disease: '流行性脑脊髓膜炎',
    dose: 1,
    ageMonths: 36,
    ageLabel: '3周岁',
    completeBeforeMonths: 48,
    unsure: 'the ≥ 12-month interval after MPSV-A-2 is not modelled (cross-product)',
  }),
  dose({
    id: 'MPSV-AC-2',
    code: 'MPSV-AC',
    vaccine: 'A群C群流脑多糖疫苗',
    disease: '流行性脑脊髓膜炎',
    dose: 2,
    ageMonths: 72,
    ageLabel: '6周岁',
    minIntervalMonths: 36,
    completeBeforeMonths: 84,
  }),
  // 甲肝减毒活疫苗: 18 月龄, < 24 月龄完成
  dose({
    id: 'HepA-L-1',
    code: 'HepA-L',
    vaccine: '甲肝减毒活疫苗',
    disease: '甲型病毒性肝炎',
    dose: 1,
    ageMonths: 18,
    ageLabel: '18月龄',
    completeBeforeMonths: 24,
  }),
  // 甲肝灭活疫苗: 18 月龄, 2 周岁 (间隔 ≥ 6 个月); 第1剂 < 24 月龄, 第2剂 < 3 周岁
  dose({
    id: 'HepA-I-1',
    code: 'HepA-I',
    vaccine: '甲肝灭活疫苗',
    disease: '甲型病毒性肝炎',
    dose: 1,
    ageMonths: 18,
    ageLabel: '18月龄',
    completeBeforeMonths: 24,
  }),
  dose({
    id: 'HepA-I-2',
    code: 'HepA-I',
    vaccine: '甲肝灭活疫苗',
    disease: '甲型病毒性肝炎',
    dose: 2,
    ageMonths: 24,
    ageLabel: '2周岁',
    minIntervalMonths: 6,
    completeBeforeMonths: 36,
  }),
]

/** The programme's doses for the clinic's JE and HepA products (live attenuated by default). */
export function vaccineScheduleDoses(options: VaccineScheduleOptions = {}): VaccineDose[] {
  const droppedJe: VaccineCode = options.je === 'inactivated' ? 'JE-L' : 'JE-I'
  const droppedHepA: VaccineCode = options.hepA === 'inactivated' ? 'HepA-L' : 'HepA-I'
  return VACCINE_DOSES.filter((d) => d.code !== droppedJe && d.code !== droppedHepA)
}
