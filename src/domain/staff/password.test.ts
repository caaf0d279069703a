import { STAFF_PASSWORD_HAS_USERNAME, STAFF_PASSWORD_TOO_COMMON, STAFF_PASSWORD_TOO_SHORT } from '../messages/staff'
import { staffPasswordProblem, staffUsernameOk } from './password'
import { ROLE_PERMISSIONS, STAFF_PERMISSIONS, STAFF_ROLES, assignableRoles } from './permissions'

test('passwords: 8+ characters, common ones and the username refused, no composition rules', () => {
  expect(staffPasswordProblem('short')).toBe(STAFF_PASSWORD_TOO_SHORT)
  expect(staffPasswordProblem('12345678')).toBe(STAFF_PASSWORD_TOO_COMMON)
  expect(staffPasswordProblem('Password')).toBe(STAFF_PASSWORD_TOO_COMMON)
  expect(staffPasswordProblem('zzzzzzzzzz')).toBe(STAFF_PASSWORD_TOO_COMMON)
  expect(staffPasswordProblem('wangfang-2026', 'wangfang')).toBe(STAFF_PASSWORD_HAS_USERNAME)
  expect(staffPasswordProblem('correct horse battery')).toBeNull()
  expect(staffPasswordProblem('长城长城长城长城')).toBeNull()
})

test('usernames', () => {
  expect(staffUsernameOk('li.na-2')).toBe(true)
  expect(staffUsernameOk('ab')).toBe(false)
  expect(staffUsernameOk('a b c')).toBe(false)
})

test('the matrix: every role has known permissions; the platform admin reads no patient data; admins assign below', () => {
  for (const role of STAFF_ROLES) for (const p of ROLE_PERMISSIONS[role]) expect(STAFF_PERMISSIONS).toContain(p)
  expect(ROLE_PERMISSIONS['platform-admin']).not.toContain('health:read')
  expect(ROLE_PERMISSIONS['platform-admin']).not.toContain('order:read')
  expect(assignableRoles('hospital-admin')).not.toContain('platform-admin')
  expect(assignableRoles('finance')).toEqual([])
})
