/**
 * API contract of group buying (拼团, issue 14; SPEC §7 Coupons and activity: teamInfo/getTeamInfoByOrderId,
 * activityOnline/getTeamShortLink; the activity and team reads are in contract/browse.ts). A group-buy order is
 * made by commitTeamOrder (one unit of the activity's goods at the team price; opens a team or takes a place in
 * one) and paid like any order (pay-center toPay). Rules: src/domain/groupBuy.ts.
 */
import { Count, Id, Money, StrictObject, Type, type Static } from './lib'
import { TeamInfo, TeamMember } from './browse'
import { OrderStatusCode } from './pay'

/** POST /market-center/teamInfo/commitTeamOrder (login) — reply: contract/order CommitPayRes */
export const CommitTeamOrderReq = StrictObject({
  activityId: Id(),
  goodsId: Id(),
  /** may be omitted for a goods with one sku (or a team of one sku) */
  skuId: Type.Optional(Id()),
  /** omitted: open a new team (the buyer leads it) */
  teamId: Type.Optional(Id()),
  /** a receiver address of the buyer's address book (physical goods) */
  addressId: Type.Optional(Id()),
  /** idempotency key of this tap */
  requestId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
})
export type CommitTeamOrderReq = Static<typeof CommitTeamOrderReq>

/** GET /market-center/teamInfo/getTeamInfoByOrderId?orderId= (login; another user's order: 404) */
export const TeamByOrderQuery = StrictObject({ orderId: Id() })
export type TeamByOrderQuery = Static<typeof TeamByOrderQuery>
export const TeamByOrderRes = StrictObject({
  team: TeamInfo,
  members: Type.Array(TeamMember),
  activityName: Type.String(),
  goodsName: Type.String(),
  goodsUrl: Type.String(),
  teamPrice: Money(),
  orderId: Id(),
  orderStatus: OrderStatusCode,
  /** this buyer's order was refunded (the team failed) */
  refunded: Type.Boolean(),
  /** the group page to share (path with its query; the app adds its origin) */
  shareLink: Type.String(),
})
export type TeamByOrderRes = Static<typeof TeamByOrderRes>

/** GET /market-center/activityOnline/getTeamShortLink?teamId= */
export const TeamShortLinkQuery = StrictObject({ teamId: Id() })
export type TeamShortLinkQuery = Static<typeof TeamShortLinkQuery>
export const TeamShortLinkRes = StrictObject({ teamId: Id(), link: Type.String(), title: Type.String() })
export type TeamShortLinkRes = Static<typeof TeamShortLinkRes>

/** POST /dev/groupbuy/expire (DEV ONLY): the team expires now and the expiry sweep runs */
export const DevExpireTeamReq = StrictObject({ teamId: Id() })
export const DevExpireTeamRes = StrictObject({ failed: Count(), refunded: Count(), closed: Count() })
export type DevExpireTeamRes = Static<typeof DevExpireTeamRes>
