/** The survey feature's public face (questionnaires: SPEC §2 /survey, /question-result, /one-plus-answer, /one-plus-result). */
export { getSurveyDetail, submitSurvey, getSubmission } from './api'
export { default as SurveyForm } from './components/SurveyForm'
export type { SurveyFormProps } from './components/SurveyForm'
export { default as SurveyResultView } from './components/SurveyResultView'
