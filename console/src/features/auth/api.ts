/**
 * The staff auth calls (contract/staff.ts): password -> TOTP (or TOTP set-up) -> session; me; logout.
 * Types only from the contract (`import type`): the paths and the CSRF header name are repeated here as values
 * typed by the contract's literal types, so a path that drifts from the contract fails the type check.
 */
import type { Static } from '@sinclair/typebox'
import type { STAFF_CSRF_HEADER, STAFF_PATHS, StaffLoginReq, StaffLoginRes, StaffMe, StaffTotpReq, StaffTotpRes } from '@contract/staff'
import { request } from '../../shared/request'

export const CSRF_HEADER: typeof STAFF_CSRF_HEADER = 'x-csrf-token'

export const PATHS: Pick<typeof STAFF_PATHS, 'login' | 'totp' | 'logout' | 'me'> = {
  login: '/staff/auth/login',
  totp: '/staff/auth/totp',
  logout: '/staff/auth/logout',
  me: '/staff/auth/me',
}

export type LoginBody = Static<typeof StaffLoginReq>
export type LoginReply = Static<typeof StaffLoginRes>
export type TotpBody = Static<typeof StaffTotpReq>
export type TotpReply = Static<typeof StaffTotpRes>
export type Me = Static<typeof StaffMe>
export type Permission = Me['permissions'][number]

/** step 1: the password (a failure's message is shown by the form, not as a toast; a 401 does not redirect) */
export function login(body: LoginBody): Promise<LoginReply> {
  return request<LoginReply>('POST', PATHS.login, { body, authRedirect: false, silent: true })
}

/** step 2: the 6-digit code or a recovery code */
export function verifyTotp(body: TotpBody): Promise<TotpReply> {
  return request<TotpReply>('POST', PATHS.totp, { body, authRedirect: false, silent: true })
}

/** the session's staff member; rejects with kind 'unauthorized' when there is none (no redirect, no message) */
export function fetchMe(): Promise<Me> {
  return request<Me>('GET', PATHS.me, { authRedirect: false, silent: true })
}

export function logout(): Promise<null> {
  return request<null>('POST', PATHS.logout, { body: {} })
}
