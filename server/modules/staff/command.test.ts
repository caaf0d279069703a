/** `npm run staff -- create-admin` (no default admin): the account, its password rules, then a real login */
import { STAFF_PATHS } from '../../../contract/staff'
import { createTestApp, type TestApp } from '../../../test-support/server'
import { staffLogin } from '../../../test-support/server/staff'
import { runStaffCommand } from './command'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

test('there is no staff account before create-admin; create-admin makes a platform admin who logs in with TOTP', async () => {
  const before = await t.database.db.selectFrom('staff_account').select('id').where('role', '=', 'platform-admin').execute()
  expect(before).toEqual([])
  const lines: string[] = []
  const io = { out: (l: string) => lines.push(l), readPassword: async () => 'a long admin passphrase\n' }
  const now = new Date(t.clock.now)
  expect(
    await runStaffCommand(t.database.db, ['create-admin', '--username', 'Admin.Li', '--name', '李明', '--password-stdin'], now, io),
  ).toBe(0)
  expect(
    await runStaffCommand(t.database.db, ['create-admin', '--username', 'admin.li', '--name', '李明', '--password-stdin'], now, io),
  ).toBe(1)
  expect(lines[lines.length - 1]).toBe('refused: 用户名已存在')
  expect(
    await runStaffCommand(t.database.db, ['create-admin', '--username', 'weak', '--name', '弱', '--password-stdin'], now, {
      ...io,
      readPassword: async () => '12345678',
    }),
  ).toBe(1)
  expect(await runStaffCommand(t.database.db, ['create-admin', '--name', 'x'], now, io)).toBe(2)
  // a random initial password, printed once
  expect(await runStaffCommand(t.database.db, ['create-admin', '--username', 'admin.two', '--name', '王二'], now, io)).toBe(0)
  expect(lines.some((l) => l.startsWith('initial password (shown once): '))).toBe(true)
  const s = await staffLogin(t, 'admin.li', undefined, 'a long admin passphrase')
  expect(s.me).toMatchObject({ role: 'platform-admin', hospitalId: 6, name: '李明' })
  expect(s.me.permissions).not.toContain('order:read')
  // disable from the shell ends the session
  expect(await runStaffCommand(t.database.db, ['disable', '--username', 'admin.li'], now, io)).toBe(0)
  expect((await s.get(STAFF_PATHS.me)).status).toBe(401)
})
