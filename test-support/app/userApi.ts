/**
 * The user store's server calls wired as app.ts wires them (configureUserApi): a test that mocks
 * features/account/api gets its mocks, one that does not gets the real request layer.
 */
import { configureUserApi } from '@/shared/store'
import * as uc from '@/features/account/api'

export function wireUserApi(): void {
  configureUserApi({ fetchUser: () => uc.getRedisUser(), endSession: (extra) => uc.loginOut(extra) })
}
