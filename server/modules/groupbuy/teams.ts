/**
 * Group-buy reads (issue 14): a group-buy activity with its goods and team prices, a team as the app sees it
 * (status at the clock: src/domain/groupBuy teamStatusAt), its members (names masked).
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { TeamInfo, TeamMember, TeamSaleActivity } from '../../../contract/browse'
import { badRequest, notFound } from '../../lib/errors'
import { teamStatusAt } from '../../../src/domain/groupBuy'
import { maskPhone } from '../../../src/domain/mask'
import { fmtReq } from '../../lib/time'
import { yuan } from '../../lib/money'
import { asset } from '../../lib/assets'
import { goodsByIds, goodsCards } from '../catalog'
import { statusOf } from '../promotion'
import * as M from '../../../src/domain/messages'

type TeamRow = Selectable<DB['team']>

export function toTeam(app: FastifyInstance, t: TeamRow, now: Date): TeamInfo {
  return {
    teamId: t.id,
    activityId: t.activity_id,
    goodsId: t.goods_id,
    skuId: t.sku_id,
    leaderName: t.leader_name,
    leaderAvatar: asset(app, t.leader_avatar),
    needNum: t.need_num,
    joinedNum: t.joined_num,
    lackNum: Math.max(0, t.need_num - t.joined_num),
    expireTime: fmtReq(t.expire_at),
    expireTimeMs: new Date(t.expire_at).getTime(),
    teamStatus: teamStatusAt({ status: t.status, expireAtMs: new Date(t.expire_at).getTime() }, now.getTime()) as TeamInfo['teamStatus'],
  }
}

/** a masked display name: a phone-like username shows as 138****0000, else its first character and ** */
export function memberName(username: string): string {
  return /^\d{11}$/.test(username) ? maskPhone(username) : `${[...username][0] ?? ''}**`
}

/**
 * The members of a team with a live or paid place, leader first (names masked). A seeded team without member
 * rows shows its leader and anonymous joiners from its counts.
 */
export async function teamMembers(app: FastifyInstance, t: TeamRow): Promise<TeamMember[]> {
  const rows = await app.deps.db
    .selectFrom('team_member as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select(['m.leader', 'm.status', 'u.username', 'u.avatar_url'])
    .where('m.team_id', '=', t.id)
    .where('m.status', 'in', t.status === 3 ? [1, 2] : [0, 1])
    .orderBy('m.leader', 'desc')
    .orderBy('m.id')
    .execute()
  if (rows.length)
    return rows.map((r) => ({ name: memberName(r.username), avatar: asset(app, r.avatar_url), leader: r.leader, paid: r.status !== 0 }))
  return Array.from({ length: Math.max(1, t.joined_num) }, (_, i) =>
    i === 0
      ? { name: t.leader_name, avatar: asset(app, t.leader_avatar), leader: true, paid: true }
      : { name: '拼团用户', avatar: '', leader: false, paid: true },
  )
}

/** a group-buy activity of the hospital with its goods; 404 unknown, 400 ended (unless allowEnded) */
export async function teamSaleActivity(
  app: FastifyInstance,
  hospitalId: number,
  activityId: number,
  opts: { allowEnded?: boolean } = {},
): Promise<TeamSaleActivity> {
  const db = app.deps.db
  const now = app.deps.now()
  const a = await db
    .selectFrom('activity')
    .selectAll()
    .where('id', '=', activityId)
    .where('hospital_id', '=', hospitalId)
    .where('type', '=', 2)
    .executeTakeFirst()
  if (!a) throw notFound(M.GROUP_BUY_NOT_FOUND)
  const status = statusOf(a, now)
  if (status === 3 && !opts.allowEnded) throw badRequest(M.groupBuyEnded())
  const lines = await db
    .selectFrom('activity_goods')
    .selectAll()
    .where('activity_id', '=', a.id)
    .where('status', '=', 1)
    .orderBy('id')
    .execute()
  const cards = await goodsCards(
    app,
    await goodsByIds(
      db,
      hospitalId,
      lines.map((l) => l.goods_id),
    ),
    hospitalId,
    now,
  )
  return {
    activityId: a.id,
    activityName: a.activity_name,
    status,
    periodBegin: fmtReq(a.period_begin),
    periodEnd: fmtReq(a.period_end),
    teamNum: a.team_num,
    teamHours: a.team_hours,
    activityDescribe: a.activity_describe,
    goods: lines.flatMap((l) => {
      const c = cards.find((x) => x.goodsId === l.goods_id)
      return c ? [{ ...c, skuId: l.sku_id, teamPrice: yuan(l.activity_price_cents) }] : []
    }),
  }
}
