/** the side menu from the permission strings (src/domain/staff/permissions.ts's matrix) */
import { ROLE_PERMISSIONS } from '@/domain/staff'
import { MENU, entryOf, menuFor } from './menu'

test('each role sees 待办 and exactly the entries of its permissions', () => {
  expect(menuFor(ROLE_PERMISSIONS.finance).map((e) => e.label)).toEqual(['待办', '售后审核', '退款审批', '发票管理', '订单管理'])
  expect(menuFor(ROLE_PERMISSIONS['cs-agent']).map((e) => e.label)).toEqual([
    '待办',
    '售后审核',
    '订单管理',
    '核销',
    '线下开单',
    '在线咨询',
  ])
  expect(menuFor(ROLE_PERMISSIONS['platform-admin']).map((e) => e.path)).toEqual(['/', '/staff', '/audit', '/hospitals'])
  expect(menuFor([]).map((e) => e.path)).toEqual(['/'])
  expect(menuFor(ROLE_PERMISSIONS['checkup-desk']).map((e) => e.path)).toEqual([
    '/',
    '/orders',
    '/verify',
    '/offline-orders',
    '/checkup',
    '/reports',
  ])
})

test('every permission of the matrix that opens a screen has a menu entry, and no entry names an unknown permission', () => {
  const all = new Set(Object.values(ROLE_PERMISSIONS).flat())
  for (const e of MENU) if (e.permission) expect(all.has(e.permission)).toBe(true)
})

test('the selected entry of a path is its longest prefix', () => {
  expect(entryOf('/')?.label).toBe('待办')
  expect(entryOf('/after-sales/12')?.label).toBe('售后审核')
  expect(entryOf('/orders')?.label).toBe('订单管理')
  expect(entryOf('/nowhere')).toBeUndefined()
})
