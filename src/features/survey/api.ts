/** common/ survey calls (SPEC §7 Survey; contract/survey.ts). */
import type { SubmitSurveyReq, SurveyDetail, SurveySubmission } from '@contract/survey'
import { request } from '@/shared/request/request'

const C = 'common' as const

/** GET surveyEx/detailNew: the questionnaire (by id or code) with the caller's state */
export const getSurveyDetail = (q: { surveyId?: number; code?: string; relationId?: string }) =>
  request<SurveyDetail>({ prefix: C, url: 'surveyEx/detailNew', method: 'GET', data: q, silent: true })

/** POST surveyDataEx/submit (about a relation) or surveyData/submitSurvey */
export const submitSurvey = (body: SubmitSurveyReq) =>
  request<SurveySubmission>({
    prefix: C,
    url: body.relationId ? 'surveyDataEx/submit' : 'surveyData/submitSurvey',
    method: 'POST',
    data: body,
    loading: '提交中...',
  })

/** GET surveyData/detail: one of the caller's answer sheets with its result */
export const getSubmission = (id: number) =>
  request<SurveySubmission>({ prefix: C, url: 'surveyData/detail', method: 'GET', data: { id }, silent: true })
