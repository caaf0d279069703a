/**
 * Questionnaires (SPEC §2 /survey, /question-result, /one-plus-answer, /one-plus-result; §7 Survey; §5 required
 * messages). One schema drives the renderer on every target and the server's check of a submission:
 * which questions show (conditional display), which answers are missing or wrong (the first one's message, as §5's
 * rule forms), the score with its interpretation band, and the check-up items a "1 + X" questionnaire suggests.
 *
 * Pure: no Taro, no React, no server. Field names follow FHIR Questionnaire loosely (item, enableWhen, answerOption).
 */
import { SURVEY_MSG } from './messages/survey'
import { inputRequiredMessage as surveyEnter, RULE_NUMBER_INVALID, selectRequiredMessage as surveyPick } from './messages/validation'

export const SURVEY_QUESTION_TYPES = ['single', 'multiple', 'text', 'number', 'date', 'scale', 'matrix'] as const
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number]

export interface SurveyOption {
  value: string
  label: string
  /** points this answer adds to the score */
  score?: number
  /** check-up items this answer suggests (names of add-on items, "1 + X" questionnaires) */
  suggests?: string[]
}

/** show the question only when another question's answer is one of `anyOf` (a hidden trigger hides it too) */
export interface SurveyCondition {
  questionId: string
  anyOf: string[]
}

export interface SurveyQuestion {
  id: string
  type: SurveyQuestionType
  title: string
  required?: boolean
  /** single, multiple, matrix columns */
  options?: SurveyOption[]
  /** matrix rows (each row is answered with one column) */
  rows?: { id: string; label: string }[]
  /** multiple: at most this many */
  maxChoices?: number
  /** number and scale: inclusive bounds; scale defaults to 1..5 */
  min?: number
  max?: number
  /** number: unit shown after the input */
  unit?: string
  /** text: at most this many characters (default 500) */
  maxLength?: number
  showIf?: SurveyCondition
}

/** an interpretation of a score: from `min` (inclusive) up to the next band */
export interface SurveyBand {
  min: number
  label: string
  advice: string
}

export interface SurveySchema {
  questions: SurveyQuestion[]
  /** score bands, ascending by min; none: the result shows no score */
  bands?: SurveyBand[]
}

/** answers by question id: single/text/date → string, multiple → string[], number/scale → number, matrix → {rowId: value} */
export type SurveyAnswerValue = string | number | string[] | Record<string, string>
export type SurveyAnswers = Record<string, SurveyAnswerValue | undefined>

export interface SurveyError {
  questionId: string
  message: string
}

const DEFAULT_TEXT_MAX = 500
const scaleBounds = (q: SurveyQuestion) => ({ min: q.min ?? 1, max: q.max ?? 5 })

/** the questions a respondent sees with these answers, in order (conditions follow chains; a hidden trigger hides) */
export function visibleQuestions(schema: SurveySchema, answers: SurveyAnswers): SurveyQuestion[] {
  const byId = new Map(schema.questions.map((q) => [q.id, q]))
  const memo = new Map<string, boolean>()
  const visible = (q: SurveyQuestion, depth = 0): boolean => {
    if (memo.has(q.id)) return memo.get(q.id) as boolean
    let shown = true
    if (q.showIf) {
      const trigger = byId.get(q.showIf.questionId)
      // a missing trigger, or a loop deeper than the schema, hides the question (validateSchema refuses both)
      if (!trigger || depth > schema.questions.length) shown = false
      else {
        const a = answers[trigger.id]
        const chosen = Array.isArray(a) ? a : a === undefined ? [] : [String(a)]
        shown = visible(trigger, depth + 1) && chosen.some((v) => q.showIf!.anyOf.includes(v))
      }
    }
    memo.set(q.id, shown)
    return shown
  }
  return schema.questions.filter((q) => visible(q))
}

const isEmpty = (v: SurveyAnswerValue | undefined): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'number' && Number.isNaN(v)) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0)

/** typed answers say 请输入…, picked ones 请选择… (SPEC §5 rule forms) */
const isPicked = (q: SurveyQuestion) => q.type !== 'text' && q.type !== 'number'

function checkOne(q: SurveyQuestion, v: SurveyAnswerValue | undefined): string | null {
  if (isEmpty(v)) return q.required ? (isPicked(q) ? surveyPick(q.title) : surveyEnter(q.title)) : null
  const values = new Set((q.options ?? []).map((o) => o.value))
  switch (q.type) {
    case 'single':
      return typeof v === 'string' && values.has(v) ? null : SURVEY_MSG.UNKNOWN_OPTION
    case 'multiple': {
      if (!Array.isArray(v) || !v.every((x) => typeof x === 'string' && values.has(x)) || new Set(v).size !== v.length)
        return SURVEY_MSG.UNKNOWN_OPTION
      return q.maxChoices && v.length > q.maxChoices ? SURVEY_MSG.PICK_AT_MOST(q.maxChoices) : null
    }
    case 'text':
      return typeof v !== 'string'
        ? surveyEnter(q.title)
        : v.length > (q.maxLength ?? DEFAULT_TEXT_MAX)
          ? SURVEY_MSG.TEXT_TOO_LONG(q.maxLength ?? DEFAULT_TEXT_MAX)
          : null
    case 'date':
      return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))
        ? null
        : surveyPick(q.title)
    case 'number': {
      if (typeof v !== 'number' || !Number.isFinite(v)) return RULE_NUMBER_INVALID
      if ((q.min !== undefined && v < q.min) || (q.max !== undefined && v > q.max)) return SURVEY_MSG.NUMBER_RANGE(q.title, q.min, q.max)
      return null
    }
    case 'scale': {
      const { min, max } = scaleBounds(q)
      return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? null : surveyPick(q.title)
    }
    case 'matrix': {
      if (typeof v !== 'object' || Array.isArray(v)) return surveyPick(q.title)
      const rows = q.rows ?? []
      for (const row of rows) {
        const cell = v[row.id]
        if (cell === undefined || cell === '') {
          if (q.required) return surveyPick(`${q.title}：${row.label}`)
          continue
        }
        if (!values.has(cell)) return SURVEY_MSG.UNKNOWN_OPTION
      }
      return Object.keys(v).every((k) => rows.some((r) => r.id === k)) ? null : SURVEY_MSG.UNKNOWN_OPTION
    }
  }
}

/**
 * Every problem of the visible questions, in question order (the screen shows the first, as §5's forms do).
 * Answers to hidden or unknown questions are not errors: `cleanAnswers` drops them.
 */
export function validateAnswers(schema: SurveySchema, answers: SurveyAnswers): SurveyError[] {
  const errors: SurveyError[] = []
  for (const q of visibleQuestions(schema, answers)) {
    const message = checkOne(q, answers[q.id])
    if (message) errors.push({ questionId: q.id, message })
  }
  return errors
}

/** the answers of the visible questions only (what is stored): a hidden question's stale answer is dropped */
export function cleanAnswers(schema: SurveySchema, answers: SurveyAnswers): SurveyAnswers {
  const out: SurveyAnswers = {}
  for (const q of visibleQuestions(schema, answers)) if (!isEmpty(answers[q.id])) out[q.id] = answers[q.id]
  return out
}

export interface SurveyResult {
  /** sum of the chosen options' scores (and scale values of scored scales); null when the survey has no bands */
  score: number | null
  band: SurveyBand | null
  /** check-up items suggested by the answers, without repeats, in question order */
  suggests: string[]
}

/** the score, its band and the suggested items of clean answers */
export function scoreAnswers(schema: SurveySchema, answers: SurveyAnswers): SurveyResult {
  let score = 0
  const suggests: string[] = []
  const add = (o: SurveyOption | undefined) => {
    if (!o) return
    score += o.score ?? 0
    for (const s of o.suggests ?? []) if (!suggests.includes(s)) suggests.push(s)
  }
  for (const q of visibleQuestions(schema, answers)) {
    const v = answers[q.id]
    const find = (value: string) => q.options?.find((o) => o.value === value)
    if (q.type === 'single' && typeof v === 'string') add(find(v))
    else if (q.type === 'multiple' && Array.isArray(v)) v.forEach((x) => add(find(x)))
    else if (q.type === 'matrix' && v && typeof v === 'object' && !Array.isArray(v)) Object.values(v).forEach((x) => add(find(x)))
  }
  const bands = schema.bands ?? []
  if (!bands.length) return { score: null, band: null, suggests }
  let band: SurveyBand | null = null
  for (const b of bands) if (score >= b.min) band = b
  return { score, band, suggests }
}

/** a schema the server accepts: unique ids, options where needed, conditions pointing back to a choice question */
export function validateSchema(schema: SurveySchema): string | null {
  const seen = new Set<string>()
  for (const [i, q] of schema.questions.entries()) {
    if (!q.id || seen.has(q.id)) return `第${i + 1}题的编号重复或为空`
    seen.add(q.id)
    if (!SURVEY_QUESTION_TYPES.includes(q.type)) return `第${i + 1}题的题型无效`
    if ((q.type === 'single' || q.type === 'multiple' || q.type === 'matrix') && !q.options?.length) return `第${i + 1}题缺少选项`
    if (q.type === 'matrix' && !q.rows?.length) return `第${i + 1}题缺少行`
    const values = (q.options ?? []).map((o) => o.value)
    if (new Set(values).size !== values.length) return `第${i + 1}题的选项重复`
    if (q.showIf) {
      const j = schema.questions.findIndex((x) => x.id === q.showIf!.questionId)
      if (j < 0 || j >= i) return `第${i + 1}题的显示条件只能引用前面的题目`
      const trigger = schema.questions[j]
      if (!q.showIf.anyOf.length) return `第${i + 1}题的显示条件缺少选项`
      if (
        (trigger.type === 'single' || trigger.type === 'multiple') &&
        q.showIf.anyOf.some((v) => !(trigger.options ?? []).some((o) => o.value === v))
      )
        return `第${i + 1}题的显示条件引用了第${j + 1}题没有的选项`
    }
  }
  const mins = (schema.bands ?? []).map((b) => b.min)
  if (mins.some((m, i) => i > 0 && m <= mins[i - 1])) return '分数段必须按分数从低到高排列'
  return null
}

export type SurveyStatus = 'open' | 'notStarted' | 'ended' | 'closed'

/** whether a survey takes answers now: closed by the hospital, before its start, from its end on, else open */
export function surveyStatus(s: { enabled: boolean; startAt: Date | null; endAt: Date | null }, now: Date): SurveyStatus {
  if (!s.enabled) return 'closed'
  if (s.startAt && now < s.startAt) return 'notStarted'
  if (s.endAt && now >= s.endAt) return 'ended'
  return 'open'
}

/** what a survey that is not open says (the screen and the server's refusal) */
export const SURVEY_STATUS_MESSAGE: Record<Exclude<SurveyStatus, 'open'>, string> = {
  notStarted: SURVEY_MSG.NOT_STARTED,
  ended: SURVEY_MSG.ENDED,
  closed: SURVEY_MSG.CLOSED,
}

/** how many times one person may still submit: `max` 0 means no limit */
export function submissionsLeft(max: number, done: number): number {
  return max <= 0 ? Number.POSITIVE_INFINITY : Math.max(0, max - done)
}
