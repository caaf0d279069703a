/** User state: user info, login type, tokens, post-login URL and home link (SPEC §4, §6). */
import { create } from 'zustand'
import type { UserInfo } from '../../types/api'
import type { LoginResult, LoginType } from '../../types/client'
import { ApiError } from '../services/request'
import { getRedisUser } from '../services/userCenter'
import { isLoggedInUser, looksLikeUser, postLoginUrl } from './rules'

export interface UserData {
  userInfo: UserInfo | null
  /** 1 sms/password/register, 0 third party */
  loginType: LoginType | null
  healthToken: string
  studioDoctorToken: string
  /** where to go after login (stored when a guarded route sent the user to log in) */
  loginRedirectUrl: string
  /** the entry's home link */
  homeLink: string
}

export interface UserState extends UserData {
  isLoggedIn(): boolean
  /** stores the user; login-reply extras (needBindPhone, loginType) are not kept in userInfo */
  setUser(info: UserInfo | LoginResult, loginType?: LoginType): void
  /** after binding a phone: the stored user's phone */
  updatePhone(phone: string): void
  /** clears the user and its tokens (keeps the home link) */
  logout(): void
  /**
   * GET redisUser: stores the session's user. A 401 reply is not stored (and a stale stored user is
   * cleared); resolves null. Other failures reject and keep what is stored.
   */
  loadUser(): Promise<UserInfo | null>
  setLoginRedirectUrl(url: string): void
  /** the post-login URL (stored URL, else home link, else /), clearing the stored URL */
  takePostLoginUrl(): string
  setHomeLink(url: string): void
  setTokens(tokens: { healthToken?: string; studioDoctorToken?: string }): void
}

export const initialUserData = (): UserData => ({
  userInfo: null,
  loginType: null,
  healthToken: '',
  studioDoctorToken: '',
  loginRedirectUrl: '',
  homeLink: '',
})

function userOnly(info: UserInfo | LoginResult): UserInfo {
  const { needBindPhone: _n, loginType: _l, ...rest } = info as LoginResult
  return rest as UserInfo
}

export const useUserStore = create<UserState>()((set, get) => ({
  ...initialUserData(),

  isLoggedIn: () => isLoggedInUser(get().userInfo),

  setUser(info, loginType) {
    const lt = loginType ?? ((info as LoginResult).loginType === 0 || (info as LoginResult).loginType === 1 ? (info as LoginResult).loginType : get().loginType)
    set({ userInfo: userOnly(info), loginType: lt ?? null })
  },

  updatePhone(phone) {
    const u = get().userInfo
    if (!u || !u.userBase) return
    set({ userInfo: { ...u, userBase: { ...u.userBase, phone } } })
  },

  logout() {
    set({ userInfo: null, loginType: null, healthToken: '', studioDoctorToken: '' })
  },

  async loadUser() {
    try {
      const data = await getRedisUser()
      if (!looksLikeUser(data)) return null
      const current = get().userInfo
      // the session reply may omit the token the client authenticates with: keep it
      const merged: UserInfo = { ...data, token: data.token || current?.token || '' }
      set({ userInfo: userOnly(merged) })
      return get().userInfo
    } catch (e) {
      if (e instanceof ApiError && e.code === 401) {
        if (get().userInfo) get().logout()
        return null
      }
      throw e
    }
  },

  setLoginRedirectUrl: (loginRedirectUrl) => set({ loginRedirectUrl }),

  takePostLoginUrl() {
    const url = postLoginUrl(get().loginRedirectUrl, get().homeLink)
    if (get().loginRedirectUrl) set({ loginRedirectUrl: '' })
    return url
  },

  setHomeLink: (homeLink) => set({ homeLink }),

  setTokens(tokens) {
    set({
      healthToken: tokens.healthToken ?? get().healthToken,
      studioDoctorToken: tokens.studioDoctorToken ?? get().studioDoctorToken,
    })
  },
}))

export function resetUserStore(): void {
  useUserStore.setState(initialUserData())
}
