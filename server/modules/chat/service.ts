/**
 * Chat (issue 15): conversations of the three chat contexts (SPEC §6: 1 doctor consultation, 2 studio group,
 * 3 chronic-disease care) and customer service, members only (another user: 404 with errCode 22406), messages stored
 * first and then pushed (hub.ts). The per-conversation seq comes from `UPDATE chat_conversation SET last_seq =
 * last_seq + 1 ... RETURNING` in the transaction that inserts the message: the row lock orders concurrent senders on
 * any number of server instances. Flood control (20604) is one atomic upsert on chat_flood; mutes 20106/22408; a
 * member who quit reads history but cannot send (22406); sensitive words 21501/21502 (sensitive.ts).
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { ChatGroup, ChatMember, ChatMessage, ChatMessageContent, SendMessageReq } from '../../../contract/chat'
import {
  CHAT_CODE,
  CHAT_FLOOD,
  checkChatText,
  nextReadSeq,
  unreadCount,
  type ChatMemberKind,
  type ChatType,
} from '../../../src/domain/chat'
import { CHAT_CODE_MESSAGES, CHAT_MESSAGES } from '../../../src/domain/messages/chat'
import { DOCTOR_CONSULT_CLOSED } from '../../../src/domain/messages/staffPeople'
import type { DB } from '../../lib/db'
import type { AppDeps } from '../../lib/deps'
import { asset } from '../../lib/assets'
import { ApiError, badRequest, notFound } from '../../lib/errors'
import { fmt } from '../../lib/time'
import { ChatHub, memberKey } from './hub'
import { screenText } from './sensitive'
import { imageSignerOf } from './image-link'
import { busOf, type BusEnvelope, type QueueEvent } from './bus'

type Q = Kysely<DB> | Transaction<DB>
export interface Actor {
  kind: Exclude<ChatMemberKind, 'system'>
  id: number
}

/** the FAQ bot writes as agent 0; human agents are agent 1.. */
export const BOT_ID = 0

const hubs = new WeakMap<object, ChatHub>()
/** the socket hub of this server instance (one per deps object) */
export function hubOf(deps: AppDeps): ChatHub {
  let h = hubs.get(deps)
  if (!h) hubs.set(deps, (h = new ChatHub()))
  return h
}

const chatError = (status: number, code: number, msg = CHAT_CODE_MESSAGES[code]) => new ApiError(status, msg, { errCode: code })
export const notInGroup = () => chatError(404, CHAT_CODE.NOT_IN_GROUP, CHAT_MESSAGES.notFound)

// ---------------------------------------------------------------- rows → replies

export interface MessageRow {
  id: number
  conversation_id: number
  seq: number
  sender_kind: string
  sender_id: number
  msg_type: string
  content: unknown
  client_msg_id: string | null
  created_at: Date
}

async function doctorNames(db: Q, ids: number[]): Promise<Map<number, { name: string; avatar: string; title: string }>> {
  const uniq = [...new Set(ids)]
  if (!uniq.length) return new Map()
  const rows = await db.selectFrom('doctor').select(['id', 'name', 'avatar_path', 'title_code']).where('id', 'in', uniq).execute()
  return new Map(rows.map((r) => [r.id, { name: r.name, avatar: r.avatar_path, title: r.title_code }]))
}

function senderName(kind: string, id: number, doctors: Map<number, { name: string }>): string {
  if (kind === 'doctor') return doctors.get(id)?.name ?? '医生'
  if (kind === 'agent') return id === BOT_ID ? '智能客服' : '人工客服'
  if (kind === 'system') return '系统消息'
  return '患者'
}

export async function toMessages(db: Q, rows: MessageRow[], viewer: Actor): Promise<ChatMessage[]> {
  const doctors = await doctorNames(
    db,
    rows.filter((r) => r.sender_kind === 'doctor').map((r) => r.sender_id),
  )
  const sign = imageSignerOf(db)
  return rows.map((r) => toMessage(r, viewer, doctors, sign))
}

type Signer = ((imageId: number, viewer: Actor) => string) | undefined

/** an image message's content gets the viewer's own signed link (content.image) */
function contentFor(r: MessageRow, viewer: Actor, sign: Signer): ChatMessageContent {
  const c = r.content as ChatMessageContent
  if (r.msg_type !== 'image' || !c.imageId) return c
  return { ...c, image: sign ? sign(c.imageId, viewer) : '' }
}

function toMessage(r: MessageRow, viewer: Actor, doctors: Map<number, { name: string }>, sign: Signer): ChatMessage {
  return {
    id: r.id,
    groupId: r.conversation_id,
    seq: r.seq,
    senderKind: r.sender_kind as ChatMemberKind,
    senderId: r.sender_id,
    senderName: senderName(r.sender_kind, r.sender_id, doctors),
    mine: r.sender_kind === viewer.kind && r.sender_id === viewer.id,
    msgType: r.msg_type as ChatMessage['msgType'],
    content: contentFor(r, viewer, sign),
    clientMsgId: r.client_msg_id,
    sendTime: fmt(r.created_at)!,
  }
}

// ---------------------------------------------------------------- membership

export interface ConversationRow {
  id: number
  hospital_id: number
  kind: string
  type: number
  name: string
  owner_user_id: number
  doctor_id: number | null
  studio_id: number | null
  last_seq: number
  greeted: boolean
  service_state: string | null
  rating: number | null
}

const convColumns = [
  'c.id',
  'c.hospital_id',
  'c.kind',
  'c.type',
  'c.name',
  'c.owner_user_id',
  'c.doctor_id',
  'c.studio_id',
  'c.last_seq',
  'c.greeted',
  'c.service_state',
  'c.rating',
] as const

/** the conversation and the actor's membership; not a member (or another type's base): 404 errCode 22406 */
export async function requireMember(
  db: Q,
  actor: Actor,
  groupId: number,
  opts: { type?: ChatType; kind?: 'consult' | 'service' } = {},
): Promise<{ conv: ConversationRow; member: { read_seq: number; quit_at: Date | null; muted_until: Date | null } }> {
  const row = await db
    .selectFrom('chat_conversation as c')
    .innerJoin('chat_member as m', 'm.conversation_id', 'c.id')
    .select([...convColumns, 'm.read_seq', 'm.quit_at', 'm.muted_until'])
    .where('c.id', '=', groupId)
    .where('m.member_kind', '=', actor.kind)
    .where('m.member_id', '=', actor.id)
    .executeTakeFirst()
  if (!row) throw notInGroup()
  if (opts.type !== undefined && row.type !== opts.type) throw notInGroup()
  if (opts.kind !== undefined && row.kind !== opts.kind) throw notInGroup()
  const { read_seq, quit_at, muted_until, ...conv } = row
  return { conv, member: { read_seq, quit_at, muted_until } }
}

async function activeMemberKeys(db: Q, groupId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_member')
    .select(['member_kind', 'member_id'])
    .where('conversation_id', '=', groupId)
    .where('quit_at', 'is', null)
    .execute()
  return rows.map((r) => memberKey(r.member_kind, r.member_id))
}

// ---------------------------------------------------------------- flood control (DB-backed, fixed window)

/** counts one message of the sender; over CHAT_FLOOD.max in the window: 429 errCode 20604 */
export async function takeFloodToken(db: Q, actor: Actor, now: Date): Promise<void> {
  const key = memberKey(actor.kind, actor.id)
  const cutoff = new Date(now.getTime() - CHAT_FLOOD.windowMs)
  const row = await sql<{ count: number }>`
    insert into chat_flood (sender_key, window_start, count) values (${key}, ${now}, 1)
    on conflict (sender_key) do update set
      window_start = case when chat_flood.window_start <= ${cutoff} or chat_flood.window_start > ${now} then ${now} else chat_flood.window_start end,
      count = case when chat_flood.window_start <= ${cutoff} or chat_flood.window_start > ${now} then 1 else chat_flood.count + 1 end
    returning count`.execute(db)
  const count = Number(row.rows[0]?.count ?? 1)
  if (count > CHAT_FLOOD.max) throw chatError(429, CHAT_CODE.TOO_FAST)
}

// ---------------------------------------------------------------- sending

/** the content of a message from the request (text screened; cards read from the database, never trusted) */
async function buildContent(
  deps: AppDeps,
  actor: Actor,
  req: Pick<SendMessageReq, 'msgType' | 'text' | 'goodsId' | 'orderNo'>,
): Promise<{ content: ChatMessageContent; code: number }> {
  if (req.msgType === 'text') {
    const t = checkChatText(req.text)
    if (!t.ok) throw badRequest(t.reason === 'empty' ? CHAT_MESSAGES.empty : CHAT_MESSAGES.tooLong, { errCode: CHAT_CODE.PARAM })
    const s = screenText(t.text)
    if (s.code === CHAT_CODE.SENSITIVE_REFUSED) throw chatError(400, CHAT_CODE.SENSITIVE_REFUSED)
    if (s.code === CHAT_CODE.SENSITIVE_REPLACED) return { content: { text: s.text, replaced: true }, code: s.code }
    return { content: { text: s.text }, code: 0 }
  }
  if (req.msgType === 'goods') {
    if (!req.goodsId) throw badRequest('缺少参数 goodsId', { errCode: CHAT_CODE.PARAM })
    const g = await deps.db
      .selectFrom('goods as g')
      .leftJoin('goods_sku as s', 's.goods_id', 'g.id')
      .select(['g.id', 'g.goods_name', 'g.goods_path', sql<number | null>`min(s.price_cents)`.as('price_cents')])
      .where('g.id', '=', req.goodsId)
      .groupBy(['g.id', 'g.goods_name', 'g.goods_path'])
      .executeTakeFirst()
    if (!g) throw notFound('商品不存在')
    return {
      content: {
        goodsId: g.id,
        goodsName: g.goods_name,
        image: asset(deps.assetHost, g.goods_path),
        price: (Number(g.price_cents) || 0) / 100,
      },
      code: 0,
    }
  }
  if (!req.orderNo) throw badRequest('缺少参数 orderNo', { errCode: CHAT_CODE.PARAM })
  if (actor.kind !== 'user') throw badRequest(CHAT_MESSAGES.badCard)
  const o = await deps.db
    .selectFrom('shop_order')
    .select(['order_no', 'actual_cents', 'id'])
    .where('order_no', '=', req.orderNo)
    .where('user_id', '=', actor.id)
    .where('deleted', '=', false)
    .executeTakeFirst()
  if (!o) throw notFound('订单不存在')
  const first = await deps.db.selectFrom('order_goods').select(['goods_name']).where('order_id', '=', o.id).executeTakeFirst()
  return { content: { orderNo: o.order_no, amount: o.actual_cents / 100, goodsName: first?.goods_name ?? '' }, code: 0 }
}

/** stores one message (seq from the conversation row) and returns it; a repeated clientMsgId returns the stored one */
/** work done inside a new message's own transaction (after its row is in): a throw rolls the message back */
export type InTx = (trx: Transaction<DB>, row: MessageRow) => Promise<void>

export async function insertMessage(
  db: Kysely<DB>,
  groupId: number,
  sender: { kind: ChatMemberKind; id: number },
  msgType: string,
  content: ChatMessageContent,
  clientMsgId: string | null,
  now: Date,
  inTx?: InTx,
): Promise<{ row: MessageRow; created: boolean }> {
  const existing = async () =>
    clientMsgId
      ? await db
          .selectFrom('chat_message')
          .selectAll()
          .where('conversation_id', '=', groupId)
          .where('sender_kind', '=', sender.kind)
          .where('sender_id', '=', sender.id)
          .where('client_msg_id', '=', clientMsgId)
          .executeTakeFirst()
      : undefined
  const before = await existing()
  if (before) return { row: before as MessageRow, created: false }
  try {
    const row = await db.transaction().execute(async (trx) => {
      const c = await trx
        .updateTable('chat_conversation')
        .set({ last_seq: sql`last_seq + 1`, last_message_at: now })
        .where('id', '=', groupId)
        .returning('last_seq')
        .executeTakeFirstOrThrow()
      const m = await trx
        .insertInto('chat_message')
        .values({
          conversation_id: groupId,
          seq: c.last_seq,
          sender_kind: sender.kind,
          sender_id: sender.id,
          msg_type: msgType,
          content: JSON.stringify(content),
          client_msg_id: clientMsgId,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      // the sender has read what it wrote
      await trx
        .updateTable('chat_member')
        .set({ read_seq: sql`greatest(read_seq, ${c.last_seq})` })
        .where('conversation_id', '=', groupId)
        .where('member_kind', '=', sender.kind)
        .where('member_id', '=', sender.id)
        .execute()
      // what must be stored with the message or not at all (the workbench's audit row): a throw rolls it back
      if (inTx) await inTx(trx, m as MessageRow)
      return m
    })
    return { row: row as MessageRow, created: true }
  } catch (e) {
    const again = await existing() // a concurrent retry with the same clientMsgId won the unique constraint
    if (again) return { row: again as MessageRow, created: false }
    throw e
  }
}

/** pushes a stored message to every active member's sockets (each sees `mine` from its own side): this instance's
 * at once, the other instances' through the bus (bus.ts) */
export async function publish(deps: AppDeps, row: MessageRow): Promise<void> {
  const keys = await activeMemberKeys(deps.db, row.conversation_id)
  pushLocal(deps, row, keys, await doctorNames(deps.db, row.sender_kind === 'doctor' ? [row.sender_id] : []))
  const bus = busOf(deps)
  if (bus) await bus.announce({ r: { ...row, created_at: row.created_at.toISOString() }, k: keys }).catch(() => {})
}

/**
 * the workbench's queue changed (a hand-off waiting, a claim, an assignment, a transfer, a resolve): a `queue` frame
 * to the agent sockets of the hospital, on this instance and through the bus on the others (the console refetches
 * its lists at once instead of at its slow poll). Best effort, after the change committed; no patient data in it.
 */
export async function announceQueue(deps: AppDeps, hospitalId: number, groupId: number, event: QueueEvent): Promise<void> {
  hubOf(deps).pushDesk(hospitalId, { type: 'queue', groupId, event })
  const bus = busOf(deps)
  if (bus) await bus.announce({ k: [], q: { h: hospitalId, g: groupId, e: event } }).catch(() => {})
}

/** another instance stored a message (or changed the queue): push it to the sockets of this instance */
export async function deliverFromBus(deps: AppDeps, env: BusEnvelope): Promise<void> {
  if (env.q) {
    hubOf(deps).pushDesk(env.q.h, { type: 'queue', groupId: env.q.g, event: env.q.e })
    return
  }
  const local = hubOf(deps)
  const keys = env.k.filter((k) => local.has(k))
  if (!keys.length) return
  let row: MessageRow | undefined
  if (env.r) row = { ...(env.r as unknown as MessageRow), created_at: new Date(String(env.r.created_at)) }
  else if (env.id)
    row = (await deps.db.selectFrom('chat_message').selectAll().where('id', '=', env.id).executeTakeFirst()) as MessageRow | undefined
  if (!row) return
  pushLocal(deps, row, keys, await doctorNames(deps.db, row.sender_kind === 'doctor' ? [row.sender_id] : []))
}

function pushLocal(deps: AppDeps, row: MessageRow, keys: string[], doctors: Map<number, { name: string }>): void {
  const sign = imageSignerOf(deps.db)
  hubOf(deps).push(keys, (key) => {
    const [kind, id] = key.split(':')
    return { type: 'msg', message: toMessage(row, { kind: kind as Actor['kind'], id: Number(id) }, doctors, sign) }
  })
}

export interface SendOutcome {
  message: ChatMessage
  code: number
}

/** a member sends a message: checks, flood, store, push; then the scripted doctor's greeting */
export async function sendMessage(
  deps: AppDeps,
  actor: Actor,
  req: SendMessageReq,
  opts: { type?: ChatType; kind?: 'consult' | 'service'; inTx?: InTx } = {},
): Promise<SendOutcome> {
  const now = deps.now()
  const { conv, member } = await requireMember(deps.db, actor, req.groupId, opts)
  if (member.quit_at) throw chatError(403, CHAT_CODE.NOT_IN_GROUP, CHAT_MESSAGES.quit)
  if (member.muted_until && member.muted_until > now) throw chatError(403, conv.type === 1 ? CHAT_CODE.SINGLE_MUTED : CHAT_CODE.GROUP_MUTED)
  const { content, code } = await buildContent(deps, actor, req)
  await takeFloodToken(deps.db, actor, now)
  const { row, created } = await insertMessage(deps.db, conv.id, actor, req.msgType, content, req.clientMsgId ?? null, now, opts.inTx)
  if (created) {
    await publish(deps, row)
    if (actor.kind === 'user') await afterPatientMessage(deps, conv, row)
  }
  const [message] = await toMessages(deps.db, [row], actor)
  return { message, code }
}

/** the scripted demo doctor: the first patient message of a consultation gets a greeting from the doctor, once */
async function afterPatientMessage(deps: AppDeps, conv: ConversationRow, row: MessageRow): Promise<void> {
  if (conv.kind === 'service') return serviceHooks.afterPatientMessage?.(deps, conv, row)
  if (conv.kind !== 'consult' || conv.type !== 1 || !conv.doctor_id || conv.greeted) return
  const won = await deps.db
    .updateTable('chat_conversation')
    .set({ greeted: true })
    .where('id', '=', conv.id)
    .where('greeted', '=', false)
    .returning('id')
    .executeTakeFirst()
  if (!won) return
  const d = await doctorNames(deps.db, [conv.doctor_id])
  const text = CHAT_MESSAGES.doctorGreeting(d.get(conv.doctor_id)?.name ?? '')
  const greeting = await insertMessage(deps.db, conv.id, { kind: 'doctor', id: conv.doctor_id }, 'text', { text }, null, deps.now())
  await publish(deps, greeting.row)
}

/** customer service plugs its bot in here (customer-service.ts), so this file does not import it */
export const serviceHooks: { afterPatientMessage?: (deps: AppDeps, conv: ConversationRow, row: MessageRow) => Promise<void> } = {}

// ---------------------------------------------------------------- reading

export async function messagesAfter(deps: AppDeps, actor: Actor, groupId: number, afterSeq: number, limit: number, opts = {}) {
  const { conv } = await requireMember(deps.db, actor, groupId, opts)
  const rows = await deps.db
    .selectFrom('chat_message')
    .selectAll()
    .where('conversation_id', '=', groupId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute()
  return { list: await toMessages(deps.db, rows as MessageRow[], actor), lastSeq: conv.last_seq, hasMore: afterSeq > 0 }
}

export async function messagesBefore(
  deps: AppDeps,
  actor: Actor,
  groupId: number,
  beforeSeq: number | undefined,
  pageSize: number,
  opts = {},
) {
  const { conv } = await requireMember(deps.db, actor, groupId, opts)
  let q = deps.db.selectFrom('chat_message').selectAll().where('conversation_id', '=', groupId)
  if (beforeSeq !== undefined) q = q.where('seq', '<', beforeSeq)
  const rows = (await q
    .orderBy('seq', 'desc')
    .limit(pageSize + 1)
    .execute()) as MessageRow[]
  const hasMore = rows.length > pageSize
  const page = rows.slice(0, pageSize).reverse()
  return { list: await toMessages(deps.db, page, actor), lastSeq: conv.last_seq, hasMore }
}

export async function markRead(deps: AppDeps, actor: Actor, groupId: number, seq: number, opts = {}) {
  const { conv, member } = await requireMember(deps.db, actor, groupId, opts)
  const readSeq = nextReadSeq(member.read_seq, seq, conv.last_seq)
  await deps.db
    .updateTable('chat_member')
    .set({ read_seq: sql`greatest(read_seq, ${readSeq})` })
    .where('conversation_id', '=', groupId)
    .where('member_kind', '=', actor.kind)
    .where('member_id', '=', actor.id)
    .execute()
  return { readSeq, unread: unreadCount(conv.last_seq, readSeq) }
}

async function membersOf(deps: AppDeps, groupId: number): Promise<ChatMember[]> {
  const rows = await deps.db
    .selectFrom('chat_member')
    .select(['member_kind', 'member_id', 'quit_at'])
    .where('conversation_id', '=', groupId)
    .orderBy('joined_at')
    .execute()
  const doctors = await doctorNames(
    deps.db,
    rows.filter((r) => r.member_kind === 'doctor').map((r) => r.member_id),
  )
  return rows.map((r) => {
    const d = r.member_kind === 'doctor' ? doctors.get(r.member_id) : undefined
    return {
      memberKind: r.member_kind as ChatMemberKind,
      memberId: r.member_id,
      name: d?.name ?? senderName(r.member_kind, r.member_id, doctors),
      avatar: d ? asset(deps.assetHost, d.avatar) : '',
      title: d?.title ?? '',
      quit: !!r.quit_at,
    }
  })
}

export async function groupInfo(deps: AppDeps, actor: Actor, groupId: number, opts = {}): Promise<ChatGroup> {
  const { conv, member } = await requireMember(deps.db, actor, groupId, opts)
  const last = await deps.db
    .selectFrom('chat_message')
    .selectAll()
    .where('conversation_id', '=', groupId)
    .orderBy('seq', 'desc')
    .limit(1)
    .execute()
  return {
    groupId: conv.id,
    type: conv.type as ChatType,
    kind: conv.kind as 'consult' | 'service',
    name: conv.name,
    doctorId: conv.doctor_id,
    studioId: conv.studio_id,
    lastSeq: conv.last_seq,
    readSeq: member.read_seq,
    unread: unreadCount(conv.last_seq, member.read_seq),
    quit: !!member.quit_at,
    lastMessage: last.length ? (await toMessages(deps.db, last as MessageRow[], actor))[0] : null,
    members: await membersOf(deps, groupId),
  }
}

/** the actor's conversations of a type (newest activity first) */
export async function listGroups(
  deps: AppDeps,
  actor: Actor,
  type: ChatType,
  kind: 'consult' | 'service' = 'consult',
): Promise<ChatGroup[]> {
  const rows = await deps.db
    .selectFrom('chat_conversation as c')
    .innerJoin('chat_member as m', 'm.conversation_id', 'c.id')
    .select('c.id')
    .where('m.member_kind', '=', actor.kind)
    .where('m.member_id', '=', actor.id)
    .where('c.type', '=', type)
    .where('c.kind', '=', kind)
    .orderBy(sql`coalesce(c.last_message_at, c.created_at)`, 'desc')
    .limit(200)
    .execute()
  const out: ChatGroup[] = []
  for (const r of rows) out.push(await groupInfo(deps, actor, r.id))
  return out
}

// ---------------------------------------------------------------- creating, renaming, quitting

export async function getOrCreate(
  deps: AppDeps,
  values: {
    key: string
    hospitalId: number
    kind: 'consult' | 'service'
    type: ChatType
    name: string
    userId: number
    doctorId: number | null
    studioId: number | null
  },
  staff: Array<{ kind: 'doctor' | 'agent'; id: number }>,
): Promise<number> {
  const now = deps.now()
  await deps.db.transaction().execute(async (trx) => {
    const c = await trx
      .insertInto('chat_conversation')
      .values({
        hospital_id: values.hospitalId,
        conv_key: values.key,
        kind: values.kind,
        type: values.type,
        name: values.name,
        owner_user_id: values.userId,
        doctor_id: values.doctorId,
        studio_id: values.studioId,
        service_state: values.kind === 'service' ? 'bot' : null,
        rating: null,
        created_at: now,
        last_message_at: null,
      })
      .onConflict((oc) => oc.column('conv_key').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!c) return
    const members = [{ kind: 'user', id: values.userId }, ...staff]
    await trx
      .insertInto('chat_member')
      .values(
        members.map((m) => ({
          conversation_id: c.id,
          member_kind: m.kind,
          member_id: m.id,
          joined_at: now,
          read_seq: 0,
          quit_at: null,
          muted_until: null,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute()
  })
  const row = await deps.db.selectFrom('chat_conversation').select('id').where('conv_key', '=', values.key).executeTakeFirstOrThrow()
  return row.id
}

export async function createGroup(
  deps: AppDeps,
  userId: number,
  hospitalId: number,
  type: ChatType,
  req: { doctorId?: number; studioId?: number },
): Promise<ChatGroup> {
  const actor: Actor = { kind: 'user', id: userId }
  if (type === 1) {
    if (!req.doctorId) throw badRequest('缺少参数 doctorId')
    const d = await deps.db
      .selectFrom('doctor')
      .select(['id', 'name', 'hospital_id', 'listed', 'consult_open'])
      .where('id', '=', req.doctorId)
      .executeTakeFirst()
    if (!d) throw notFound(CHAT_MESSAGES.doctorNotFound)
    // a hidden doctor, or one whose online consultation is off, takes no new consultation; one already open goes on
    if (!d.listed || !d.consult_open) {
      const open = await deps.db
        .selectFrom('chat_conversation')
        .select('id')
        .where('conv_key', '=', `c1:u${userId}:d${d.id}`)
        .executeTakeFirst()
      if (!open) throw badRequest(DOCTOR_CONSULT_CLOSED)
    }
    const id = await getOrCreate(
      deps,
      {
        key: `c1:u${userId}:d${d.id}`,
        hospitalId: d.hospital_id,
        kind: 'consult',
        type,
        name: d.name,
        userId,
        doctorId: d.id,
        studioId: null,
      },
      [{ kind: 'doctor', id: d.id }],
    )
    return groupInfo(deps, actor, id)
  }
  if (!req.studioId) throw badRequest('缺少参数 studioId')
  const s = await deps.db
    .selectFrom('studio')
    .select(['id', 'name', 'hospital_id', 'chronic'])
    .where('id', '=', req.studioId)
    .executeTakeFirst()
  if (!s || (type === 3 && !s.chronic)) throw notFound(CHAT_MESSAGES.studioNotFound)
  const docs = await deps.db.selectFrom('studio_member').select('doctor_id').where('studio_id', '=', s.id).orderBy('sort').execute()
  const id = await getOrCreate(
    deps,
    {
      key: `c${type}:u${userId}:s${s.id}`,
      hospitalId: s.hospital_id ?? hospitalId,
      kind: 'consult',
      type,
      name: s.name,
      userId,
      doctorId: docs[0]?.doctor_id ?? null,
      studioId: s.id,
    },
    docs.map((d) => ({ kind: 'doctor' as const, id: d.doctor_id })),
  )
  return groupInfo(deps, actor, id)
}

export async function renameGroup(deps: AppDeps, userId: number, type: ChatType, groupId: number, name: string): Promise<boolean> {
  const actor: Actor = { kind: 'user', id: userId }
  const { member } = await requireMember(deps.db, actor, groupId, { type, kind: 'consult' })
  if (type === 1) throw badRequest(CHAT_MESSAGES.cannotRename)
  if (member.quit_at) throw chatError(403, CHAT_CODE.NOT_IN_GROUP, CHAT_MESSAGES.quit)
  const n = name.trim()
  if (!n) throw badRequest(CHAT_MESSAGES.groupNameEmpty)
  if ([...n].length > 20) throw badRequest(CHAT_MESSAGES.groupNameTooLong)
  await deps.db.updateTable('chat_conversation').set({ name: n }).where('id', '=', groupId).execute()
  return true
}

/** the caller leaves the group (type 2 with sysUserIds, type 3 with doctorIds: the ids name the group's staff; checked) */
export async function quitGroup(
  deps: AppDeps,
  userId: number,
  type: ChatType,
  groupId: number,
  staffIds: string | undefined,
): Promise<boolean> {
  const actor: Actor = { kind: 'user', id: userId }
  await requireMember(deps.db, actor, groupId, { type, kind: 'consult' })
  if (type === 1) throw badRequest(CHAT_MESSAGES.cannotQuitSingle)
  if (staffIds !== undefined && staffIds.trim() !== '') {
    const ids = staffIds.split(',').map((s) => s.trim())
    if (ids.some((s) => !/^\d{1,9}$/.test(s))) throw badRequest(type === 2 ? '参数 sysUserIds 格式不正确' : '参数 doctorIds 格式不正确')
  }
  await deps.db
    .updateTable('chat_member')
    .set({ quit_at: deps.now() })
    .where('conversation_id', '=', groupId)
    .where('member_kind', '=', 'user')
    .where('member_id', '=', userId)
    .where('quit_at', 'is', null)
    .execute()
  return true
}

/**
 * the caller joins the patient group of a studio (type 2; type 3 for a chronic studio's chronic chat): created on
 * the first join, rejoined after quitting; joining again changes nothing (idempotent)
 */
export async function joinStudioGroup(
  deps: AppDeps,
  userId: number,
  hospitalId: number,
  type: 2 | 3,
  studioId: number,
): Promise<ChatGroup> {
  const group = await createGroup(deps, userId, hospitalId, type, { studioId })
  if (!group.quit) return group
  await deps.db
    .updateTable('chat_member')
    .set({ quit_at: null })
    .where('conversation_id', '=', group.groupId)
    .where('member_kind', '=', 'user')
    .where('member_id', '=', userId)
    .execute()
  return groupInfo(deps, { kind: 'user', id: userId }, group.groupId)
}
