/** Kysely table types of group buying (server/modules/groupbuy, the order module's team places). Merged into the DB interface of ../schema. */
import type { Generated } from 'kysely'

export interface TeamMemberTable {
  id: Generated<number>
  team_id: number
  user_id: number
  /** the member's group-buy order (one place per order) */
  order_id: number
  leader: boolean
  /** 0 place taken, order unpaid; 1 paid; 2 refunded (team failed or order refunded); 3 released (order closed unpaid) */
  status: number
  created_at: Date
  paid_at: Date | null
}

/** a patient's stay in hospital (the HIS's record; demo rows from the seed and the sandbox) */
export interface HospitalStayTable {
  id: Generated<number>
  user_id: number
  hospital_id: number
  inpatient_no: string
  department: string
  /** YYYY-MM-DD (business dates) */
  admitted_on: string
  discharged_on: string
  created_at: Date
}

/** a paper case-file mailing request (/paperToHome), paid by its order */
export interface PaperMailTable {
  id: Generated<number>
  user_id: number
  hospital_id: number
  stay_id: number
  copies: number
  order_id: number
  created_at: Date
}

export interface GroupBuyTables {
  team_member: TeamMemberTable
  hospital_stay: HospitalStayTable
  paper_mail: PaperMailTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the group-buy tables to DB
  interface DB extends GroupBuyTables {}
}
