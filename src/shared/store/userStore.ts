/** User state: user info, login type, tokens, post-login URL and home link (SPEC §4, §6). */
import { create } from 'zustand'
import type { LoginResult, LoginType } from '@contract/api'
import { ApiError } from '../request/request'
import { isLoggedInUser, looksLikeUser, postLoginUrl, type StoredUserInfo } from './rules'

/**
 * The two user-center calls the store makes. app.ts hands them in (configureUserApi) at load, so this shared store
 * imports no feature; tests hand in their mocks the same way.
 */
export interface UserApi {
  /** GET redisUser: the session's user (a 401 rejects with ApiError code 401) */
  fetchUser(): Promise<unknown>
  /** POST loginOut: ends the server session */
  endSession(extra: { silent?: boolean }): Promise<unknown>
}

let userApi: UserApi | null = null

/** sets the user-center calls of the store (app.ts, once at load) */
export function configureUserApi(api: UserApi): void {
  userApi = api
}

function api(): UserApi {
  if (!userApi) throw new Error('user store: configureUserApi() has not been called (app.ts does it at load)')
  return userApi
}

export interface UserData {
  userInfo: StoredUserInfo | null
  /** 1 sms/password/register, 0 third party */
  loginType: LoginType | null
  healthToken: string
  studioDoctorToken: string
  /** where to go after login (stored when a guarded route sent the user to log in) */
  loginRedirectUrl: string
  /** the entry's home link */
  homeLink: string
  /**
   * the user signed out on purpose (退出登录, account deleted) and has not logged in since. A page that was
   * showing that user then leaves with the sign-out flow instead of sending the visitor to /login (SPEC §6
   * stores a target and logs in only for a visitor who opens a login-required page). Not persisted.
   */
  signedOut: boolean
}

export interface UserState extends UserData {
  isLoggedIn(): boolean
  /** stores the user; login-reply extras (needBindPhone, loginType) are not kept in userInfo */
  setUser(info: StoredUserInfo | LoginResult, loginType?: LoginType): void
  /** after binding a phone: the stored user's phone */
  updatePhone(phone: string): void
  /**
   * a fresh user reply of the server for the logged-in user (bindPhone, redisUser): replaces the stored user,
   * keeping the session token (and login type) when the reply has none. False (nothing stored) when the reply
   * is not a user or nobody is logged in.
   */
  refreshUser(info: unknown): boolean
  /** clears the user and its tokens (keeps the home link): the session ended (401, stale stored user) */
  logout(): void
  /**
   * the user signs out on purpose: the server session is ended (loginOut, best effort; skipped with
   * serverLogout false, e.g. after the account was deleted), then the user, its tokens and the post-login
   * URL are cleared and signedOut is set. Keeps the home link.
   */
  signOut(options?: { serverLogout?: boolean }): Promise<void>
  /**
   * GET redisUser: stores the session's user. A 401 reply is not stored (and a stale stored user is
   * cleared); resolves null. Other failures reject and keep what is stored.
   */
  loadUser(): Promise<StoredUserInfo | null>
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
  signedOut: false,
})

function userOnly(info: StoredUserInfo | LoginResult): StoredUserInfo {
  const { needBindPhone: _n, loginType: _l, ...rest } = info as LoginResult
  return rest
}

export const useUserStore = create<UserState>()((set, get) => ({
  ...initialUserData(),

  isLoggedIn: () => isLoggedInUser(get().userInfo),

  setUser(info, loginType) {
    const lt =
      loginType ??
      ((info as LoginResult).loginType === 0 || (info as LoginResult).loginType === 1 ? (info as LoginResult).loginType : get().loginType)
    set({ userInfo: userOnly(info), loginType: lt ?? null, signedOut: false })
  },

  updatePhone(phone) {
    const u = get().userInfo
    if (!u || !u.userBase) return
    set({ userInfo: { ...u, userBase: { ...u.userBase, phone } } })
  },

  refreshUser(info) {
    const current = get().userInfo
    if (!current || !looksLikeUser(info)) return false
    // the reply may omit the token the client authenticates with: keep it
    set({ userInfo: userOnly({ ...info, token: info.token || current.token || '' }) })
    return true
  },

  logout() {
    set({ userInfo: null, loginType: null, healthToken: '', studioDoctorToken: '', signedOut: false })
  },

  async signOut({ serverLogout = true } = {}) {
    if (serverLogout && get().userInfo?.token) {
      try {
        await api().endSession({ silent: true })
      } catch {
        // the session ends on this device whatever the server says
      }
    }
    set({ userInfo: null, loginType: null, healthToken: '', studioDoctorToken: '', loginRedirectUrl: '', signedOut: true })
  },

  async loadUser() {
    const tokenAtStart = get().userInfo?.token || ''
    // a reply that answers for a session this device has since left (signed out, another login) is stale
    const stale = () => get().signedOut || (get().userInfo?.token || '') !== tokenAtStart
    try {
      const data = await api().fetchUser()
      if (stale()) return get().userInfo
      if (!looksLikeUser(data)) return null
      const current = get().userInfo
      // the session reply may omit the token the client authenticates with: keep it
      const merged: StoredUserInfo = { ...data, token: data.token || current?.token || '' }
      set({ userInfo: userOnly(merged), signedOut: false })
      return get().userInfo
    } catch (e) {
      if (e instanceof ApiError && e.code === 401) {
        if (stale()) return get().userInfo
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
