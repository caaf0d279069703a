/**
 * The staff accounts' calls (contract/staff.ts; staff:manage): the own hospital's accounts, invite with a role
 * (the initial password shown once), disable (every session ends), enable, reset the TOTP (a lost phone), and a
 * doctor's account linked to its doctor (关联医生: the chat workbench routes consultations by it).
 */
import type { Static } from '@sinclair/typebox'
import type { STAFF_PATHS, StaffAccount, StaffDoctorOption, StaffInviteReq, StaffInviteRes } from '@contract/staff'
import { request } from '../../shared/request'

export const PATHS: Pick<typeof STAFF_PATHS, 'accounts' | 'invite' | 'disable' | 'enable' | 'resetTotp' | 'accountDoctor' | 'doctors'> = {
  accounts: '/staff/accounts',
  invite: '/staff/accounts/invite',
  disable: '/staff/accounts/disable',
  enable: '/staff/accounts/enable',
  resetTotp: '/staff/accounts/reset-totp',
  accountDoctor: '/staff/accounts/doctor',
  doctors: '/staff/accounts/doctors',
}

export type Account = Static<typeof StaffAccount>
export type InviteBody = Static<typeof StaffInviteReq>
export type InviteReply = Static<typeof StaffInviteRes>
export type DoctorOption = Static<typeof StaffDoctorOption>

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

/** the own hospital's doctors to link an account to (and the active account each is linked to) */
export function listDoctors(signal?: AbortSignal): Promise<DoctorOption[]> {
  return request<DoctorOption[]>('GET', PATHS.doctors, { signal })
}

/** link the account to the doctor, or unlink it (null) */
export function linkDoctor(staffId: number, doctorId: number | null): Promise<Account> {
  return request<Account>('POST', PATHS.accountDoctor, { body: { staffId, doctorId } })
}
