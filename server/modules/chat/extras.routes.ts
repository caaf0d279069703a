/**
 * Routes of the chat extras (SPEC §7 "Chat": patientArchives/*, im/canEvaluate, launchEvaluate, submitEvaluate,
 * getHospitalServiceConfig, message/batchMessageDetailForWechat; images): thin, the work is in
 * archives.ts and extras.ts. The image upload of each chat type is in routes.ts beside sendMessage.
 */
import { Type } from '@sinclair/typebox'
import { Envelope } from '../../../contract/lib'
import {
  ArchiveIdQuery,
  BatchMessageReq,
  ChatMessage,
  Done,
  EditArchiveReq,
  EvaluateState,
  GroupIdQuery,
  GroupIdReq,
  HospitalServiceConfig,
  ImageParams,
  ImageQuery,
  PatientArchive,
  SaveArchiveReq,
  SubmitEvaluateReq,
} from '../../../contract/chat'
import { Nullable } from '../../../contract/lib'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { archiveDetail, defaultArchive, editArchive, listArchives, removeArchive, saveArchive } from './archives'
import { batchMessages, canEvaluate, hospitalServiceConfig, launchEvaluate, readImage, submitEvaluate } from './extras'
import { registerImageSigner } from './image-link'

const security = [{ token: [] }]

/** /studio-patient (login): archives, evaluations, the hospital's chat configuration, the batch detail */
export const userChatExtrasRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  registerImageSigner(deps)
  const s = <T extends object>(tag: string, summary: string, extra: T) => ({ schema: { tags: [tag], security, summary, ...extra } })
  const A = 'patient archives'
  app.get(
    '/patientArchives/familyList',
    s(A, "The caller's consultation archives (ID numbers and phones masked), the default first", {
      response: { 200: Envelope(Type.Array(PatientArchive)) },
    }),
    async (req) => ok(await listArchives(deps, req.user.userId)),
  )
  app.post(
    '/patientArchives/save',
    s(A, 'Add an archive (consent required: health information, PIPL art. 29)', {
      body: SaveArchiveReq,
      response: { 200: Envelope(PatientArchive) },
    }),
    async (req) => ok(await saveArchive(deps, req.user.userId, req.body)),
  )
  app.post(
    '/patientArchives/edit',
    s(A, "Change one of the caller's archives (the consent is given again)", {
      body: EditArchiveReq,
      response: { 200: Envelope(PatientArchive) },
    }),
    async (req) => ok(await editArchive(deps, req.user.userId, req.body)),
  )
  app.get(
    '/patientArchives/detail',
    s(A, "One of the caller's archives (phone in full, ID number masked); another user's: 404", {
      querystring: ArchiveIdQuery,
      response: { 200: Envelope(PatientArchive) },
    }),
    async (req) => ok(await archiveDetail(deps, req.user.userId, req.query.id)),
  )
  app.get(
    '/patientArchives/getDefault',
    s(A, "The caller's default archive, null when none", { response: { 200: Envelope(Nullable(PatientArchive)) } }),
    async (req) => ok(await defaultArchive(deps, req.user.userId)),
  )
  app.delete(
    '/patientArchives/remove',
    s(A, 'Delete an archive with its health notes (the newest other becomes the default)', {
      querystring: ArchiveIdQuery,
      response: { 200: Envelope(Done) },
    }),
    async (req) => ok(await removeArchive(deps, req.user.userId, req.query.id)),
  )

  const E = 'im type 1'
  app.get(
    '/im/canEvaluate',
    s(E, 'Whether the caller may rate the consultation now (the doctor answered, not rated yet), and the rating', {
      querystring: GroupIdQuery,
      response: { 200: Envelope(EvaluateState) },
    }),
    async (req) => ok(await canEvaluate(deps, req.user.userId, req.query.groupId)),
  )
  app.post(
    '/im/launchEvaluate',
    s(E, 'End the consultation and ask for a rating (a system message, once)', {
      body: GroupIdReq,
      response: { 200: Envelope(EvaluateState) },
    }),
    async (req) => ok(await launchEvaluate(deps, { kind: 'user', id: req.user.userId }, req.body.groupId)),
  )
  app.post(
    '/im/submitEvaluate',
    s(E, 'Rate the consultation 1-5 with tags and a comment: once (again: 409)', {
      body: SubmitEvaluateReq,
      response: { 200: Envelope(EvaluateState) },
    }),
    async (req) => ok(await submitEvaluate(deps, req.user.userId, req.body)),
  )
  app.get(
    '/im/getHospitalServiceConfig',
    s(E, "The hospital's chat settings: reply hours, phones, image limits, evaluation tags, disclaimer", {
      response: { 200: Envelope(HospitalServiceConfig) },
    }),
    async (req) => ok(await hospitalServiceConfig(deps, req.ctx.hospitalId)),
  )
  app.post(
    '/im/message/batchMessageDetailForWechat',
    s(E, "Messages by id (a WeChat subscription message): only those of the caller's conversations", {
      body: BatchMessageReq,
      response: { 200: Envelope(Type.Array(ChatMessage)) },
    }),
    async (req) => ok(await batchMessages(deps, req.user.userId, req.body.msgIds)),
  )
}

/** /api/im/image/:id: an image of a conversation for a member holding its signed link */
export const chatImageRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  app.get(
    '/im/image/:id',
    {
      schema: {
        tags: ['im'],
        summary: 'The bytes of a chat image (a signed, expiring per-viewer link; members only)',
        params: ImageParams,
        querystring: ImageQuery,
      },
    },
    async (req, reply) => {
      const img = await readImage(deps, req.params.id, req.query)
      return reply
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .type(img.mime)
        .send(img.bytes)
    },
  )
}
