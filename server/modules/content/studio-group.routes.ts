/**
 * /studio-patient studio groups and chronic-disease lists (SPEC §7 "Chat" studio names, "Studio department",
 * "Studio"); thin: ./studio-group.ts does the work. The group conversation itself is the chat module's
 * (type 2 on /studio-patient/im/studio).
 */
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { Envelope } from '../../../contract/lib'
import { ChatGroup, Done, QuitQuery, RenameQuery } from '../../../contract/chat'
import { StudioMemberList } from '../../../contract/content'
import * as S from '../../../contract/studio'
import { quitGroup, renameGroup } from '../../modules/chat'
import { studioMembers } from './service'
import {
  chronicGroupGoods,
  chronicGroups,
  consultDoctor,
  followUpPlan,
  joinGroup,
  signDoctors,
  signedStudios,
  studioChatDetail,
  studioGoods,
} from './studio-group'

const tags = ['studio-patient']
const security = [{ token: [] }]

/** the studio lists anyone may read */
export const studioGroupRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/studioGoods/all',
    {
      schema: {
        tags,
        summary: "The studio's goods on sale (unknown studio or another hospital's: 404)",
        querystring: S.StudioGoodsQuery,
        response: { 200: Envelope(S.StudioGoodsList) },
      },
    },
    async (req) => ok(await studioGoods(app, req.ctx.hospitalId, req.query.studioId)),
  )
  app.get(
    '/chronicDisease/getSignDoctorList',
    {
      schema: {
        tags,
        summary: 'The teams of the chronic-disease studios (of a department) a patient can sign with',
        querystring: S.SignDoctorQuery,
        response: { 200: Envelope(S.SignDoctorList) },
      },
    },
    async (req) => ok(await signDoctors(app, req.ctx.hospitalId, req.query.departmentId)),
  )
  app.get(
    '/chronicDisease/getGroups',
    {
      schema: {
        tags,
        summary: 'The chronic-disease goods groups: one per chronic studio, with its goods count',
        response: { 200: Envelope(S.ChronicGroupList) },
      },
    },
    async (req) => ok(await chronicGroups(app, req.ctx.hospitalId)),
  )
  app.get(
    '/chronicDisease/getGroupGoodsList',
    {
      schema: {
        tags,
        summary: "One page of a chronic group's goods (groupId: a chronic studio of getGroups)",
        querystring: S.GroupGoodsQuery,
        response: { 200: Envelope(S.GroupGoodsPage) },
      },
    },
    async (req) => ok(await chronicGroupGoods(app, req.ctx.hospitalId, req.query.groupId, req.query.pageNum, req.query.pageSize)),
  )
}

/** the caller's studio groups (authenticated scope: req.user) */
export const userStudioGroupRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  const s = <T extends object>(summary: string, extra: T) => ({ schema: { tags, security, summary, ...extra } })
  app.post(
    '/im/studio/getStudioDetail',
    s("The studio (team, goods) and the caller's place in its patient group (null: never joined)", {
      body: S.StudioIdBody,
      response: { 200: Envelope(S.StudioChatDetail) },
    }),
    async (req) => ok(await studioChatDetail(app, req.user.userId, req.ctx.hospitalId, req.body.studioId)),
  )
  app.post(
    '/im/studio/getStudioMember',
    s('The team of a studio (doctors with their roles, in team order)', {
      body: S.StudioIdBody,
      response: { 200: Envelope(StudioMemberList) },
    }),
    async (req) => ok(await studioMembers(app, req.ctx.hospitalId, req.body.studioId)),
  )
  app.get(
    '/studioGoods/joinGroup',
    s("Join the studio's patient group (created on the first join, rejoined after quitting; again: unchanged)", {
      querystring: S.StudioGoodsQuery,
      response: { 200: Envelope(ChatGroup) },
    }),
    async (req) => ok(await joinGroup(app, req.user.userId, req.ctx.hospitalId, req.query.studioId)),
  )
  app.get(
    '/studioGoods/updateGroupName',
    s('Rename the studio group (1-20 characters)', { querystring: RenameQuery, response: { 200: Envelope(Done) } }),
    async (req) => ok(await renameGroup(deps, req.user.userId, 2, req.query.groupId, req.query.groupName)),
  )
  app.get(
    '/studioGoods/quitGroup',
    s('Leave the studio group (sysUserIds or doctorIds name its staff; leaving again: unchanged)', {
      querystring: QuitQuery,
      response: { 200: Envelope(Done) },
    }),
    async (req) => ok(await quitGroup(deps, req.user.userId, 2, req.query.groupId, req.query.sysUserIds ?? req.query.doctorIds)),
  )
  app.get(
    '/studio/mySignedStudios',
    s('The studio groups the caller is in (/groupDoctorHome): studio, team, services, group (chronic=1: chronic only)', {
      querystring: S.SignedStudioQuery,
      response: { 200: Envelope(S.SignedStudioList) },
    }),
    async (req) => ok(await signedStudios(app, req.user.userId, req.ctx.hospitalId, req.query.chronic === 1)),
  )
  app.get(
    '/consultDoctor/getByStudioIdAndArchivesId',
    s('The doctor who answers the caller in a studio: the doctor of their group, else the lead', {
      querystring: S.ConsultDoctorQuery,
      response: { 200: Envelope(S.ConsultDoctor) },
    }),
    async (req) => ok(await consultDoctor(app, req.user.userId, req.ctx.hospitalId, req.query.studioId)),
  )
  app.get(
    '/chronicDisease/followUpPlan',
    s("The caller's follow-up plan in this hospital's studios, by date", { response: { 200: Envelope(S.FollowUpList) } }),
    async (req) => ok(await followUpPlan(app, req.user.userId, req.ctx.hospitalId)),
  )
}
