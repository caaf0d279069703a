/**
 * The user store's server calls wired as app.ts wires them (configureUserApi): a test that mocks
 * services/userCenter gets its mocks, one that does not gets the real request layer.
 */
import { configureUserApi } from '@/shared/store'
import * as uc from '@/services/userCenter'

export function wireUserApi(): void {
  configureUserApi({ fetchUser: () => uc.getRedisUser(), endSession: (extra) => uc.loginOut(extra) })
}
