/** 员工管理: accounts, invite with a role, disable / enable, reset TOTP */
export { StaffAdmin } from './StaffAdmin'
export { type Account } from './api'
