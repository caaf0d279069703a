/** The doctors desk's checks (src/domain/staff/people.ts): the first problem's message, or null. */
import * as M from '../messages/staffPeople'
import { checkDepartmentDraft, checkDoctorDraft, checkStudioDraft, joinSpecialities, PEOPLE_CONSULT_FEE_MAX_FEN } from './people'

const doctor = { name: '王医生', avatar: '/goods-center/goods/image?id=1', specialities: ['高血压'], consultFeeFen: 3000 }
const studio = {
  name: '高血压工作室',
  cover: '/goods-center/goods/image?id=2',
  members: [
    { doctorId: 1, role: '负责人' },
    { doctorId: 2, role: '主诊医生' },
  ],
}

test('departments: a name of 1 to 20 characters', () => {
  expect(checkDepartmentDraft({ departmentName: '心内科' })).toBeNull()
  expect(checkDepartmentDraft({ departmentName: '  ' })).toBe(M.PEOPLE_DEPARTMENT_NAME_REQUIRED)
  expect(checkDepartmentDraft({ departmentName: '科'.repeat(21) })).toBe(M.PEOPLE_DEPARTMENT_NAME_TOO_LONG)
  expect(checkDepartmentDraft({ departmentName: '科'.repeat(20) })).toBeNull()
})

test('doctors: name, photo, specialities without separators, a fee from 0 to the maximum', () => {
  expect(checkDoctorDraft(doctor)).toBeNull()
  expect(checkDoctorDraft({ ...doctor, name: '' })).toBe(M.PEOPLE_DOCTOR_NAME_REQUIRED)
  expect(checkDoctorDraft({ ...doctor, avatar: ' ' })).toBe(M.PEOPLE_DOCTOR_PHOTO_REQUIRED)
  expect(checkDoctorDraft({ ...doctor, specialities: ['高血压，糖尿病'] })).toBe(M.PEOPLE_DOCTOR_SPECIALITY_INVALID(1))
  expect(checkDoctorDraft({ ...doctor, specialities: ['a', '病'.repeat(21)] })).toBe(M.PEOPLE_DOCTOR_SPECIALITY_TOO_LONG(2))
  expect(checkDoctorDraft({ ...doctor, specialities: Array.from({ length: 11 }, (_, i) => `方向${i}`) })).toBe(
    M.PEOPLE_DOCTOR_SPECIALITY_TOO_MANY,
  )
  expect(checkDoctorDraft({ ...doctor, consultFeeFen: 0 })).toBeNull()
  expect(checkDoctorDraft({ ...doctor, consultFeeFen: -1 })).toBe(M.PEOPLE_DOCTOR_FEE_NEGATIVE)
  expect(checkDoctorDraft({ ...doctor, consultFeeFen: PEOPLE_CONSULT_FEE_MAX_FEN })).toBeNull()
  expect(checkDoctorDraft({ ...doctor, consultFeeFen: PEOPLE_CONSULT_FEE_MAX_FEN + 1 })).toBe(M.PEOPLE_DOCTOR_FEE_TOO_HIGH)
  expect(joinSpecialities([' 高血压 ', '', '冠心病', '高血压'])).toBe('高血压、冠心病')
})

test('studios: exactly one 负责人, each member once with a role', () => {
  expect(checkStudioDraft(studio)).toBeNull()
  expect(checkStudioDraft({ ...studio, members: [] })).toBe(M.PEOPLE_STUDIO_LEADER_REQUIRED)
  expect(checkStudioDraft({ ...studio, members: [{ doctorId: 1, role: '成员' }] })).toBe(M.PEOPLE_STUDIO_LEADER_REQUIRED)
  expect(
    checkStudioDraft({
      ...studio,
      members: [
        { doctorId: 1, role: '负责人' },
        { doctorId: 2, role: ' 负责人 ' },
      ],
    }),
  ).toBe(M.PEOPLE_STUDIO_LEADER_ONE)
  expect(checkStudioDraft({ ...studio, members: [...studio.members, { doctorId: 1, role: '成员' }] })).toBe(
    M.PEOPLE_STUDIO_MEMBER_DUPLICATE(3),
  )
  expect(checkStudioDraft({ ...studio, members: [...studio.members, { doctorId: 3, role: '' }] })).toBe(M.PEOPLE_STUDIO_ROLE_REQUIRED(3))
  expect(checkStudioDraft({ ...studio, cover: '' })).toBe(M.PEOPLE_STUDIO_COVER_REQUIRED)
  expect(checkStudioDraft({ ...studio, name: '' })).toBe(M.PEOPLE_STUDIO_NAME_REQUIRED)
})
