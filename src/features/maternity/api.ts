/**
 * Calls of maternity follow-up (issue 13 item 5; contract/maternity.ts): pregnancy record and check schedule under
 * user-center (SPEC §7 User services), weeks and weights under health-ws (Reports and health records).
 */
import type {
  AddPregnantWeightReq,
  ChangeMaternityScheduleReq,
  CreatePregnantRecordReq,
  MaternitySchedule,
  MaternityScheduleListRes,
  PregnantRecord,
  PregnantRecordRes,
  PregnantTraceRes,
  PregnantWeekListRes,
  PregnantWeight,
} from '@contract/maternity'
import type { RecordVaccineDoseReq, VaccineAssistantRes } from '@contract/vaccine'
import { request, type RequestOptions } from '@/shared/request/request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>
const UC = 'user-center' as const
const HW = 'health-ws' as const

export const queryPregnantRecord = (memberId: number, extra: Extra = { silent: true }) =>
  request<PregnantRecordRes>({ prefix: UC, url: 'queryPregnantRecord', method: 'GET', data: { memberId }, ...extra })
export const createPregnantRecord = (p: CreatePregnantRecordReq, extra: Extra = { loading: '保存中...' }) =>
  request<PregnantRecord>({ prefix: UC, url: 'createPregnantRecord', method: 'POST', data: p, ...extra })
export const deletePregnantRecord = (id: number, extra: Extra = { loading: true }) =>
  request<{ deleted: number }>({ prefix: UC, url: 'deletePregnantRecord', method: 'POST', data: { id }, ...extra })
export const queryMaternitySchedule = (pregnancyId: number, extra: Extra = { silent: true }) =>
  request<MaternityScheduleListRes>({ prefix: UC, url: 'queryMaternityScheduleList', method: 'GET', data: { pregnancyId }, ...extra })
export const changeMaternitySchedule = (p: ChangeMaternityScheduleReq, extra: Extra = { loading: '保存中...' }) =>
  request<MaternitySchedule>({ prefix: UC, url: 'changeTargetMaternityScheduleCheckDate', method: 'POST', data: p, ...extra })
export const queryPregnantTrace = (pregnancyId: number, extra: Extra = { silent: true }) =>
  request<PregnantTraceRes>({ prefix: UC, url: 'queryPregnantTrace', method: 'GET', data: { pregnancyId }, ...extra })
export const queryPregnantWeekList = (pregnancyId: number, extra: Extra = { silent: true }) =>
  request<PregnantWeekListRes>({ prefix: HW, url: 'pregnant/queryPregnantWeekList', method: 'GET', data: { pregnancyId }, ...extra })
export const addPregnantWeight = (p: AddPregnantWeightReq, extra: Extra = { loading: '保存中...' }) =>
  request<PregnantWeight>({ prefix: HW, url: 'pregnant/addPregnantWeight', method: 'PUT', data: p, ...extra })

export const queryVaccineAssistant = (memberId: number, extra: Extra = { silent: true }) =>
  request<VaccineAssistantRes>({ prefix: HW, url: 'children/queryVaccineAssistant', method: 'GET', data: { memberId }, ...extra })
export const recordVaccineDose = (p: RecordVaccineDoseReq, extra: Extra = { loading: '保存中...' }) =>
  request<VaccineAssistantRes>({ prefix: HW, url: 'children/recordVaccineDose', method: 'POST', data: p, ...extra })
