/** The account's display preferences (issue 16: the elder-friendly mode remembered per user). */
import type { SaveUserPreferenceReq, UserPreference } from '@contract/account'
import { request } from './request'

/** GET /user-center/preference (login) */
export const getPreference = () => request<UserPreference>({ prefix: 'user-center', url: 'preference', method: 'GET', silent: true })

/** POST /user-center/preference (login) */
export const savePreference = (data: SaveUserPreferenceReq) =>
  request<UserPreference>({ prefix: 'user-center', url: 'preference', method: 'POST', data, silent: true })
