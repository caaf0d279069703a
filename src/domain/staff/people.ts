/**
 * What the staff console may save as departments, doctors and studios (issue 33 item 4). Each check returns the
 * first problem's message (src/domain/messages/staffPeople.ts) or null; the server answers it as a 400, the console
 * shows it. A doctor's specialities are stored as one text joined by 、 (the patient's doctor page splits it again:
 * server/modules/content/service.ts specialitiesOf), so one cannot contain a separator.
 */
import * as M from '../messages/staffPeople'

export const PEOPLE_DEPARTMENT_NAME_MAX = 20
export const PEOPLE_DOCTOR_NAME_MAX = 20
export const PEOPLE_INTRO_MAX = 2000
export const PEOPLE_SPECIALITIES_MAX = 10
export const PEOPLE_SPECIALITY_MAX = 20
/** the largest online-consultation fee: 1 万元 in fen (the column is an int4) */
export const PEOPLE_CONSULT_FEE_MAX_FEN = 1_000_000
export const PEOPLE_STUDIO_NAME_MAX = 20
export const PEOPLE_STUDIO_GREAT_MAX = 50
export const PEOPLE_STUDIO_ROLE_MAX = 10
/** the role of a studio's leader: every studio has exactly one */
export const STUDIO_LEADER_ROLE = '负责人'
/** roles the console offers (any other short text is allowed) */
export const STUDIO_ROLE_CHOICES = [STUDIO_LEADER_ROLE, '主诊医生', '专科护士', '随访护士', '康复治疗师', '成员'] as const

const SPECIALITY_SEPARATORS = /[、，,;；]/
const len = (s: string) => [...s].length

export function checkDepartmentDraft(d: { departmentName: string; intro?: string }): string | null {
  const name = d.departmentName.trim()
  if (!name) return M.PEOPLE_DEPARTMENT_NAME_REQUIRED
  if (len(name) > PEOPLE_DEPARTMENT_NAME_MAX) return M.PEOPLE_DEPARTMENT_NAME_TOO_LONG
  if (len(d.intro ?? '') > PEOPLE_INTRO_MAX) return M.PEOPLE_DEPARTMENT_INTRO_TOO_LONG
  return null
}

export interface DoctorDraft {
  name: string
  avatar: string
  intro?: string
  specialities: string[]
  consultFeeFen: number
}

export function checkDoctorDraft(d: DoctorDraft): string | null {
  const name = d.name.trim()
  if (!name) return M.PEOPLE_DOCTOR_NAME_REQUIRED
  if (len(name) > PEOPLE_DOCTOR_NAME_MAX) return M.PEOPLE_DOCTOR_NAME_TOO_LONG
  if (!d.avatar.trim()) return M.PEOPLE_DOCTOR_PHOTO_REQUIRED
  if (len(d.intro ?? '') > PEOPLE_INTRO_MAX) return M.PEOPLE_DOCTOR_INTRO_TOO_LONG
  const specs = d.specialities.map((s) => s.trim()).filter(Boolean)
  if (specs.length > PEOPLE_SPECIALITIES_MAX) return M.PEOPLE_DOCTOR_SPECIALITY_TOO_MANY
  for (const [i, s] of specs.entries()) {
    if (len(s) > PEOPLE_SPECIALITY_MAX) return M.PEOPLE_DOCTOR_SPECIALITY_TOO_LONG(i + 1)
    if (SPECIALITY_SEPARATORS.test(s)) return M.PEOPLE_DOCTOR_SPECIALITY_INVALID(i + 1)
  }
  if (d.consultFeeFen < 0) return M.PEOPLE_DOCTOR_FEE_NEGATIVE
  if (d.consultFeeFen > PEOPLE_CONSULT_FEE_MAX_FEN) return M.PEOPLE_DOCTOR_FEE_TOO_HIGH
  return null
}

/** the specialities as stored (trimmed, empty ones and repeats dropped, joined by 、) */
export const joinSpecialities = (specs: string[]): string => [...new Set(specs.map((s) => s.trim()).filter(Boolean))].join('、')

export interface StudioDraft {
  name: string
  great?: string
  cover: string
  intro?: string
  members: Array<{ doctorId: number; role: string }>
}

export function checkStudioDraft(d: StudioDraft): string | null {
  const name = d.name.trim()
  if (!name) return M.PEOPLE_STUDIO_NAME_REQUIRED
  if (len(name) > PEOPLE_STUDIO_NAME_MAX) return M.PEOPLE_STUDIO_NAME_TOO_LONG
  if (len((d.great ?? '').trim()) > PEOPLE_STUDIO_GREAT_MAX) return M.PEOPLE_STUDIO_GREAT_TOO_LONG
  if (!d.cover.trim()) return M.PEOPLE_STUDIO_COVER_REQUIRED
  if (len(d.intro ?? '') > PEOPLE_INTRO_MAX) return M.PEOPLE_STUDIO_INTRO_TOO_LONG
  const seen = new Set<number>()
  for (const [i, m] of d.members.entries()) {
    const role = m.role.trim()
    if (!role) return M.PEOPLE_STUDIO_ROLE_REQUIRED(i + 1)
    if (len(role) > PEOPLE_STUDIO_ROLE_MAX) return M.PEOPLE_STUDIO_ROLE_TOO_LONG(i + 1)
    if (seen.has(m.doctorId)) return M.PEOPLE_STUDIO_MEMBER_DUPLICATE(i + 1)
    seen.add(m.doctorId)
  }
  const leaders = d.members.filter((m) => m.role.trim() === STUDIO_LEADER_ROLE).length
  if (leaders === 0) return M.PEOPLE_STUDIO_LEADER_REQUIRED
  if (leaders > 1) return M.PEOPLE_STUDIO_LEADER_ONE
  return null
}
