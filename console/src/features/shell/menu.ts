/**
 * The side menu, built from the permission strings of `me` (src/domain/staff/permissions.ts): an entry shows
 * when the staff member holds its permission; 待办 (the home) always. Pure, tested in menu.test.ts.
 */
import type { Permission } from '../auth'

export interface MenuEntry {
  /** the console path ('/after-sales') */
  path: string
  label: string
  /** shown when the staff member holds this permission (null: always) */
  permission: Permission | null
  /** the menu group it is listed under (consecutive entries of one group form it) */
  group?: string
}

/** in the order the menu lists them: the queues first */
export const MENU: readonly MenuEntry[] = [
  { path: '/', label: '待办', permission: null },
  { path: '/after-sales', label: '售后审核', permission: 'after-sale:read' },
  { path: '/refunds', label: '退款审批', permission: 'refund:approve' },
  { path: '/invoices', label: '发票管理', permission: 'invoice:read' },
  { path: '/orders', label: '订单管理', permission: 'order:read' },
  { path: '/verify', label: '核销', permission: 'order:verify' },
  { path: '/offline-orders', label: '线下开单', permission: 'offline-order:create' },
  { path: '/checkup', label: '体检前台', permission: 'checkup:desk' },
  { path: '/reports', label: '体检报告', permission: 'health:read' },
  { path: '/chat', label: '在线咨询', permission: 'chat:answer' },
  { path: '/goods', label: '商品管理', permission: 'content:manage', group: '商品运营' },
  { path: '/coupons', label: '优惠券', permission: 'content:manage', group: '商品运营' },
  { path: '/pages', label: '首页装修', permission: 'content:manage', group: '商品运营' },
  { path: '/activities', label: '营销活动', permission: 'content:manage', group: '商品运营' },
  { path: '/packages', label: '体检套餐', permission: 'content:manage', group: '商品运营' },
  { path: '/content', label: '内容运营', permission: 'content:manage' },
  { path: '/doctors', label: '医生与科室', permission: 'content:manage' },
  { path: '/surveys', label: '问卷管理', permission: 'content:manage' },
  { path: '/legal', label: '协议与落地页', permission: 'content:manage' },
  { path: '/figures', label: '数据统计', permission: 'figures:read' },
  { path: '/staff', label: '员工管理', permission: 'staff:manage' },
  { path: '/audit', label: '操作日志', permission: 'audit:read' },
  { path: '/hospitals', label: '医院管理', permission: 'platform:manage' },
]

export function menuFor(permissions: readonly Permission[]): MenuEntry[] {
  const held = new Set(permissions)
  return MENU.filter((e) => e.permission === null || held.has(e.permission))
}

/** the menu entry of a path (the entry whose path is the longest prefix), for the selected item and the title */
export function entryOf(path: string): MenuEntry | undefined {
  return MENU.filter((e) => (e.path === '/' ? path === '/' : path === e.path || path.startsWith(`${e.path}/`))).sort(
    (a, b) => b.path.length - a.path.length,
  )[0]
}
