/**
 * API contract of the hospital staff console (issue 31): staff login (password, then TOTP), the session,
 * and the staff routes over orders, after-sales, refunds, invoices, the audit log and staff accounts. Both
 * the server (validation, serialization) and the console web app (types only, `import type`, plus the
 * path constants below) use this file. Every reply is the envelope {code, msg, data} of SPEC §8.
 *
 * Session: a server-side session whose 128-bit random id travels only in the `__Host-` cookie
 * (`STAFF_SESSION_COOKIE`: Secure, HttpOnly, SameSite=Strict, Path=/). The password step opens a
 * short pending session (it allows only the TOTP step); the TOTP step replaces it with a new id (rotation).
 * Every cookie-authenticated write (POST/PUT/PATCH/DELETE other than login and totp) must send the session's
 * CSRF token (from `me` or the TOTP reply) in the `STAFF_CSRF_HEADER` header, or it is refused with 403.
 * Stable: fields and paths are only ever added, never renamed.
 */
import { STAFF_PERMISSIONS, STAFF_ROLES } from '../src/domain/staff/permissions'
import { Count, DateTimeString, Enum, Id, Nullable, StrictObject, Type, type Static } from './lib'

/** the API prefix of every staff route (registered in server/modules/index.ts) */
export const STAFF_API_PREFIX = '/staff'
/** the session cookie (set and cleared by the server; the browser sends it, scripts never see it) */
export const STAFF_SESSION_COOKIE = '__Host-staff-session'
/** the request header carrying the session's CSRF token on every write */
export const STAFF_CSRF_HEADER = 'x-csrf-token'

/** the endpoint paths, full (prefix included): the console calls exactly these */
export const STAFF_PATHS = {
  /** POST StaffLoginReq -> StaffLoginRes (sets the pending session cookie) */
  login: '/staff/auth/login',
  /** POST StaffTotpReq -> StaffTotpRes (replaces the cookie with the full session: a new id) */
  totp: '/staff/auth/totp',
  /** POST (CSRF header) -> null; ends the session and clears the cookie */
  logout: '/staff/auth/logout',
  /** GET -> StaffMe (401 without a full session) */
  me: '/staff/auth/me',
  /**
   * GET -> StaffQueueCounts (any full session): how many items wait in each work queue of the own hospital (the
   * 待办 home's tiles); a queue whose permission the role lacks is null
   */
  queueCounts: '/staff/queues/counts',
  /** POST StaffPasswordReq (CSRF) -> null: change the own password; every other session ends */
  password: '/staff/auth/password',
  /** GET -> StaffAccountListRes (staff:manage): the accounts of the own hospital */
  accounts: '/staff/accounts',
  /** POST StaffInviteReq (staff:manage) -> StaffInviteRes: a new account and its initial password, shown once */
  invite: '/staff/accounts/invite',
  /** POST StaffAccountIdReq (staff:manage) -> null: disable an account; its sessions end at once */
  disable: '/staff/accounts/disable',
  /** POST StaffAccountIdReq (staff:manage) -> null: enable a disabled account again */
  enable: '/staff/accounts/enable',
  /**
   * POST StaffAccountIdReq (staff:manage) -> null: reset an account's TOTP (a lost phone): the seed and the
   * recovery codes are deleted and every session ends; the next login sets up TOTP again
   */
  resetTotp: '/staff/accounts/reset-totp',
  /**
   * POST StaffDoctorLinkReq (staff:manage) -> StaffAccount: link a doctor's account to its doctor (the chat workbench
   * routes consultations by it) or unlink it (doctorId null); own hospital (a platform admin: any)
   */
  accountDoctor: '/staff/accounts/doctor',
  /** GET (staff:manage) -> StaffDoctorListRes: the session's hospital's doctors to link an account to */
  doctors: '/staff/accounts/doctors',
  /** GET StaffAuditQuery (audit:read) -> StaffAuditListRes: the audit log of the own hospital, newest first */
  audit: '/staff/audit',
  /** GET StaffAuditQuery (audit:read) -> text/csv (UTF-8 with BOM): the same rows as a file */
  auditCsv: '/staff/audit/export',
  /** GET StaffAfterSaleQuery (after-sale:read) -> StaffAfterSaleListRes: the own hospital's after-sales, newest first */
  afterSales: '/staff/after-sales',
  /** POST StaffAfterSaleIdReq (after-sale:approve): 待审核 -> 待寄回 (return and refund) or 退款中 (refund only, awaiting finance) */
  afterSaleApprove: '/staff/after-sales/approve',
  /** POST StaffAfterSaleRefuseReq (after-sale:approve): 待审核 / 待寄回 -> 已拒绝, with the reason */
  afterSaleRefuse: '/staff/after-sales/refuse',
  /** POST StaffAfterSaleIdReq (after-sale:approve): the returned goods arrived: 待寄回 -> 退款中 */
  afterSaleReceived: '/staff/after-sales/received',
  /**
   * POST StaffAfterSaleIdReq (refund:approve) -> StaffRefundRes: a finance member approves the refund of an
   * after-sale in 退款中; above the configured amount a second, different member must approve too; then the
   * order's provider refunds it, at most once (-> 已退款)
   */
  afterSaleRefund: '/staff/after-sales/refund',
  /** POST OfflineStaffCreateReq (contract/offline.ts; offline-order:create) -> CommitPayRes: a counter / prescription order for a registered patient */
  offlineOrderCreate: '/staff/offline-orders',
  /** GET PageVisitStatsQuery (contract/tracking.ts; figures:read) -> the page-visit figures of the own hospital */
  figures: '/staff/figures/page-visits',
  /** GET StaffOrderQuery (order:read) -> StaffOrderListRes: the own hospital's orders by number, phone, day, status; phones masked */
  orders: '/staff/orders',
  /** GET StaffOrderIdQuery (order:read) -> StaffOrderDetail: one order of the own hospital, the patient's data masked */
  orderDetail: '/staff/orders/detail',
  /** POST StaffShipReq (order:ship) -> StaffOrderDetail: courier company and number of a paid order with goods to ship (once) */
  orderShip: '/staff/orders/ship',
  /** POST StaffVerifyReq (order:verify) -> StaffVerifyRes: 核销 one unit by the code (QR) the patient's order shows */
  orderVerify: '/staff/orders/verify',
  /** POST StaffOrderRemarkReq (order:remark) -> StaffOrderDetail: a staff-only remark on an order */
  orderRemark: '/staff/orders/remark',
  /** GET StaffInvoiceQuery (invoice:read) -> StaffInvoiceListRes: the own hospital's invoice applications, newest first */
  invoices: '/staff/invoices',
  /** POST StaffInvoiceIssueReq (invoice:issue) -> StaffInvoice: 开票中 -> 已开票 with the electronic invoice's PDF */
  invoiceIssue: '/staff/invoices/issue',
  /** POST StaffInvoiceRefuseReq (invoice:issue) -> StaffInvoice: 开票中 -> 开票失败 with the reason the patient sees */
  invoiceRefuse: '/staff/invoices/refuse',
} as const

/** the permission strings (src/domain/staff/permissions.ts has the role matrix) */
export const StaffPermissionSchema = Enum(STAFF_PERMISSIONS)
export type StaffPermissionValue = Static<typeof StaffPermissionSchema>
export const StaffRoleSchema = Enum(STAFF_ROLES)
export type StaffRoleValue = Static<typeof StaffRoleSchema>

/** POST /staff/auth/login */
export const StaffLoginReq = StrictObject({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
})
export type StaffLoginReq = Static<typeof StaffLoginReq>

/**
 * the password was right: the next step. 'totp': enter the code of the authenticator app (or a recovery
 * code); 'totp-setup': the account has no TOTP yet: show `otpauthUri` as a QR code, then enter its first code.
 */
export const StaffLoginRes = StrictObject({
  next: Enum(['totp', 'totp-setup'] as const),
  /** only for 'totp-setup': the otpauth:// URI to show as a QR code (and its secret to type by hand) */
  otpauthUri: Nullable(Type.String()),
  secret: Nullable(Type.String()),
})
export type StaffLoginRes = Static<typeof StaffLoginRes>

/** POST /staff/auth/totp: the 6-digit code, or one of the recovery codes (each usable once) */
export const StaffTotpReq = StrictObject({
  code: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
  recoveryCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
})
export type StaffTotpReq = Static<typeof StaffTotpReq>

/** the logged-in staff member (GET /staff/auth/me, and the TOTP reply) */
export const StaffMe = StrictObject({
  staffId: Id(),
  username: Type.String(),
  name: Type.String(),
  hospitalId: Id(),
  hospitalName: Type.String(),
  role: StaffRoleSchema,
  /** the role's name as shown (平台管理员, 医院管理员, ...) */
  roleName: Type.String(),
  permissions: Type.Array(StaffPermissionSchema),
  /** send it in the STAFF_CSRF_HEADER header of every write */
  csrfToken: Type.String(),
  /** when the session ends at the latest (absolute time-out), business wall time */
  expiresAt: DateTimeString(),
})
export type StaffMe = Static<typeof StaffMe>

/** the TOTP step's reply: the session's staff member; after a first setup also the recovery codes, shown once */
export const StaffTotpRes = StrictObject({
  me: StaffMe,
  /** after 'totp-setup' only: ten recovery codes, shown once (stored hashed); else null */
  recoveryCodes: Nullable(Type.Array(Type.String())),
})
export type StaffTotpRes = Static<typeof StaffTotpRes>

/**
 * GET /staff/queues/counts: the waiting items of the own hospital per work queue; null where the session's role
 * lacks the queue's permission (the tile is not shown)
 */
export const StaffQueueCounts = StrictObject({
  /** after-sales 待审核 (after-sale:read) */
  afterSales: Nullable(Count()),
  /** after-sales 退款中: refunds awaiting a finance approval (refund:approve) */
  refunds: Nullable(Count()),
  /** invoice applications 开票中 (invoice:read) */
  invoices: Nullable(Count()),
  /** paid orders with goods to ship, not shipped yet (order:read) */
  ordersToShip: Nullable(Count()),
})
export type StaffQueueCounts = Static<typeof StaffQueueCounts>

/** POST /staff/auth/password */
export const StaffPasswordReq = StrictObject({
  oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: Type.String({ minLength: 1, maxLength: 128 }),
})
export type StaffPasswordReq = Static<typeof StaffPasswordReq>

/** a staff account as the admins' list shows it */
export const StaffAccount = StrictObject({
  staffId: Id(),
  username: Type.String(),
  name: Type.String(),
  hospitalId: Id(),
  role: StaffRoleSchema,
  roleName: Type.String(),
  disabled: Type.Boolean(),
  totpEnabled: Type.Boolean(),
  /** locked after too many wrong passwords or codes, until then (business wall time), else null */
  lockedUntil: Nullable(DateTimeString()),
  createTime: DateTimeString(),
  /** a doctor's account: the doctor it answers as in the chat workbench (doctor.id), else null */
  doctorId: Nullable(Id()),
  /** that doctor's name, else null */
  doctorName: Nullable(Type.String()),
})
export type StaffAccount = Static<typeof StaffAccount>
export const StaffAccountListRes = Type.Array(StaffAccount)
export type StaffAccountListRes = Static<typeof StaffAccountListRes>

/**
 * POST /staff/accounts/invite: the account is created in the admin's own hospital (a platform admin may name
 * another with hospitalId). The server makes the initial password; the invited person sets up TOTP at the
 * first login and should change the password.
 */
export const StaffInviteReq = StrictObject({
  username: Type.String({ minLength: 1, maxLength: 32 }),
  name: Type.String({ minLength: 1, maxLength: 50 }),
  role: StaffRoleSchema,
  hospitalId: Type.Optional(Id()),
  /** role 'doctor' only: the doctor (of the account's hospital, not linked to another active account) it answers as */
  doctorId: Type.Optional(Id()),
})
export type StaffInviteReq = Static<typeof StaffInviteReq>
export const StaffInviteRes = StrictObject({ account: StaffAccount, initialPassword: Type.String() })
export type StaffInviteRes = Static<typeof StaffInviteRes>

export const StaffAccountIdReq = StrictObject({ staffId: Id() })
export type StaffAccountIdReq = Static<typeof StaffAccountIdReq>

/** POST /staff/accounts/doctor: doctorId null unlinks; a doctor is linked to at most one active account */
export const StaffDoctorLinkReq = StrictObject({ staffId: Id(), doctorId: Nullable(Id()) })
export type StaffDoctorLinkReq = Static<typeof StaffDoctorLinkReq>

/** GET /staff/accounts/doctors: a doctor of the hospital to pick, and the active account linked to it (if any) */
export const StaffDoctorOption = StrictObject({
  doctorId: Id(),
  name: Type.String(),
  department: Type.String(),
  linkedStaffId: Nullable(Id()),
})
export type StaffDoctorOption = Static<typeof StaffDoctorOption>
export const StaffDoctorListRes = Type.Array(StaffDoctorOption)
export type StaffDoctorListRes = Static<typeof StaffDoctorListRes>

/** GET /staff/audit?pageNum&pageSize&action&staffId&from&to (dates 'YYYY-MM-DD', business zone, inclusive) */
export const StaffAuditQuery = StrictObject({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  action: Type.Optional(Type.String({ maxLength: 64 })),
  staffId: Type.Optional(Id()),
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
})
export type StaffAuditQuery = Static<typeof StaffAuditQuery>

export const StaffAuditRow = StrictObject({
  id: Id(),
  time: DateTimeString(),
  staffId: Nullable(Id()),
  username: Type.String(),
  role: Nullable(Type.String()),
  action: Type.String(),
  objectType: Nullable(Type.String()),
  objectId: Nullable(Type.String()),
  patientUserId: Nullable(Id()),
  /** ok | refused | failed */
  result: Type.String(),
  ip: Type.String(),
  requestId: Type.String(),
  /** JSON of the field changes (never health values), or null */
  changes: Nullable(Type.String()),
})
export type StaffAuditRow = Static<typeof StaffAuditRow>
export const StaffAuditListRes = StrictObject({ list: Type.Array(StaffAuditRow), total: Count() })
export type StaffAuditListRes = Static<typeof StaffAuditListRes>

/** after-sale statuses: 1 待审核, 2 待寄回, 3 退款中, 4 已退款, 5 已取消, 6 已拒绝 */
export const StaffAfterSaleQuery = StrictObject({
  status: Type.Optional(Type.Integer({ minimum: 1, maximum: 6 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type StaffAfterSaleQuery = Static<typeof StaffAfterSaleQuery>

export const StaffAfterSale = StrictObject({
  afterSaleId: Id(),
  afterSaleNo: Type.String(),
  orderId: Id(),
  /** 1 仅退款, 2 退货退款 */
  afterSaleType: Type.Integer({ minimum: 1, maximum: 2 }),
  reason: Type.String(),
  description: Type.String(),
  refundAmount: Type.Number(),
  status: Type.Integer({ minimum: 1, maximum: 6 }),
  statusStr: Type.String(),
  refuseReason: Nullable(Type.String()),
  logisticsCompany: Nullable(Type.String()),
  logisticsNo: Nullable(Type.String()),
  /** finance approvals so far (a refund above the threshold needs two different people) */
  refundApprovals: Type.Integer({ minimum: 0, maximum: 100 }),
  needsSecondApproval: Type.Boolean(),
  applyTime: DateTimeString(),
  updateTime: DateTimeString(),
})
export type StaffAfterSale = Static<typeof StaffAfterSale>
export const StaffAfterSaleListRes = StrictObject({ list: Type.Array(StaffAfterSale), total: Count() })
export type StaffAfterSaleListRes = Static<typeof StaffAfterSaleListRes>

export const StaffAfterSaleIdReq = StrictObject({ id: Id() })
export type StaffAfterSaleIdReq = Static<typeof StaffAfterSaleIdReq>
export const StaffAfterSaleRefuseReq = StrictObject({ id: Id(), reason: Type.String({ minLength: 1, maxLength: 200 }) })
export type StaffAfterSaleRefuseReq = Static<typeof StaffAfterSaleRefuseReq>

/** the refund step: 'awaiting-second' (one approval of two), 'refunded', or 'pending' (the provider answers later) */
export const StaffRefundRes = StrictObject({
  state: Enum(['awaiting-second', 'refunded', 'pending'] as const),
  afterSale: StaffAfterSale,
})
export type StaffRefundRes = Static<typeof StaffRefundRes>

/** POST /dev/staff-session (development only, 404 in production): a new account of the role with a full session */
export const DevStaffSessionReq = StrictObject({
  role: StaffRoleSchema,
  hospitalId: Id(),
  /** a doctor's account: the doctor it answers chat as (the chat workbench, issue 32) */
  doctorId: Type.Optional(Id()),
})
export type DevStaffSessionReq = Static<typeof DevStaffSessionReq>
export const DevStaffSessionRes = StrictObject({
  staffId: Id(),
  username: Type.String(),
  /** send as the STAFF_SESSION_COOKIE cookie */
  sessionId: Type.String(),
  csrfToken: Type.String(),
})
export type DevStaffSessionRes = Static<typeof DevStaffSessionRes>

/** GET /staff/orders: any of the filters; from/to are business days 'YYYY-MM-DD' (inclusive) */
export const StaffOrderQuery = StrictObject({
  orderNo: Type.Optional(Type.String({ maxLength: 64 })),
  phone: Type.Optional(Type.String({ pattern: '^\\d{11}$' })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type StaffOrderQuery = Static<typeof StaffOrderQuery>
export const StaffOrderRow = StrictObject({
  orderId: Id(),
  orderNo: Type.String(),
  status: Type.Integer({ minimum: 0, maximum: 999 }),
  actualPrice: Type.Number(),
  /** the patient's phone, masked (138****8000) */
  phone: Type.String(),
  remark: Type.String(),
  createTime: DateTimeString(),
  payTime: Nullable(DateTimeString()),
})
export type StaffOrderRow = Static<typeof StaffOrderRow>
export const StaffOrderListRes = StrictObject({ list: Type.Array(StaffOrderRow), total: Count() })
export type StaffOrderListRes = Static<typeof StaffOrderListRes>

/** GET /staff/orders/detail?id= */
export const StaffOrderIdQuery = StrictObject({ id: Id() })
export type StaffOrderIdQuery = Static<typeof StaffOrderIdQuery>

export const StaffOrderLine = StrictObject({
  orderGoodsId: Id(),
  goodsName: Type.String(),
  skuName: Type.String(),
  /** SPEC §3 goodsType: 1 physical, 2 service, 3 combo */
  goodsType: Type.Integer({ minimum: 0, maximum: 99 }),
  goodsNum: Type.Integer({ minimum: 0, maximum: 100000 }),
  usedNum: Type.Integer({ minimum: 0, maximum: 100000 }),
  realPrice: Type.Number(),
  isGift: Type.Boolean(),
})
export type StaffOrderLine = Static<typeof StaffOrderLine>

export const StaffOrderNote = StrictObject({
  id: Id(),
  staffName: Type.String(),
  text: Type.String(),
  time: DateTimeString(),
})
export type StaffOrderNote = Static<typeof StaffOrderNote>

/** one order as the console shows it: the patient's phone, name and street address masked */
export const StaffOrderDetail = StrictObject({
  orderId: Id(),
  orderNo: Type.String(),
  status: Type.Integer({ minimum: 0, maximum: 999 }),
  statusStr: Type.String(),
  actualPrice: Type.Number(),
  phone: Type.String(),
  /** the receiver (masked), or null for an order without an address */
  receiver: Nullable(StrictObject({ name: Type.String(), phone: Type.String(), region: Type.String(), address: Type.String() })),
  /** the patient's own order remark */
  remark: Type.String(),
  createTime: DateTimeString(),
  payTime: Nullable(DateTimeString()),
  finishTime: Nullable(DateTimeString()),
  goodsList: Type.Array(StaffOrderLine),
  /** has lines to ship (goodsType 1 or 3) */
  needsShipping: Type.Boolean(),
  /** may be shipped now: paid (104), goods to ship, not shipped yet */
  canShip: Type.Boolean(),
  /** may be 核销 now: 104 / 105 with a code */
  canVerify: Type.Boolean(),
  shipCompany: Nullable(Type.String()),
  shipNo: Nullable(Type.String()),
  shipTime: Nullable(DateTimeString()),
  /**
   * the WeChat mini-program shipping-information upload (发货信息录入) of an order paid by WeChat Pay in the
   * mini-program, or null when none is owed: PENDING (queued / retrying, next try at nextTime), DONE (accepted),
   * FAILED (given up after its tries, or not sendable: enter it by hand on WeChat's mini-program admin; lastError says why)
   */
  wechatShipping: Nullable(
    StrictObject({
      status: Enum(['PENDING', 'DONE', 'FAILED'] as const),
      attempts: Type.Integer({ minimum: 0, maximum: 1000 }),
      lastError: Nullable(Type.String()),
      nextTime: Nullable(DateTimeString()),
    }),
  ),
  /** staff-only remarks, oldest first (never shown to the patient) */
  notes: Type.Array(StaffOrderNote),
})
export type StaffOrderDetail = Static<typeof StaffOrderDetail>

/** POST /staff/orders/ship */
export const StaffShipReq = StrictObject({
  id: Id(),
  company: Type.String({ maxLength: 30 }),
  trackingNo: Type.String({ maxLength: 40 }),
})
export type StaffShipReq = Static<typeof StaffShipReq>

/** POST /staff/orders/verify: the 12-digit code the patient's order shows (typed, or read from its QR code) */
export const StaffVerifyReq = StrictObject({ code: Type.String({ maxLength: 64 }) })
export type StaffVerifyReq = Static<typeof StaffVerifyReq>
export const StaffVerifyRes = StrictObject({
  orderId: Id(),
  orderNo: Type.String(),
  goodsName: Type.String(),
  /** the order's status after this 核销 (105 部分使用/完成 or 102 已完成) */
  status: Type.Integer({ minimum: 0, maximum: 999 }),
  statusStr: Type.String(),
})
export type StaffVerifyRes = Static<typeof StaffVerifyRes>

/** POST /staff/orders/remark */
export const StaffOrderRemarkReq = StrictObject({ id: Id(), text: Type.String({ maxLength: 400 }) })
export type StaffOrderRemarkReq = Static<typeof StaffOrderRemarkReq>

/** invoice statuses: 1 开票中 (waiting), 2 已开票, 3 开票失败 (refused) */
export const StaffInvoiceQuery = StrictObject({
  status: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type StaffInvoiceQuery = Static<typeof StaffInvoiceQuery>

export const StaffInvoice = StrictObject({
  invoiceId: Id(),
  status: Type.Integer({ minimum: 1, maximum: 3 }),
  statusStr: Type.String(),
  /** 1 个人, 2 单位 */
  headerType: Type.Integer({ minimum: 1, maximum: 2 }),
  invoiceTitle: Type.String(),
  taxNumber: Type.String(),
  /** the receiving e-mail, masked */
  email: Type.String(),
  /** the applied amount (yuan): the issued invoice's amount must equal it */
  amount: Type.Number(),
  orderNos: Type.Array(Type.String()),
  invoiceNo: Nullable(Type.String()),
  /** the date printed on the issued invoice ('YYYY-MM-DD') */
  invoiceDate: Nullable(Type.String()),
  refuseReason: Nullable(Type.String()),
  hasPdf: Type.Boolean(),
  applyTime: DateTimeString(),
  issueTime: Nullable(DateTimeString()),
})
export type StaffInvoice = Static<typeof StaffInvoice>
export const StaffInvoiceListRes = StrictObject({ list: Type.Array(StaffInvoice), total: Count() })
export type StaffInvoiceListRes = Static<typeof StaffInvoiceListRes>

/** the largest electronic invoice PDF accepted (bytes) */
export const STAFF_INVOICE_PDF_MAX_BYTES = 2 * 1024 * 1024
/**
 * POST /staff/invoices/issue: JSON with the PDF as base64 (an electronic invoice is small; the bytes are checked
 * by their content, never by a name or a type); the number, the date (business day) and the amount are checked
 * against the application
 */
export const StaffInvoiceIssueReq = StrictObject({
  id: Id(),
  invoiceNo: Type.String({ maxLength: 40 }),
  invoiceDate: Type.String({ maxLength: 10 }),
  amount: Type.Number({ minimum: 0, maximum: 100000000 }),
  pdfBase64: Type.String({ maxLength: Math.ceil((STAFF_INVOICE_PDF_MAX_BYTES * 4) / 3) + 8 }),
})
export type StaffInvoiceIssueReq = Static<typeof StaffInvoiceIssueReq>

/** POST /staff/invoices/refuse */
export const StaffInvoiceRefuseReq = StrictObject({ id: Id(), reason: Type.String({ maxLength: 400 }) })
export type StaffInvoiceRefuseReq = Static<typeof StaffInvoiceRefuseReq>
