/**
 * Staff permissions and roles of the hospital staff console (issue 31 item 3): the explicit matrix. A
 * permission is a string `<area>:<action>`; a role is a fixed set of permissions; a staff member has one role
 * in one hospital (the platform admin's hospital is the platform's own, and it holds no patient data by
 * default). The server checks a route's declared permission against the session's role
 * (server/modules/staff), the console shows only what the role allows. Pure data: the contract, the server
 * and the console read it from here.
 */

/** every permission string, in one list (the contract's enum and the matrix tests iterate it) */
export const STAFF_PERMISSIONS = [
  /** the staff accounts of the own hospital: list, invite, disable, change a role */
  'staff:manage',
  /** hospitals and global settings (platform admin only) */
  'platform:manage',
  /** the audit log of the own hospital: list and CSV export */
  'audit:read',
  /** orders: search, detail (masked), remarks */
  'order:read',
  'order:remark',
  /** ship a paid goods order (courier and number) */
  'order:ship',
  /** 核销: verify a service order by its QR code value */
  'order:verify',
  /** after-sales: the queue, approve or refuse, confirm returned goods */
  'after-sale:read',
  'after-sale:approve',
  /** the refund of an approved after-sale (finance; above the threshold a second finance member approves) */
  'refund:approve',
  /** invoices: the queue, issue with the PDF, refuse */
  'invoice:read',
  'invoice:issue',
  /** the counter's offline orders (staffCreate) */
  'offline-order:create',
  /** the tracking figures (page visits, shares) */
  'figures:read',
  /** goods, activities, the home page, content */
  'content:manage',
  /** health data of patients (reports, records, chat transcripts, rosters): every read is audited */
  'health:read',
  /** chat with patients (the workbench of the clinical-desk issue) */
  'chat:answer',
  /** the chat workbench's 全部 tab and assigning conversations to agents (admins; issue 32) */
  'chat:supervise',
  /** check-up desk: bookings, pools, rosters, check-in, report upload */
  'checkup:desk',
  /** check-up reports (issue 32): enter one for a booking (PDF + values), fix one sent back */
  'report:enter',
  /** check-up reports: review a report another member entered (通过 / 退回), publish it, follow a critical value up */
  'report:review',
] as const
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number]

/** the roles, in the order the console lists them */
export const STAFF_ROLES = ['platform-admin', 'hospital-admin', 'operator', 'doctor', 'cs-agent', 'checkup-desk', 'finance'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** the roles' names as the console shows them (OWN) */
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  'platform-admin': '平台管理员',
  'hospital-admin': '医院管理员',
  operator: '运营',
  doctor: '医生',
  'cs-agent': '客服',
  'checkup-desk': '体检前台',
  finance: '财务',
}

/**
 * THE matrix: role -> its permissions. Explicit on purpose (no inheritance): a permission a role lacks is
 * refused by the server. The platform admin manages hospitals and staff but reads no patient data.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  'platform-admin': ['platform:manage', 'staff:manage', 'audit:read'],
  'hospital-admin': [
    'staff:manage',
    'audit:read',
    'order:read',
    'order:remark',
    'after-sale:read',
    'invoice:read',
    'figures:read',
    'content:manage',
    // the chat workbench: every conversation of the hospital, assigning them (issue 32)
    'chat:answer',
    'chat:supervise',
  ],
  operator: ['content:manage', 'figures:read', 'order:read'],
  doctor: ['health:read', 'chat:answer', 'report:enter', 'report:review'],
  'cs-agent': [
    'order:read',
    'order:remark',
    'order:ship',
    'order:verify',
    'after-sale:read',
    'after-sale:approve',
    'chat:answer',
    'offline-order:create',
  ],
  'checkup-desk': ['checkup:desk', 'order:read', 'order:verify', 'offline-order:create', 'health:read', 'report:enter'],
  finance: ['order:read', 'after-sale:read', 'refund:approve', 'invoice:read', 'invoice:issue'],
}

/** whether a role holds a permission */
export function roleHas(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission)
}

/** the roles an admin of this role may give (invite or change to): a hospital admin never makes platform admins */
export function assignableRoles(role: StaffRole): readonly StaffRole[] {
  if (role === 'platform-admin') return STAFF_ROLES
  if (role === 'hospital-admin') return STAFF_ROLES.filter((r) => r !== 'platform-admin')
  return []
}
