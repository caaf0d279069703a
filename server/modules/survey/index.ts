/** The survey module's face (questionnaires, SPEC §7 Survey): what other modules and the seed may call. */
export { surveyRoutes, userSurveyRoutes } from './routes'
export { assertSchema, submitSurvey } from './service'
export { staffSurveyRoutes } from './staff.routes'
