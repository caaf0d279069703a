/**
 * Health records (issue 13). Login required: both plugins are registered inside the authenticated scope.
 *  - /user-center (SPEC §7 User services): createConsultationer, editConsultationer, deleteConsultationer,
 *    queryConsultationerList, and consultationerConsent (own name: grant or withdraw the separate consent);
 *  - /health-ws (SPEC §7 Reports and health records): createBodyData, queryBodyData, queryBodyDataList,
 *    queryHealthRecordInfo, queryMedicalHistory, addMedicalHistory, and editBodyData / delBodyData / exportHealthRecord /
 *    queryMemberLabels / saveMemberLabels / delMedicalHistory (own names, in the spec's style).
 */
import { Envelope, Type } from '../../../contract/lib'
import {
  BodyData,
  BodyDataListRes,
  ConsultationerConsentReq,
  ConsultationerConsentRes,
  Consultationer,
  ConsultationerListRes,
  CreateBodyDataReq,
  CreateConsultationerReq,
  DelBodyDataReq,
  DelBodyDataRes,
  DeleteConsultationerReq,
  DeleteConsultationerRes,
  EditBodyDataReq,
  EditConsultationerReq,
  ExportHealthRecordQuery,
  HealthExportRes,
  HealthRecordInfoRes,
  AddMedicalHistoryReq,
  DelMedicalHistoryReq,
  MedicalHistory,
  MedicalHistoryListRes,
  MedicalHistoryQuery,
  MemberLabelListRes,
  MemberLabelsQuery,
  SaveMemberLabelsReq,
  QueryBodyDataListQuery,
  QueryBodyDataQuery,
  QueryHealthRecordInfoQuery,
} from '../../../contract/health'
import path from 'node:path'
import { ok } from '../../lib/errors'
import { HEALTH_PDF_FAILED } from '../../../src/domain/messages/health'
import { pdfDocument, pdfServiceOf } from '../../lib/pdf-service'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import {
  createBodyData,
  createMember,
  deleteBodyData,
  deleteMember,
  editBodyData,
  editMember,
  exportHealthRecord,
  addMedicalHistory,
  deleteMedicalHistory,
  listLabels,
  listMedicalHistory,
  requireMember,
  saveLabels,
  healthRecordInfo,
  listBodyData,
  listMembers,
  requireBodyData,
  setHealthConsent,
  toBodyData,
  toConsultationer,
} from './service'

const security = [{ token: [] }]

/** the health record's PDF: drawn by ./pdf.ts in the PDF thread (server/lib/pdf-service.ts) */
const HEALTH_RECORD_PDF = pdfDocument<HealthExportRes>({
  name: 'health-record',
  module: path.join(__dirname, 'pdf.ts'),
  draw: 'healthRecordPdf',
  failMessage: HEALTH_PDF_FAILED,
})

export const userConsultationerRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  const tags = ['user-center']
  app.get(
    '/queryConsultationerList',
    {
      schema: {
        tags,
        security,
        summary: "The caller's family members (本人 first) with their consents",
        response: { 200: Envelope(ConsultationerListRes) },
      },
    },
    async (req) => {
      const now = deps.now()
      return ok((await listMembers(deps.db, req.user.userId)).map((r) => toConsultationer(r, now)))
    },
  )
  app.post(
    '/createConsultationer',
    {
      schema: {
        tags,
        security,
        summary: 'Add a family member (validateMember; a child under 14 needs guardianConsent: true)',
        body: CreateConsultationerReq,
        response: { 200: Envelope(Consultationer) },
      },
    },
    async (req) => ok(toConsultationer(await createMember(deps, req.user.userId, req.body), deps.now())),
  )
  app.post(
    '/editConsultationer',
    {
      schema: {
        tags,
        security,
        summary: "Edit one of the caller's members (404 otherwise)",
        body: EditConsultationerReq,
        response: { 200: Envelope(Consultationer) },
      },
    },
    async (req) => ok(toConsultationer(await editMember(deps, req.user.userId, req.body), deps.now())),
  )
  app.post(
    '/deleteConsultationer',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a member and all of its health data',
        body: DeleteConsultationerReq,
        response: { 200: Envelope(DeleteConsultationerRes) },
      },
    },
    async (req) => ok({ deleted: await deleteMember(deps, req.user.userId, req.body.id) }),
  )
  app.post(
    '/consultationerConsent',
    {
      schema: {
        tags,
        security,
        summary: 'Grant (true) or withdraw (false) the separate consent for health data; withdrawal deletes the data',
        body: ConsultationerConsentReq,
        response: { 200: Envelope(ConsultationerConsentRes) },
      },
    },
    async (req) => {
      const r = await setHealthConsent(deps, req.user.userId, req.body.id, req.body.healthConsent)
      return ok({ member: toConsultationer(r.member, deps.now()), deletedRecords: r.deletedRecords })
    },
  )
}

export const userBodyDataRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  const pdfs = pdfServiceOf(app)
  const tags = ['health-ws']
  app.post(
    '/createBodyData',
    {
      schema: {
        tags,
        security,
        summary: 'Record a vital (blood pressure, glucose, height, weight); needs the member’s health consent',
        body: CreateBodyDataReq,
        response: { 200: Envelope(BodyData) },
      },
    },
    async (req) => ok(toBodyData(await createBodyData(deps, req.user.userId, req.body))),
  )
  app.post(
    '/editBodyData',
    {
      schema: {
        tags,
        security,
        summary: 'Edit one of the caller’s readings (404 otherwise)',
        body: EditBodyDataReq,
        response: { 200: Envelope(BodyData) },
      },
    },
    async (req) => ok(toBodyData(await editBodyData(deps, req.user.userId, req.body))),
  )
  app.post(
    '/delBodyData',
    {
      schema: {
        tags,
        security,
        summary: 'Delete one of the caller’s readings',
        body: DelBodyDataReq,
        response: { 200: Envelope(DelBodyDataRes) },
      },
    },
    async (req) => ok({ deleted: await deleteBodyData(deps, req.user.userId, req.body.id) }),
  )
  app.get(
    '/queryBodyData',
    {
      schema: {
        tags,
        security,
        summary: 'One of the caller’s readings',
        querystring: QueryBodyDataQuery,
        response: { 200: Envelope(BodyData) },
      },
    },
    async (req) => ok(toBodyData(await requireBodyData(deps.db, req.user.userId, req.query.id))),
  )
  app.get(
    '/queryBodyDataList',
    {
      schema: {
        tags,
        security,
        summary: 'Readings of a member and kind in a day / week / month (oldest first)',
        querystring: QueryBodyDataListQuery,
        response: { 200: Envelope(BodyDataListRes) },
      },
    },
    async (req) => ok(await listBodyData(deps, req.user.userId, req.query)),
  )
  app.get(
    '/queryHealthRecordInfo',
    {
      schema: {
        tags,
        security,
        summary: 'A member and the latest reading of each vital',
        querystring: QueryHealthRecordInfoQuery,
        response: { 200: Envelope(HealthRecordInfoRes) },
      },
    },
    async (req) => ok(await healthRecordInfo(deps, req.user.userId, req.query.memberId)),
  )
  app.get(
    '/exportHealthRecord',
    {
      schema: {
        tags,
        security,
        summary: "A copy of all of a member's health data as JSON (readings and consent events)",
        querystring: ExportHealthRecordQuery,
        response: { 200: Envelope(HealthExportRes) },
      },
    },
    async (req) => ok(await exportHealthRecord(deps, req.user.userId, req.query.memberId)),
  )
  app.get(
    '/exportHealthRecordPdf',
    {
      schema: {
        tags,
        security,
        summary: "A member's health record as a readable PDF (the JSON export's data, Noto Sans CJK embedded)",
        querystring: ExportHealthRecordQuery,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }) },
      },
    },
    async (req, reply) => {
      const data = await exportHealthRecord(deps, req.user.userId, req.query.memberId)
      return pdfs.send(req, reply, {
        doc: HEALTH_RECORD_PDF,
        data,
        version: { ...data, exportedAt: null }, // the export time changes on every request; what it shows does not
        userId: req.user.userId,
        filename: `health-record-${data.member.id}.pdf`,
        disposition: 'attachment',
      })
    },
  )
  app.get(
    '/queryMemberLabels',
    {
      schema: {
        tags,
        security,
        summary: "A member's tags (chronic conditions, allergies, own tags)",
        querystring: MemberLabelsQuery,
        response: { 200: Envelope(MemberLabelListRes) },
      },
    },
    async (req) => {
      const m = await requireMember(deps.db, req.user.userId, req.query.memberId)
      return ok(await listLabels(deps.db, req.user.userId, m.id))
    },
  )
  app.post(
    '/saveMemberLabels',
    {
      schema: {
        tags,
        security,
        summary: "Replace a member's tags (needs the health consent)",
        body: SaveMemberLabelsReq,
        response: { 200: Envelope(MemberLabelListRes) },
      },
    },
    async (req) => ok(await saveLabels(deps, req.user.userId, req.body)),
  )
  app.get(
    '/queryMedicalHistory',
    {
      schema: {
        tags,
        security,
        summary: "A member's medical history",
        querystring: MedicalHistoryQuery,
        response: { 200: Envelope(MedicalHistoryListRes) },
      },
    },
    async (req) => {
      const m = await requireMember(deps.db, req.user.userId, req.query.memberId)
      return ok(await listMedicalHistory(deps.db, req.user.userId, m.id))
    },
  )
  app.post(
    '/addMedicalHistory',
    {
      schema: {
        tags,
        security,
        summary: 'Add a medical-history entry (needs the health consent)',
        body: AddMedicalHistoryReq,
        response: { 200: Envelope(MedicalHistory) },
      },
    },
    async (req) => ok(await addMedicalHistory(deps, req.user.userId, req.body)),
  )
  app.post(
    '/delMedicalHistory',
    {
      schema: {
        tags,
        security,
        summary: 'Delete one of the caller’s medical-history entries',
        body: DelMedicalHistoryReq,
        response: { 200: Envelope(DelBodyDataRes) },
      },
    },
    async (req) => ok({ deleted: await deleteMedicalHistory(deps, req.user.userId, req.body.id) }),
  )
}
