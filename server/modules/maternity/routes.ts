/**
 * Maternity follow-up (issue 13 item 5). Login required: both plugins are registered inside the authenticated scope.
 *  - /user-center (SPEC §7 User services): createPregnantRecord, queryPregnantRecord, queryPregnantTrace,
 *    queryMaternityScheduleList, queryTargetMaternitySchedule, changeTargetMaternityScheduleCheckDate (POST: it
 *    changes data), nextMaternitySchedule, and deletePregnantRecord (own name);
 *  - /health-ws (SPEC §7 Reports and health records): pregnant/queryPregnantWeekList, PUT pregnant/addPregnantWeight,
 *    children/queryVaccineAssistant and children/recordVaccineDose (own name).
 */
import { Envelope } from '../../../contract/lib'
import {
  AddPregnantWeightReq,
  ChangeMaternityScheduleReq,
  CreatePregnantRecordReq,
  DeletePregnantRecordReq,
  DeletePregnantRecordRes,
  MaternitySchedule,
  MaternityScheduleListRes,
  NextMaternityScheduleRes,
  PregnancyIdQuery,
  PregnantRecord,
  PregnantRecordRes,
  PregnantTraceRes,
  PregnantWeekListRes,
  PregnantWeight,
  QueryPregnantRecordQuery,
  TargetMaternityScheduleQuery,
} from '../../../contract/maternity'
import { RecordVaccineDoseReq, VaccineAssistantQuery, VaccineAssistantRes } from '../../../contract/vaccine'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import {
  addWeight,
  changeSchedule,
  createPregnancy,
  deletePregnancy,
  nextSchedule,
  queryPregnancy,
  scheduleList,
  targetSchedule,
  trace,
  weekList,
} from './service'
import { recordVaccineDose, vaccineAssistant } from './vaccine'

const security = [{ token: [] }]

export const userPregnantRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  const tags = ['user-center']
  app.post(
    '/createPregnantRecord',
    {
      schema: {
        tags,
        security,
        summary: 'Start the pregnancy record of a female member (needs her health consent; one ongoing record)',
        body: CreatePregnantRecordReq,
        response: { 200: Envelope(PregnantRecord) },
      },
    },
    async (req) => ok(await createPregnancy(deps, req.user.userId, req.body)),
  )
  app.get(
    '/queryPregnantRecord',
    {
      schema: {
        tags,
        security,
        summary: "A member's pregnancy: week, due date, the week's note, the next check and its reminder (null when none)",
        querystring: QueryPregnantRecordQuery,
        response: { 200: Envelope(PregnantRecordRes) },
      },
    },
    async (req) => ok({ record: await queryPregnancy(deps, req.user.userId, req.query.memberId) }),
  )
  app.post(
    '/deletePregnantRecord',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a pregnancy record with its checks and weights',
        body: DeletePregnantRecordReq,
        response: { 200: Envelope(DeletePregnantRecordRes) },
      },
    },
    async (req) => ok({ deleted: await deletePregnancy(deps, req.user.userId, req.body.id) }),
  )
  app.get(
    '/queryPregnantTrace',
    {
      schema: {
        tags,
        security,
        summary: 'The weights of a pregnancy with the WS/T 801-2022 range of each date',
        querystring: PregnancyIdQuery,
        response: { 200: Envelope(PregnantTraceRes) },
      },
    },
    async (req) => ok({ list: await trace(deps, req.user.userId, req.query.pregnancyId) }),
  )
  app.get(
    '/queryMaternityScheduleList',
    {
      schema: {
        tags,
        security,
        summary: 'The seven prenatal visits with their windows and states',
        querystring: PregnancyIdQuery,
        response: { 200: Envelope(MaternityScheduleListRes) },
      },
    },
    async (req) => ok(await scheduleList(deps, req.user.userId, req.query.pregnancyId)),
  )
  app.get(
    '/queryTargetMaternitySchedule',
    {
      schema: {
        tags,
        security,
        summary: 'One prenatal visit with its items',
        querystring: TargetMaternityScheduleQuery,
        response: { 200: Envelope(MaternitySchedule) },
      },
    },
    async (req) => ok(await targetSchedule(deps, req.user.userId, req.query.pregnancyId, req.query.checkId)),
  )
  app.post(
    '/changeTargetMaternityScheduleCheckDate',
    {
      schema: {
        tags,
        security,
        summary: 'Plan a visit inside its window and/or mark it done',
        body: ChangeMaternityScheduleReq,
        response: { 200: Envelope(MaternitySchedule) },
      },
    },
    async (req) => ok(await changeSchedule(deps, req.user.userId, req.body)),
  )
  app.get(
    '/nextMaternitySchedule',
    {
      schema: {
        tags,
        security,
        summary: 'The next prenatal visit and the reminder of today',
        querystring: PregnancyIdQuery,
        response: { 200: Envelope(NextMaternityScheduleRes) },
      },
    },
    async (req) => ok(await nextSchedule(deps, req.user.userId, req.query.pregnancyId)),
  )
}

export const userPregnantHealthRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  const tags = ['health-ws']
  app.get(
    '/pregnant/queryPregnantWeekList',
    {
      schema: {
        tags,
        security,
        summary: 'Weeks 1-42 of a pregnancy with their dates and what happens',
        querystring: PregnancyIdQuery,
        response: { 200: Envelope(PregnantWeekListRes) },
      },
    },
    async (req) => ok(await weekList(deps, req.user.userId, req.query.pregnancyId)),
  )
  app.put(
    '/pregnant/addPregnantWeight',
    {
      schema: {
        tags,
        security,
        summary: 'The weight of a day (one per day) with its gain range',
        body: AddPregnantWeightReq,
        response: { 200: Envelope(PregnantWeight) },
      },
    },
    async (req) => ok(await addWeight(deps, req.user.userId, req.body)),
  )
  app.get(
    '/children/queryVaccineAssistant',
    {
      schema: {
        tags,
        security,
        summary: "A child member's national-programme vaccine schedule: due, overdue, done, next",
        querystring: VaccineAssistantQuery,
        response: { 200: Envelope(VaccineAssistantRes) },
      },
    },
    async (req) => ok(await vaccineAssistant(deps, req.user.userId, req.query.memberId)),
  )
  app.post(
    '/children/recordVaccineDose',
    {
      schema: {
        tags,
        security,
        summary: 'Record a dose as given (date between birth and today) or remove the record',
        body: RecordVaccineDoseReq,
        response: { 200: Envelope(VaccineAssistantRes) },
      },
    },
    async (req) => ok(await recordVaccineDose(deps, req.user.userId, req.body)),
  )
}
