/**
 * Calls of the health records (issue 13; contract/health.ts): family members under user-center (SPEC §7 User
 * services), body data under health-ws (SPEC §7 Reports and health records).
 */
import type {
  BodyData,
  BodyDataListRes,
  Consultationer,
  ConsultationerConsentRes,
  ConsultationerListRes,
  CreateBodyDataReq,
  CreateConsultationerReq,
  DelBodyDataRes,
  DeleteConsultationerRes,
  EditBodyDataReq,
  EditConsultationerReq,
  HealthRecordInfoRes,
  AddMedicalHistoryReq,
  MedicalHistory,
  MedicalHistoryListRes,
  MemberLabelListRes,
  SaveMemberLabelsReq,
} from '@contract/health'
import type { DelHealthRecordRes, HealthRecordFile, HealthRecordListRes } from '@contract/records'
import type { RecordCategory } from '@/domain/records'
import { ApiError, apiUrl, authHeaders, interpretReply, request, REQUEST_MESSAGES, type RequestOptions } from '@/shared/request/request'
import { hideLoading, showLoading, toast, uploadFile, type PickedFile } from '@/shared/platform'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>
const UC = 'user-center' as const
const HW = 'health-ws' as const

/** GET queryConsultationerList: 本人 first */
export const queryMembers = (extra: Extra = { silent: true }) =>
  request<ConsultationerListRes>({ prefix: UC, url: 'queryConsultationerList', method: 'GET', ...extra })
export const createMember = (p: CreateConsultationerReq, extra: Extra = { loading: '保存中...' }) =>
  request<Consultationer>({ prefix: UC, url: 'createConsultationer', method: 'POST', data: p, ...extra })
export const editMember = (p: EditConsultationerReq, extra: Extra = { loading: '保存中...' }) =>
  request<Consultationer>({ prefix: UC, url: 'editConsultationer', method: 'POST', data: p, ...extra })
export const deleteMember = (id: number, extra: Extra = { loading: true }) =>
  request<DeleteConsultationerRes>({ prefix: UC, url: 'deleteConsultationer', method: 'POST', data: { id }, ...extra })
/** grant (true) or withdraw (false) the separate consent; a withdrawal deletes the member's health data */
export const setMemberConsent = (id: number, healthConsent: boolean, extra: Extra = { loading: true }) =>
  request<ConsultationerConsentRes>({ prefix: UC, url: 'consultationerConsent', method: 'POST', data: { id, healthConsent }, ...extra })

export const queryHealthRecordInfo = (memberId: number, extra: Extra = { silent: true }) =>
  request<HealthRecordInfoRes>({ prefix: HW, url: 'queryHealthRecordInfo', method: 'GET', data: { memberId }, ...extra })
export const queryBodyDataList = (q: { memberId: number; kind: string; range: string; date: string }, extra: Extra = { silent: true }) =>
  request<BodyDataListRes>({ prefix: HW, url: 'queryBodyDataList', method: 'GET', data: q, ...extra })
export const createBodyData = (p: CreateBodyDataReq, extra: Extra = { loading: '保存中...' }) =>
  request<BodyData>({ prefix: HW, url: 'createBodyData', method: 'POST', data: p, ...extra })
export const editBodyData = (p: EditBodyDataReq, extra: Extra = { loading: '保存中...' }) =>
  request<BodyData>({ prefix: HW, url: 'editBodyData', method: 'POST', data: p, ...extra })
export const delBodyData = (id: number, extra: Extra = { loading: true }) =>
  request<DelBodyDataRes>({ prefix: HW, url: 'delBodyData', method: 'POST', data: { id }, ...extra })

export const queryMemberLabels = (memberId: number, extra: Extra = { silent: true }) =>
  request<MemberLabelListRes>({ prefix: HW, url: 'queryMemberLabels', method: 'GET', data: { memberId }, ...extra })
export const saveMemberLabels = (p: SaveMemberLabelsReq, extra: Extra = { loading: '保存中...' }) =>
  request<MemberLabelListRes>({ prefix: HW, url: 'saveMemberLabels', method: 'POST', data: p, ...extra })
export const queryMedicalHistory = (memberId: number, extra: Extra = { silent: true }) =>
  request<MedicalHistoryListRes>({ prefix: HW, url: 'queryMedicalHistory', method: 'GET', data: { memberId }, ...extra })
export const addMedicalHistory = (p: AddMedicalHistoryReq, extra: Extra = { loading: '保存中...' }) =>
  request<MedicalHistory>({ prefix: HW, url: 'addMedicalHistory', method: 'POST', data: p, ...extra })
export const delMedicalHistory = (id: number, extra: Extra = { loading: true }) =>
  request<DelBodyDataRes>({ prefix: HW, url: 'delMedicalHistory', method: 'POST', data: { id }, ...extra })

// ------------------------------------------------------------------ uploaded reports and cases (contract/records.ts)

/** a report (queryHealthRecordList) or case (queryCasesList) list of one member, newest first */
export const queryRecordList = (category: RecordCategory, memberId: number, extra: Extra = { silent: true }) =>
  request<HealthRecordListRes>({
    prefix: HW,
    url: category === 'case' ? 'queryCasesList' : 'queryHealthRecordList',
    method: 'GET',
    data: { memberId, pageNum: 1, pageSize: 50 },
    ...extra,
  })
export const queryRecordDetail = (id: number, extra: Extra = { silent: true }) =>
  request<HealthRecordFile>({ prefix: HW, url: 'queryHealthRecordDetail', method: 'GET', data: { id }, ...extra })
export const delRecord = (id: number, extra: Extra = { loading: true }) =>
  request<DelHealthRecordRes>({ prefix: HW, url: 'delHealthRecord', method: 'POST', data: { id }, ...extra })

/** the API URL of a record's file (filePath of the reply) and the headers to fetch it with */
export const recordFileSource = (r: Pick<HealthRecordFile, 'filePath'>) => {
  const [path, query] = r.filePath.split('?')
  return { url: `${apiUrl(HW, path.replace(/^health-ws\//, ''))}${query ? `?${query}` : ''}`, headers: authHeaders() }
}

/**
 * POST multipart createHealthRecord (a report) or addCasesInfo (a case): the file through the platform's uploader
 * (Taro.uploadFile on mini-programs, FormData on H5) with the login headers; the reply read like any other (a 400's
 * message is toasted and thrown).
 */
export async function uploadRecord(category: RecordCategory, fields: Record<string, string>, file: PickedFile): Promise<HealthRecordFile> {
  showLoading('上传中...')
  let outcome: ReturnType<typeof interpretReply>
  try {
    const r = await uploadFile({
      url: apiUrl(HW, category === 'case' ? 'addCasesInfo' : 'createHealthRecord'),
      headers: authHeaders(),
      fields,
      file,
    })
    outcome = interpretReply(r.statusCode, r.data)
  } catch {
    outcome = { ok: false, error: new ApiError(-1, REQUEST_MESSAGES.other, null, { kind: 'network' }) }
  } finally {
    hideLoading()
  }
  if (!outcome.ok) {
    toast(outcome.error.message)
    throw outcome.error
  }
  return outcome.envelope.data as HealthRecordFile
}

/** GET exportHealthRecordPdf: the member's health record as a PDF (opened with the platform's document viewer) */
export const healthRecordPdfSource = (memberId: number) => ({
  url: `${apiUrl(HW, 'exportHealthRecordPdf')}?memberId=${memberId}`,
  headers: authHeaders(),
})
