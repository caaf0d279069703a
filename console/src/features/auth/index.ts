/** the staff sign-in and the session (contract/staff.ts) */
export { LoginFlow, type LoginFlowProps } from './LoginFlow'
export { CSRF_HEADER, PATHS, logout, type Me, type Permission } from './api'
export { ME_KEY, loadMe, signedIn, signedOut, useMe } from './session'
