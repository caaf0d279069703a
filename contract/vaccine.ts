/**
 * Children's vaccines (issue 13 item 6; SPEC §7 "Reports and health records" GET children/queryVaccineAssistant
 * under health-ws, and recordVaccineDose, own name). The schedule of a child member (under 18) from
 * src/domain/vaccines — 国家免疫规划疫苗儿童免疫程序 (2021) — with the doses recorded as given; only while the
 * child's health consent stands (a child under 14 was added with the guardian's consent).
 */
import { Enum, Id, Nullable, StrictObject, Type, type Static } from './lib'

export const VACCINE_STATUS_VALUES = ['done', 'due', 'overdue', 'upcoming'] as const

export const VaccineDoseItem = StrictObject({
  /** 'HepB-1' … */
  doseId: Type.String(),
  /** '乙肝疫苗 第1剂' */
  label: Type.String(),
  vaccine: Type.String(),
  disease: Type.String(),
  /** 出生时 / 2月龄 / 4周岁 */
  ageLabel: Type.String(),
  dueDate: Type.String(),
  overdueFrom: Type.String(),
  status: Enum(VACCINE_STATUS_VALUES),
  /** 已接种 / 待接种 / 已逾期 / 未到接种时间 */
  statusStr: Type.String(),
  doneDate: Nullable(Type.String()),
})
export type VaccineDoseItem = Static<typeof VaccineDoseItem>

/** GET /health-ws/children/queryVaccineAssistant?memberId= */
export const VaccineAssistantQuery = StrictObject({ memberId: Id() })
export const VaccineAssistantRes = StrictObject({
  memberId: Id(),
  name: Type.String(),
  birthDate: Type.String(),
  /** '8个月' */
  ageStr: Type.String(),
  today: Type.String(),
  /** overdue first, then due; else the earliest upcoming date's doses */
  next: Type.Array(VaccineDoseItem),
  schedule: Type.Array(VaccineDoseItem),
})
export type VaccineAssistantRes = Static<typeof VaccineAssistantRes>

/** POST /health-ws/children/recordVaccineDose — done true records the dose (date default today), false removes it */
export const RecordVaccineDoseReq = StrictObject({
  memberId: Id(),
  doseId: Type.String({ maxLength: 20 }),
  done: Type.Boolean(),
  date: Type.Optional(Type.String({ maxLength: 20 })),
})
export type RecordVaccineDoseReq = Static<typeof RecordVaccineDoseReq>
