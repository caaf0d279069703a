/**
 * Making a service person the default, shared by /patientList, /personList and /defaultPerson. Not in a
 * page module: mini-program builds keep only a page's default export.
 */
import type { ServicePerson } from '@contract/account'
import { saveServicePerson, servicePersonDetail } from './api'

/** SPEC §2 person-list empty text */
export const NO_PERSON_TEXT = '暂无服务人信息，请添加'

/** makes a person the default: its full values (detail) saved again with defaultUse 0 */
export async function makeDefault(p: ServicePerson) {
  const full = await servicePersonDetail(p.id, { silent: true })
  await saveServicePerson({
    id: p.id,
    name: full.name,
    sex: full.sex,
    idNumber: full.idNumber,
    age: full.age,
    phone: full.phone,
    maritalStatus: full.maritalStatus,
    defaultUse: 0,
  })
}
