/**
 * Chat extras (issue 15, second round): images in a conversation, evaluating a finished consultation once, the
 * hospital's chat configuration, a doctor's knowledge (article) card, and the WeChat batch message detail.
 *
 * Images go through the upload rules of server/lib/upload-file.ts (the kind from the bytes, JPEG/PNG only, at most
 * CHAT_IMAGE_MAX_BYTES, metadata stripped) and are stored with the conversation (chat_image, deleted with it). A
 * message carries the image's id; each viewer gets its own URL, signed with the server secret for that viewer and a
 * day-rounded expiry, and GET /api/im/image/:id serves the bytes only while the viewer is a member of the image's
 * conversation (a forged, altered or expired link, or a non-member: 404).
 */
import { sql } from 'kysely'
import type {
  ChatMessage,
  EvaluateState,
  HospitalServiceConfig,
  SendKnowledgeReq,
  SubmitEvaluateReq,
  UploadImageReq,
} from '../../../contract/chat'
import { CHAT_CODE, CHAT_IMAGE_MAX_BYTES, EVALUATE_TAGS, checkEvaluation, evaluationState, type ChatType } from '../../../src/domain/chat'
import { CHAT_MESSAGES, SERVICE_MESSAGES } from '../../../src/domain/messages/chat'
import { safeEqualHex } from '../../lib/crypto'
import type { AppDeps } from '../../lib/deps'
import { ApiError, badRequest, conflict, notFound } from '../../lib/errors'
import { fmtReq } from '../../lib/time'
import { checkUpload, UPLOAD_MIME } from '../../lib/upload-file'
import { asset } from '../../lib/assets'
import { signature } from './image-link'
import {
  insertMessage,
  publish,
  requireMember,
  takeFloodToken,
  toMessages,
  type Actor,
  type InTx,
  type MessageRow,
  type SendOutcome,
} from './service'

// ---------------------------------------------------------------- image links

/** the bytes of an image for a signed viewer who is (or was) a member of its conversation; else 404 */
export async function readImage(
  deps: AppDeps,
  imageId: number,
  q: { k: string; e: number; s: string },
): Promise<{ mime: string; bytes: Buffer }> {
  const gone = () => notFound('图片不存在')
  if (!/^[0-9a-f]{64}$/.test(q.s) || !safeEqualHex(q.s, signature(deps.secret, imageId, q.k, q.e))) throw gone()
  if (q.e * 1000 <= deps.now().getTime()) throw notFound(CHAT_MESSAGES.imageLinkExpired)
  const m = /^(user|doctor|agent):(\d{1,10})$/.exec(q.k)
  if (!m) throw gone()
  const row = await deps.db
    .selectFrom('chat_image as i')
    .innerJoin('chat_member as cm', 'cm.conversation_id', 'i.conversation_id')
    .select(['i.mime', 'i.bytes'])
    .where('i.id', '=', imageId)
    .where('cm.member_kind', '=', m[1])
    .where('cm.member_id', '=', Number(m[2]))
    .executeTakeFirst()
  if (!row) throw gone()
  return { mime: row.mime, bytes: Buffer.from(row.bytes) }
}

const chatError = (status: number, code: number, msg: string) => new ApiError(status, msg, { errCode: code })

/** the base64 of a request (a data: URL prefix allowed) as bytes; anything else is a 400 */
function decodeBase64(data: string): Buffer {
  const b64 = data.replace(/^data:[\w/+.-]*;base64,/, '').replace(/\s+/g, '')
  if (!b64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(b64) || b64.length % 4 === 1)
    throw badRequest(CHAT_MESSAGES.imageType, { errCode: CHAT_CODE.PARAM })
  return Buffer.from(b64, 'base64')
}

/** a member sends an image: checked (type from the bytes, size, metadata stripped), stored, sent as an image message */
export async function sendImage(deps: AppDeps, actor: Actor, req: UploadImageReq, opts: { type?: ChatType } = {}): Promise<SendOutcome> {
  const now = deps.now()
  const { conv, member } = await requireMember(deps.db, actor, req.groupId, { ...opts, kind: 'consult' })
  if (member.quit_at) throw chatError(403, CHAT_CODE.NOT_IN_GROUP, CHAT_MESSAGES.quit)
  const buf = decodeBase64(req.data)
  const c = checkUpload(buf, CHAT_IMAGE_MAX_BYTES)
  if (!c.ok) {
    const msg = {
      empty: CHAT_MESSAGES.imageEmpty,
      tooLarge: CHAT_MESSAGES.imageTooLarge,
      type: CHAT_MESSAGES.imageType,
      corrupt: CHAT_MESSAGES.imageCorrupt,
    }[c.reason]
    throw badRequest(msg, { errCode: CHAT_CODE.PARAM })
  }
  if (c.kind === 'pdf') throw badRequest(CHAT_MESSAGES.imageType, { errCode: CHAT_CODE.PARAM })
  await takeFloodToken(deps.db, actor, now)
  const img = await deps.db
    .insertInto('chat_image')
    .values({
      conversation_id: conv.id,
      uploader_kind: actor.kind,
      uploader_id: actor.id,
      mime: UPLOAD_MIME[c.kind],
      bytes: c.bytes,
      size: c.bytes.length,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const { row, created } = await insertMessage(deps.db, conv.id, actor, 'image', { imageId: img.id }, req.clientMsgId ?? null, now)
  if (created) await publish(deps, row)
  else await deps.db.deleteFrom('chat_image').where('id', '=', img.id).execute() // a retry: the first upload stands
  const [message] = await toMessages(deps.db, [row], actor)
  return { message, code: 0 }
}

// ---------------------------------------------------------------- evaluations (type 1 consultations)

async function evalState(deps: AppDeps, conv: { id: number; type: number; evaluate_launched_at?: Date | null }): Promise<EvaluateState> {
  const [answered, ev, launched] = await Promise.all([
    deps.db
      .selectFrom('chat_message')
      .select('id')
      .where('conversation_id', '=', conv.id)
      .where('sender_kind', '=', 'doctor')
      .limit(1)
      .executeTakeFirst(),
    deps.db.selectFrom('chat_evaluation').selectAll().where('conversation_id', '=', conv.id).executeTakeFirst(),
    deps.db.selectFrom('chat_conversation').select('evaluate_launched_at').where('id', '=', conv.id).executeTakeFirstOrThrow(),
  ])
  const s = evaluationState({ type: conv.type, doctorAnswered: !!answered, evaluated: !!ev })
  return {
    canEvaluate: s.canEvaluate,
    reason: s.reason,
    launched: !!launched.evaluate_launched_at,
    evaluation: ev
      ? { score: ev.score, tags: ev.tags as unknown as string[], content: ev.content, createTime: fmtReq(ev.created_at) }
      : null,
    tags: [...EVALUATE_TAGS],
  }
}

export async function canEvaluate(deps: AppDeps, userId: number, groupId: number): Promise<EvaluateState> {
  const { conv } = await requireMember(deps.db, { kind: 'user', id: userId }, groupId, { type: 1, kind: 'consult' })
  return evalState(deps, conv)
}

/**
 * Ends the consultation and asks for a rating (the patient's 结束问诊, or the doctor from the staff console): the
 * invitation is a system message, sent once.
 */
export async function launchEvaluate(deps: AppDeps, actor: Actor, groupId: number): Promise<EvaluateState> {
  const { conv } = await requireMember(deps.db, actor, groupId, { kind: 'consult' })
  if (conv.type !== 1) throw badRequest(CHAT_MESSAGES.evaluateNotConsult)
  const won = await deps.db
    .updateTable('chat_conversation')
    .set({ evaluate_launched_at: deps.now() })
    .where('id', '=', conv.id)
    .where('evaluate_launched_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  if (won) {
    const m = await insertMessage(
      deps.db,
      conv.id,
      { kind: 'system', id: 0 },
      'system',
      { text: CHAT_MESSAGES.evaluateInvite },
      null,
      deps.now(),
    )
    await publish(deps, m.row)
  }
  return evalState(deps, conv)
}

/** the patient rates the consultation: once (a second time, also concurrently: 409) */
export async function submitEvaluate(deps: AppDeps, userId: number, req: SubmitEvaluateReq): Promise<EvaluateState> {
  const { conv } = await requireMember(deps.db, { kind: 'user', id: userId }, req.groupId, { kind: 'consult' })
  const tags = req.tags ?? []
  const bad = checkEvaluation({ score: req.score, tags, content: req.content })
  if (bad)
    throw badRequest({ score: CHAT_MESSAGES.evaluateScore, tags: CHAT_MESSAGES.evaluateTags, content: CHAT_MESSAGES.evaluateContent }[bad])
  const state = await evalState(deps, conv)
  if (!state.canEvaluate) {
    if (state.reason === 'evaluated') throw conflict(CHAT_MESSAGES.evaluated)
    throw badRequest(state.reason === 'notConsult' ? CHAT_MESSAGES.evaluateNotConsult : CHAT_MESSAGES.evaluateNoAnswer)
  }
  const row = await deps.db
    .insertInto('chat_evaluation')
    .values({
      conversation_id: conv.id,
      user_id: userId,
      doctor_id: conv.doctor_id,
      score: req.score,
      tags: JSON.stringify(tags),
      content: (req.content ?? '').trim(),
      created_at: deps.now(),
    })
    .onConflict((oc) => oc.column('conversation_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!row) throw conflict(CHAT_MESSAGES.evaluated)
  await deps.db
    .updateTable('chat_conversation')
    .set({ evaluate_launched_at: sql`coalesce(evaluate_launched_at, ${deps.now()})` })
    .where('id', '=', conv.id)
    .execute()
  const m = await insertMessage(deps.db, conv.id, { kind: 'system', id: 0 }, 'system', { text: SERVICE_MESSAGES.rated }, null, deps.now())
  await publish(deps, m.row)
  return evalState(deps, conv)
}

// ---------------------------------------------------------------- configuration, knowledge cards, batch detail

export async function hospitalServiceConfig(deps: AppDeps, hospitalId: number): Promise<HospitalServiceConfig> {
  const h = await deps.db
    .selectFrom('hospital as h')
    .leftJoin('hospital_profile as p', 'p.hospital_id', 'h.id')
    .select(['h.id', 'h.name', 'h.phone', 'p.emergency_phone'])
    .where('h.id', '=', hospitalId)
    .executeTakeFirst()
  if (!h) throw notFound('医院不存在')
  return {
    hospitalId: h.id,
    hospitalName: h.name,
    phone: h.phone,
    emergencyPhone: h.emergency_phone || '120',
    replyHours: CHAT_MESSAGES.serviceHoursText,
    imageEnabled: true,
    imageMaxBytes: CHAT_IMAGE_MAX_BYTES,
    imageTypes: ['image/jpeg', 'image/png'],
    evaluateTags: [...EVALUATE_TAGS],
    disclaimer: '在线咨询仅提供健康建议，不能替代面诊；如有胸痛、呼吸困难、意识不清等紧急情况，请立即拨打120。',
  }
}

/** a doctor of the group sends an article of the conversation's hospital as a card (the workbench's doctor, desk.ts) */
export async function sendKnowledge(deps: AppDeps, req: SendKnowledgeReq, inTx?: InTx): Promise<SendOutcome> {
  const actor: Actor = { kind: 'doctor', id: req.doctorId }
  const now = deps.now()
  const { conv, member } = await requireMember(deps.db, actor, req.groupId, { kind: 'consult' })
  if (member.quit_at) throw chatError(403, CHAT_CODE.NOT_IN_GROUP, CHAT_MESSAGES.quit)
  const a = await deps.db
    .selectFrom('content_entry')
    .select(['id', 'title', 'summary', 'cover_path'])
    .where('id', '=', req.articleId)
    .where('kind', '=', 'article')
    .where('hospital_id', 'in', [0, conv.hospital_id]) // 0: the content every hospital shows
    .executeTakeFirst()
  if (!a) throw notFound(CHAT_MESSAGES.articleNotFound)
  await takeFloodToken(deps.db, actor, now)
  const content = {
    articleId: a.id,
    title: a.title,
    summary: a.summary,
    image: asset(deps.assetHost, a.cover_path),
    link: `/mainArticle?id=${a.id}`,
  }
  const { row } = await insertMessage(deps.db, conv.id, actor, 'knowledge', content, null, now, inTx)
  await publish(deps, row)
  const [message] = await toMessages(deps.db, [row], actor)
  return { message, code: 0 }
}

/** messages by id (a WeChat subscription message opens several): only those of the caller's conversations, by seq */
export async function batchMessages(deps: AppDeps, userId: number, ids: number[]): Promise<ChatMessage[]> {
  const rows = await deps.db
    .selectFrom('chat_message as m')
    .innerJoin('chat_member as cm', 'cm.conversation_id', 'm.conversation_id')
    .selectAll('m')
    .where('m.id', 'in', [...new Set(ids)])
    .where('cm.member_kind', '=', 'user')
    .where('cm.member_id', '=', userId)
    .orderBy('m.conversation_id')
    .orderBy('m.seq')
    .execute()
  return toMessages(deps.db, rows as MessageRow[], { kind: 'user', id: userId })
}
