/**
 * The staff accounts' calls (contract/staff.ts; staff:manage): the own hospital's accounts, invite with a role
 * (the initial password shown once), disable (every session ends), enable, and reset the TOTP (a lost phone).
 */
import type { Static } from '@sinclair/typebox'
import type { STAFF_PATHS, StaffAccount, StaffInviteReq, StaffInviteRes } from '@contract/staff'
import { request } from '../../shared/request'

export const PATHS: Pick<typeof STAFF_PATHS, 'accounts' | 'invite' | 'disable' | 'enable' | 'resetTotp'> = {
  accounts: '/staff/accounts',
  invite: '/staff/accounts/invite',
  disable: '/staff/accounts/disable',
  enable: '/staff/accounts/enable',
  resetTotp: '/staff/accounts/reset-totp',
}

export type Account = Static<typeof StaffAccount>
export type InviteBody = Static<typeof StaffInviteReq>
export type InviteReply = Static<typeof StaffInviteRes>

export function listAccounts(signal?: AbortSignal): Promise<Account[]> {
  return request<Account[]>('GET', PATHS.accounts, { signal })
}

export function inviteStaff(body: InviteBody): Promise<InviteReply> {
  return request<InviteReply>('POST', PATHS.invite, { body })
}

export function setDisabled(staffId: number, disabled: boolean): Promise<null> {
  return request<null>('POST', disabled ? PATHS.disable : PATHS.enable, { body: { staffId } })
}

export function resetTotp(staffId: number): Promise<null> {
  return request<null>('POST', PATHS.resetTotp, { body: { staffId } })
}
