/** Group buying (拼团): market-center team calls; types from contract/groupbuy.ts and contract/browse.ts. */
import type { CommitTeamOrderReq, TeamByOrderRes, TeamShortLinkRes } from '@contract/groupbuy'
import type { CommitPayRes } from '@contract/order'
import type { SkuTeamInfoRes, TeamSaleByTeamRes } from '@contract/browse'
import { request, type RequestOptions } from '@/shared/request/request'

const P = 'market-center' as const
type Extra = Pick<RequestOptions, 'loading' | 'silent'>

/** POST teamInfo/commitTeamOrder (login): a group-buy order (opens a team or takes a place); a full team is a 400 with its message */
export const commitTeamOrder = (p: CommitTeamOrderReq, extra: Extra = { loading: true }) =>
  request<CommitPayRes>({ prefix: P, url: 'teamInfo/commitTeamOrder', method: 'POST', data: p, ...extra })

/** GET teamInfo/getTeamInfoByOrderId (login): the team of one of my orders */
export const teamByOrder = (orderId: number, extra: Extra = {}) =>
  request<TeamByOrderRes>({ prefix: P, url: 'teamInfo/getTeamInfoByOrderId', method: 'GET', data: { orderId }, ...extra })

/** GET activityOnline/getTeamSaleActivityByTeamId: a team (members, time left) and its activity, for anyone with the link */
export const teamById = (teamId: number, extra: Extra = {}) =>
  request<TeamSaleByTeamRes>({ prefix: P, url: 'activityOnline/getTeamSaleActivityByTeamId', method: 'GET', data: { teamId }, ...extra })

/** POST teamInfo/getSkuTeamInfoList: open teams of an activity's goods, fewest missing first */
export const openTeams = (p: { activityId: number; goodsId?: number }, extra: Extra = { silent: true }) =>
  request<SkuTeamInfoRes>({ prefix: P, url: 'teamInfo/getSkuTeamInfoList', method: 'POST', data: p, ...extra })

/** GET activityOnline/getTeamShortLink: the page link and title to share */
export const teamShortLink = (teamId: number, extra: Extra = {}) =>
  request<TeamShortLinkRes>({ prefix: P, url: 'activityOnline/getTeamShortLink', method: 'GET', data: { teamId }, ...extra })
