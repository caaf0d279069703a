/**
 * Health services of a hospital (issue 12; SPEC §2 /selectService, /hospital/selectService?id=healthServicesId):
 * 家庭医生签约, 上门护理, 健康管家 ... each with its bookable options, real goods cards of the catalogue booked
 * through the normal cart and checkout. Public (no login). Server: server/modules/health-service.
 */
import { Count, Id, Nullable, StrictObject, Type, type Static } from './lib'
import { GoodsCard } from './browse'

/** GET /zeus/healthService/list: the hospital's services on offer, in display order */
export const HealthServiceSummary = StrictObject({
  healthServicesId: Id(),
  title: Type.String(),
  subtitle: Type.String(),
  /** absolute or /assets/ URL; '' = none */
  iconUrl: Type.String(),
  /** options on sale now */
  optionCount: Count(),
  /** the lowest option price, null when no option is on sale */
  fromPrice: Nullable(Type.Number()),
})
export type HealthServiceSummary = Static<typeof HealthServiceSummary>

export const HealthServiceListRes = StrictObject({ list: Type.Array(HealthServiceSummary) })
export type HealthServiceListRes = Static<typeof HealthServiceListRes>

/** GET /zeus/healthService/get?healthServicesId= (checked by the server: not a positive integer is a 400 with a clear message) */
export const HealthServiceQuery = StrictObject({ healthServicesId: Type.String({ maxLength: 20 }) })
export type HealthServiceQuery = Static<typeof HealthServiceQuery>

export const HealthServiceDetail = StrictObject({
  healthServicesId: Id(),
  title: Type.String(),
  subtitle: Type.String(),
  iconUrl: Type.String(),
  intro: Type.String(),
  notices: Type.Array(Type.String()),
  /** the bookable options: goods of this hospital on sale (a goods without specs has its one sku) */
  options: Type.Array(GoodsCard),
})
export type HealthServiceDetail = Static<typeof HealthServiceDetail>
