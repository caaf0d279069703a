/** Kysely table types of the health services (server/modules/health-service, issue 12). Merged into DB. */
import type { Json } from './browse'

/** one health service of one hospital (家庭医生签约, 上门护理 ...) and its bookable goods in display order */
export interface HealthServiceTable {
  /** the healthServicesId of /hospital/selectService?id= */
  id: number
  hospital_id: number
  title: string
  subtitle: string
  /** /assets/... path or absolute URL; '' = none */
  icon_path: string
  intro: string
  notices: Json<string[]>
  /** goods of this hospital; another hospital's or an off-shelf goods is never listed */
  goods_ids: Json<number[]>
  sort: number
  /** 1 on offer, 0 withdrawn (answers 404) */
  status: number
  updated_at: Date
}

export interface HealthServiceTables {
  health_service: HealthServiceTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the health-service table to DB
  interface DB extends HealthServiceTables {}
}
