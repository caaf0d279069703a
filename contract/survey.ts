/**
 * API contract of questionnaires (SPEC §2 /survey, /question-result, /one-plus-answer, /one-plus-result; §7 Survey:
 * common/surveyEx/detailNew, survey/getById, surveyData/detail, getByRelationIdAndSurveyId, plan/click, task/click,
 * surveyDataEx/submit, surveyData/submitSurvey). The schema of a questionnaire is src/domain/survey's SurveySchema:
 * the renderer and the server's check read the same definition.
 */
import { SURVEY_QUESTION_TYPES } from '../src/domain/survey'
import { Count, DateTimeString, Enum, Id, Nullable, StrictObject, Type, type Static } from './lib'

export const SurveyOption = StrictObject({
  value: Type.String({ minLength: 1, maxLength: 40 }),
  label: Type.String({ minLength: 1, maxLength: 100 }),
  score: Type.Optional(Type.Number()),
  suggests: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 })),
})

export const SurveyQuestion = StrictObject({
  id: Type.String({ minLength: 1, maxLength: 40 }),
  type: Enum(SURVEY_QUESTION_TYPES),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  required: Type.Optional(Type.Boolean()),
  options: Type.Optional(Type.Array(SurveyOption, { maxItems: 50 })),
  rows: Type.Optional(
    Type.Array(StrictObject({ id: Type.String({ minLength: 1, maxLength: 40 }), label: Type.String() }), { maxItems: 30 }),
  ),
  maxChoices: Type.Optional(Count({ minimum: 1 })),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  unit: Type.Optional(Type.String()),
  maxLength: Type.Optional(Count({ minimum: 1 })),
  showIf: Type.Optional(StrictObject({ questionId: Type.String(), anyOf: Type.Array(Type.String()) })),
})

export const SurveyBand = StrictObject({ min: Type.Number(), label: Type.String(), advice: Type.String() })

export const SurveySchema = StrictObject({
  questions: Type.Array(SurveyQuestion),
  bands: Type.Optional(Type.Array(SurveyBand)),
})

/** 'open', 'notStarted', 'ended', 'closed' (by the hospital) */
export const SurveyStatus = Enum(['open', 'notStarted', 'ended', 'closed'] as const)

/** GET /common/survey/getById?id= (anyone): the questionnaire as published */
export const SurveyDef = StrictObject({
  id: Id(),
  code: Type.String(),
  /** 'survey' or 'onePlus' (its result suggests check-up add-on items) */
  kind: Enum(['survey', 'onePlus'] as const),
  title: Type.String(),
  intro: Type.String(),
  schema: SurveySchema,
  /** submissions per person; 0 = no limit */
  maxPerPerson: Count(),
  startTime: Nullable(DateTimeString()),
  endTime: Nullable(DateTimeString()),
  status: SurveyStatus,
  /** OWN: the result informs, it never diagnoses */
  disclaimer: Type.String(),
  /** asks for health information: submitting needs consent: true (PIPL art. 28-29) */
  sensitive: Type.Boolean(),
})
export type SurveyDef = Static<typeof SurveyDef>

export const SurveyByIdQuery = StrictObject({ id: Id() })

/** GET /common/surveyEx/detailNew?surveyId=&relationId= (anyone; with a login also the caller's state) */
export const SurveyDetailQuery = StrictObject({
  surveyId: Type.Optional(Id()),
  /** a seeded survey's code instead of its id ('pre-checkup', 'satisfaction', 'one-plus') */
  code: Type.Optional(Type.String({ maxLength: 40 })),
  relationId: Type.Optional(Type.String({ maxLength: 64 })),
})
export const SurveyDetail = StrictObject({
  survey: SurveyDef,
  /** the caller's submissions for this relation (0 without a login) */
  submitted: Count(),
  /** the caller may submit now (open, under the cap; false without a login) */
  canSubmit: Type.Boolean(),
  /** the caller's latest submission id for this relation */
  lastSubmissionId: Nullable(Id()),
})
export type SurveyDetail = Static<typeof SurveyDetail>

/** a stored answer: number first (the serializer picks the first matching branch) */
export const SurveyAnswers = Type.Record(
  Type.String(),
  Type.Union([
    Type.Number(),
    Type.String(),
    Type.Array(Type.String()),
    Type.Record(Type.String(), Type.String(), { additionalProperties: false }),
  ]),
  { additionalProperties: false },
)

/** POST /common/surveyData/submitSurvey and /common/surveyDataEx/submit (with relationId) */
export const SubmitSurveyReq = StrictObject({
  surveyId: Id(),
  relationId: Type.Optional(Type.String({ maxLength: 64 })),
  /** the separate consent for health information; required when the survey is sensitive */
  consent: Type.Optional(Type.Boolean()),
  /**
   * question id → answer: string (single, text, date), number (number, scale), string[] (multiple) or {rowId: value}
   * (matrix). Unknown here on purpose: ajv's type coercion would turn 175 into '175' inside a union; src/domain/survey
   * checks each answer against its question's type (请输入数字, 所选答案不在选项中 ...).
   */
  answers: Type.Record(Type.String({ maxLength: 40 }), Type.Unknown(), { maxProperties: 200 }),
})
export type SubmitSurveyReq = Static<typeof SubmitSurveyReq>

/** a stored answer sheet with its result */
export const SurveySubmission = StrictObject({
  id: Id(),
  surveyId: Id(),
  surveyTitle: Type.String(),
  kind: Enum(['survey', 'onePlus'] as const),
  relationId: Type.String(),
  answers: SurveyAnswers,
  /** null when the questionnaire is not scored */
  score: Nullable(Type.Number()),
  bandLabel: Nullable(Type.String()),
  bandAdvice: Nullable(Type.String()),
  /** check-up items the answers suggest (onePlus) */
  suggests: Type.Array(Type.String()),
  submitTime: DateTimeString(),
  disclaimer: Type.String(),
  /** the questionnaire's version the sheet answered, and its questions (an edit after answers is a new version) */
  schemaVersion: Type.Optional(Count()),
  schema: Type.Optional(SurveySchema),
})
export type SurveySubmission = Static<typeof SurveySubmission>

/** GET /common/surveyData/detail?id= (owner only) */
export const SubmissionByIdQuery = StrictObject({ id: Id() })
/** GET /common/surveyData/getByRelationIdAndSurveyId?relationId=&surveyId= (owner only; null when none) */
export const SubmissionByRelationQuery = StrictObject({ surveyId: Id(), relationId: Type.String({ maxLength: 64 }) })
export const SubmissionOrNull = Nullable(SurveySubmission)

/** POST /common/plan/click and /common/task/click: the caller opened a follow-up item; where it leads */
export const ClickReq = StrictObject({ id: Id() })
export const ClickRes = StrictObject({ surveyId: Id(), relationId: Type.String(), clickTime: DateTimeString() })
export type ClickRes = Static<typeof ClickRes>
