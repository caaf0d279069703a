/**
 * The FHIR / LOINC vocabulary of vital kinds (codes, units, display names).
 */

// ================================================================ FHIR / LOINC vocabulary

/** LOINC codes used as the internal vocabulary of vital kinds and pregnancy facts (http://loinc.org). */
export const LOINC = {
  /** Blood pressure panel with all children optional */
  BLOOD_PRESSURE_PANEL: '85354-9',
  /** Systolic blood pressure */
  SYSTOLIC: '8480-6',
  /** Diastolic blood pressure */
  DIASTOLIC: '8462-4',
  /** Heart rate */
  HEART_RATE: '8867-4',
  /** Body weight */
  BODY_WEIGHT: '29463-7',
  /** Body height */
  BODY_HEIGHT: '8302-2',
  /** Body mass index (BMI) [Ratio] */
  BMI: '39156-5',
  /** Glucose [Moles/volume] in Blood — the context is a separate field (see GLUCOSE_CONTEXTS) */
  GLUCOSE: '15074-8',
  /** Last menstrual period start date */
  LAST_MENSTRUAL_PERIOD: '8665-2',
  /** Delivery date Estimated */
  DUE_DATE: '11778-8',
  /** Gestational age in weeks (UNSURE: 49051-6; check before an external FHIR export) */
  GESTATIONAL_AGE: '49051-6',
} as const

export const LOINC_SYSTEM = 'http://loinc.org'
export const UCUM_SYSTEM = 'http://unitsofmeasure.org'

/** The vital kinds of the health record. */
export type VitalKind = 'bloodPressure' | 'bloodGlucose' | 'bodyHeight' | 'bodyWeight' | 'heartRate' | 'bmi'

export interface VitalKindInfo {
  kind: VitalKind
  /** LOINC code of the observation (the panel for blood pressure) */
  code: string
  /** components of a panel (blood pressure: systolic, diastolic) */
  components?: ReadonlyArray<{ name: 'systolic' | 'diastolic'; code: string }>
  /** UCUM unit code and the unit shown */
  ucum: string
  unit: string
  /** FHIR observation category */
  category: 'vital-signs' | 'laboratory'
  label: string
}

/** FHIR Observation vocabulary of each vital kind (codes from NOTES-health.md, checked against LOINC names). */
export const VITAL_KINDS: Readonly<Record<VitalKind, VitalKindInfo>> = {
  bloodPressure: {
    kind: 'bloodPressure',
    code: LOINC.BLOOD_PRESSURE_PANEL,
    components: [
      { name: 'systolic', code: LOINC.SYSTOLIC },
      { name: 'diastolic', code: LOINC.DIASTOLIC },
    ],
    ucum: 'mm[Hg]',
    unit: 'mmHg',
    category: 'vital-signs',
    label: '血压',
  },
  bloodGlucose: { kind: 'bloodGlucose', code: LOINC.GLUCOSE, ucum: 'mmol/L', unit: 'mmol/L', category: 'laboratory', label: '血糖' },
  bodyHeight: { kind: 'bodyHeight', code: LOINC.BODY_HEIGHT, ucum: 'cm', unit: 'cm', category: 'vital-signs', label: '身高' },
  bodyWeight: { kind: 'bodyWeight', code: LOINC.BODY_WEIGHT, ucum: 'kg', unit: 'kg', category: 'vital-signs', label: '体重' },
  heartRate: { kind: 'heartRate', code: LOINC.HEART_RATE, ucum: '/min', unit: '次/分', category: 'vital-signs', label: '心率' },
  bmi: { kind: 'bmi', code: LOINC.BMI, ucum: 'kg/m2', unit: 'kg/m²', category: 'vital-signs', label: 'BMI' },
}

/** The vital kind of a LOINC code (components map to blood pressure); null when unknown. */
export function vitalKindOfCode(code: string): VitalKind | null {
  if (code === LOINC.SYSTOLIC || code === LOINC.DIASTOLIC) return 'bloodPressure'
  for (const info of Object.values(VITAL_KINDS)) if (info.code === code) return info.kind
  return null
}

/**
 * The band drawn behind a trend chart, [low, high): the range no category flags.
 * - systolic 90–140 / diastolic 60–90 mmHg: below the hypertension thresholds (中国高血压防治指南2018;
 *   120/80 is the top of 正常, drawn as a line if wanted); below 90/60 is the usual low-BP cut-off;
 * - glucose from 3.9 (hypoglycaemia, 2型糖尿病防治指南2020) to the context's first abnormal value;
 * - BMI 18.5–24 (WS/T 428-2013); heart rate 60–100 /min (adult resting, conventional).
 */
export const REFERENCE_BANDS = {
  systolic: { low: 90, high: 140 },
  diastolic: { low: 60, high: 90 },
  heartRate: { low: 60, high: 100 },
  bmi: { low: 18.5, high: 24 },
  glucose: {
    fasting: { low: 3.9, high: 6.1 },
    beforeMeal: { low: 3.9, high: 6.1 },
    after2h: { low: 3.9, high: 7.8 },
    random: { low: 3.9, high: 11.1 },
    bedtime: { low: 3.9, high: 11.1 },
  },
} as const
