/**
 * Studio groups (issue 14 items 1-2): the chat side of a studio (getStudioDetail, getStudioMember, studioGoods/*),
 * the patient's signed studios (/groupDoctorHome: the studio groups they are in), the consulting doctor of a studio,
 * the chronic-disease lists (sign doctors, goods groups) and the follow-up plan. The group conversation belongs to
 * the chat module (type 2 = a studio's patient group); this file only reads it and calls its service.
 *
 * Every studio is read within the caller's hospital: another hospital's studio is a 404 like an unknown one.
 */
import type { FastifyInstance } from 'fastify'
import type { ChronicGroup, ConsultDoctor, FollowUp, SignDoctor, SignedStudio, StudioChatDetail } from '../../../contract/studio'
import type { GoodsCard } from '../../../contract/browse'
import { notFound } from '../../lib/errors'
import { offsetOf, pageResult } from '../../lib/paging'
import { doctorsView, studiosView } from '../../modules/page-builder'
import { goodsByIds, goodsCards } from '../../modules/catalog'
import { joinStudioGroup } from '../../modules/chat'
import * as M from '../../../src/domain/messages'
import { studioDetail } from './service'

/** the studio patient group is chat type 2 (SPEC §6) */
const STUDIO_CHAT = 2 as const

async function requireStudio(app: FastifyInstance, hospitalId: number, studioId: number) {
  const row = await app.deps.db
    .selectFrom('studio')
    .selectAll()
    .where('id', '=', studioId)
    .where('hospital_id', '=', hospitalId)
    .executeTakeFirst()
  if (!row) throw notFound(M.STUDIO_NOT_FOUND)
  return row
}

/** the caller's membership of the studio's patient group, or null */
async function myGroup(app: FastifyInstance, userId: number, studioId: number) {
  const row = await app.deps.db
    .selectFrom('chat_conversation as c')
    .innerJoin('chat_member as m', 'm.conversation_id', 'c.id')
    .select(['c.id', 'm.quit_at'])
    .where('c.type', '=', STUDIO_CHAT)
    .where('c.kind', '=', 'consult')
    .where('c.owner_user_id', '=', userId)
    .where('c.studio_id', '=', studioId)
    .where('m.member_kind', '=', 'user')
    .where('m.member_id', '=', userId)
    .executeTakeFirst()
  return row ? { groupId: row.id, quit: !!row.quit_at } : null
}

/** getStudioDetail: the studio page and the caller's place in its patient group */
export async function studioChatDetail(
  app: FastifyInstance,
  userId: number,
  hospitalId: number,
  studioId: number,
): Promise<StudioChatDetail> {
  const detail = await studioDetail(app, hospitalId, studioId)
  return { ...detail, group: await myGroup(app, userId, studioId) }
}

/** studioGoods/all: the studio's goods on sale */
export async function studioGoods(app: FastifyInstance, hospitalId: number, studioId: number): Promise<GoodsCard[]> {
  await requireStudio(app, hospitalId, studioId)
  const links = await app.deps.db
    .selectFrom('studio_goods')
    .select('goods_id')
    .where('studio_id', '=', studioId)
    .orderBy('sort')
    .orderBy('goods_id')
    .execute()
  const rows = await goodsByIds(
    app.deps.db,
    hospitalId,
    links.map((l) => l.goods_id),
  )
  return goodsCards(app, rows, hospitalId, app.deps.now())
}

/** studioGoods/joinGroup: joins (or rejoins) the studio's patient group; joining twice changes nothing */
export async function joinGroup(app: FastifyInstance, userId: number, hospitalId: number, studioId: number) {
  await requireStudio(app, hospitalId, studioId)
  return joinStudioGroup(app.deps, userId, hospitalId, STUDIO_CHAT, studioId)
}

/** the studio groups the caller is in (not quit), newest first; chronic: only chronic studios */
export async function signedStudios(app: FastifyInstance, userId: number, hospitalId: number, chronic?: boolean): Promise<SignedStudio[]> {
  let q = app.deps.db
    .selectFrom('chat_conversation as c')
    .innerJoin('chat_member as m', 'm.conversation_id', 'c.id')
    .innerJoin('studio as s', 's.id', 'c.studio_id')
    .select(['c.id', 'c.name', 'c.studio_id', 'c.last_seq', 'm.read_seq'])
    .where('c.type', '=', STUDIO_CHAT)
    .where('c.kind', '=', 'consult')
    .where('c.owner_user_id', '=', userId)
    .where('s.hospital_id', '=', hospitalId)
    .where('m.member_kind', '=', 'user')
    .where('m.member_id', '=', userId)
    .where('m.quit_at', 'is', null)
  if (chronic) q = q.where('s.chronic', '=', true)
  const rows = await q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').execute()
  const out: SignedStudio[] = []
  for (const r of rows)
    out.push({
      groupId: r.id,
      groupName: r.name,
      unread: Math.max(0, r.last_seq - r.read_seq),
      detail: await studioDetail(app, hospitalId, r.studio_id!),
    })
  return out
}

/**
 * consultDoctor/getByStudioIdAndArchivesId: the doctor who answers the caller in a studio: the doctor of their
 * group with it, else the studio's lead. archivesId names a family member's archive (issue 15's patient
 * archives); a studio has one consulting doctor per patient account, so it does not change the answer.
 */
export async function consultDoctor(app: FastifyInstance, userId: number, hospitalId: number, studioId: number): Promise<ConsultDoctor> {
  await requireStudio(app, hospitalId, studioId)
  const db = app.deps.db
  const group = await myGroup(app, userId, studioId)
  const conv = group
    ? await db.selectFrom('chat_conversation').select('doctor_id').where('id', '=', group.groupId).executeTakeFirst()
    : undefined
  const team = await db
    .selectFrom('studio_member as m')
    .innerJoin('doctor as d', 'd.id', 'm.doctor_id')
    .selectAll('d')
    .select('m.role')
    .where('m.studio_id', '=', studioId)
    .where('d.hospital_id', '=', hospitalId)
    .orderBy('m.sort')
    .orderBy('d.id')
    .execute()
  const chosen = team.find((t) => t.id === conv?.doctor_id) ?? team[0]
  if (!chosen) throw notFound(M.DOCTOR_NOT_FOUND)
  const { role, ...doctor } = chosen
  const [view] = await doctorsView(app, [doctor])
  return { studioId, doctor: view, role, groupId: group && !group.quit ? group.groupId : null }
}

/** chronicDisease/getSignDoctorList: the teams of the chronic studios (of a department) a patient can sign with */
export async function signDoctors(app: FastifyInstance, hospitalId: number, departmentId?: number): Promise<SignDoctor[]> {
  const db = app.deps.db
  let sq = db.selectFrom('studio').selectAll().where('hospital_id', '=', hospitalId).where('chronic', '=', true)
  if (departmentId !== undefined) sq = sq.where('department_id', '=', departmentId)
  const studios = await sq.orderBy('sort').orderBy('id').execute()
  if (!studios.length) return []
  const views = new Map((await studiosView(app, studios)).map((s) => [s.id, s]))
  const rows = await db
    .selectFrom('studio_member as m')
    .innerJoin('doctor as d', 'd.id', 'm.doctor_id')
    .selectAll('d')
    .select(['m.role', 'm.studio_id', 'm.sort as member_sort'])
    .where(
      'm.studio_id',
      'in',
      studios.map((s) => s.id),
    )
    .where('d.hospital_id', '=', hospitalId)
    .execute()
  const order = new Map(studios.map((s, i) => [s.id, i]))
  rows.sort((a, b) => order.get(a.studio_id)! - order.get(b.studio_id)! || a.member_sort - b.member_sort || a.id - b.id)
  const doctors = await doctorsView(
    app,
    rows.map(({ role: _r, studio_id: _s, member_sort: _m, ...d }) => d),
  )
  return doctors.map((doctor, i) => ({ doctor, role: rows[i].role, studio: views.get(rows[i].studio_id)! }))
}

/** chronicDisease/getGroups: the chronic goods groups, one per chronic studio (its name and great) */
export async function chronicGroups(app: FastifyInstance, hospitalId: number): Promise<ChronicGroup[]> {
  const rows = await app.deps.db
    .selectFrom('studio as s')
    .leftJoin('studio_goods as g', 'g.studio_id', 's.id')
    .select(['s.id', 's.name', 's.great', (eb) => eb.fn.count<number>('g.goods_id').as('n')])
    .where('s.hospital_id', '=', hospitalId)
    .where('s.chronic', '=', true)
    .groupBy(['s.id', 's.name', 's.great', 's.sort'])
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute()
  return rows.map((r) => ({ id: r.id, name: r.name, great: r.great, goodsNum: Number(r.n) }))
}

/** chronicDisease/getGroupGoodsList: one page of a chronic group's goods (on sale) */
export async function chronicGroupGoods(app: FastifyInstance, hospitalId: number, groupId: number, pageNum: number, pageSize: number) {
  const studio = await requireStudio(app, hospitalId, groupId)
  if (!studio.chronic) throw notFound(M.STUDIO_NOT_FOUND)
  const all = await studioGoods(app, hospitalId, groupId)
  const start = offsetOf(pageNum, pageSize)
  return pageResult(all.slice(start, start + pageSize), all.length, pageNum, pageSize)
}

/** the caller's follow-up plan in this hospital's studios, by date */
export async function followUpPlan(app: FastifyInstance, userId: number, hospitalId: number): Promise<FollowUp[]> {
  const rows = await app.deps.db
    .selectFrom('follow_up_plan as p')
    .innerJoin('studio as s', 's.id', 'p.studio_id')
    .select(['p.id', 'p.studio_id', 's.name', 'p.title', 'p.plan_date', 'p.status'])
    .where('p.user_id', '=', userId)
    .where('s.hospital_id', '=', hospitalId)
    .orderBy('p.plan_date')
    .orderBy('p.id')
    .execute()
  return rows.map((r) => ({ id: r.id, studioId: r.studio_id, studioName: r.name, title: r.title, planDate: r.plan_date, status: r.status }))
}
