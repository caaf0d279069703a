/**
 * The `state` of the H5 OAuth authorization in the WeChat browser (snsapi_base / snsapi_userinfo), against CSRF and
 * login fixation: `GET /user-center/oauth/wechat/authorize?redirect_uri=…` makes a random state, stores its hash in
 * oauth_state (single-use, STATE_TTL_MS) bound to a random cookie of this browser (its hash stored too), and sends
 * the browser to WeChat's connect/oauth2/authorize with that state. On the return, getUserInfo {code, redirectUri,
 * state} consumes it (a conditional UPDATE: once, unexpired) and compares the cookie; missing, another browser's,
 * replayed or expired → 400 with the catalogue's reason, before the code is exchanged. Held in the database, so the
 * instance that checks need not be the one that issued. The state is required whenever the real WeChat login is
 * configured; with the development sandbox (no WX_APPID) it is checked when given.
 *
 * Alipay has no H5 authorization redirect here (its login is the mini-program's my.getAuthCode): nothing to bind.
 */
import crypto from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  OAUTH_REDIRECT_INVALID,
  OAUTH_STATE_EXPIRED,
  OAUTH_STATE_MISMATCH,
  OAUTH_STATE_MISSING,
  OAUTH_STATE_USED,
} from '../../../src/domain/messages/auth'
import type { AppDeps } from '../../lib/deps'
import { badRequest } from '../../lib/errors'

export const OAUTH_COOKIE = 'wx_oauth'
export const STATE_TTL_MS = 10 * 60_000
/** WeChat's authorization page (open.weixin.qq.com) */
export const WX_OPEN_BASE = 'https://open.weixin.qq.com'
/** where the authorization may return: the patient app's /transition page */
const RETURN_PATH = '/hospital/transition'

const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex')

/** the return URL, or a 400: an absolute http(s) URL of the patient app's /transition page, no fragment */
export function checkReturnUri(raw: string | undefined, production: boolean): string {
  let u: URL
  try {
    u = new URL(String(raw ?? ''))
  } catch {
    throw badRequest(OAUTH_REDIRECT_INVALID)
  }
  if (!(u.protocol === 'https:' || (!production && u.protocol === 'http:')) || u.pathname !== RETURN_PATH || u.hash || u.username)
    throw badRequest(OAUTH_REDIRECT_INVALID)
  return u.toString()
}

/** a new state bound to a new browser cookie value */
export async function issueOAuthState(
  deps: Pick<AppDeps, 'db' | 'now'>,
  provider: 'wechat',
  redirectUri: string,
): Promise<{ state: string; binding: string }> {
  const state = crypto.randomBytes(24).toString('base64url')
  const binding = crypto.randomBytes(24).toString('base64url')
  const now = deps.now()
  await deps.db
    .insertInto('oauth_state')
    .values({
      state_hash: sha(state),
      binding_hash: sha(binding),
      provider,
      redirect_uri: redirectUri,
      expires_at: new Date(now.getTime() + STATE_TTL_MS),
      created_at: now,
    })
    .execute()
  // expired states of earlier authorizations go (a few rows at a time; nothing else reads them)
  await deps.db
    .deleteFrom('oauth_state')
    .where('expires_at', '<', new Date(now.getTime() - STATE_TTL_MS))
    .execute()
  return { state, binding }
}

/** consumes the state of this browser (its cookie's binding) once, or throws the 400 that says why */
export async function consumeOAuthState(
  deps: Pick<AppDeps, 'db' | 'now'>,
  provider: 'wechat',
  state: string | undefined,
  binding: string | undefined,
): Promise<void> {
  if (!state || !binding) throw badRequest(OAUTH_STATE_MISSING)
  const row = await deps.db
    .selectFrom('oauth_state')
    .select(['binding_hash', 'provider', 'expires_at', 'used_at'])
    .where('state_hash', '=', sha(state))
    .executeTakeFirst()
  if (!row || row.provider !== provider) throw badRequest(OAUTH_STATE_MISMATCH)
  const same = crypto.timingSafeEqual(Buffer.from(row.binding_hash, 'hex'), Buffer.from(sha(binding), 'hex'))
  if (!same) throw badRequest(OAUTH_STATE_MISMATCH)
  if (row.used_at) throw badRequest(OAUTH_STATE_USED)
  const now = deps.now()
  if (row.expires_at <= now) throw badRequest(OAUTH_STATE_EXPIRED)
  // once, whichever instance gets here first
  const used = await deps.db
    .updateTable('oauth_state')
    .set({ used_at: now })
    .where('state_hash', '=', sha(state))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('state_hash')
    .executeTakeFirst()
  if (!used) throw badRequest(OAUTH_STATE_USED)
}

/** the binding cookie of the request, if any */
export function oauthBinding(req: FastifyRequest): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === OAUTH_COOKIE) return v.join('=') || undefined
  }
  return undefined
}

/** sets the binding cookie (HttpOnly, SameSite=Lax: it must come back on WeChat's top-level redirect to the page) */
export function setOAuthBinding(reply: FastifyReply, binding: string, production: boolean): void {
  const secure = production ? '; Secure' : ''
  reply.header('set-cookie', `${OAUTH_COOKIE}=${binding}; Path=/; Max-Age=${STATE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`)
}

/** WeChat's authorization URL (the official account's appid; snsapi_base unless userinfo is asked) */
export function wechatAuthorizeUrl(appId: string, redirectUri: string, state: string, scope: 'snsapi_base' | 'snsapi_userinfo'): string {
  const q = new URLSearchParams({ appid: appId, redirect_uri: redirectUri, response_type: 'code', scope, state })
  return `${WX_OPEN_BASE}/connect/oauth2/authorize?${q}#wechat_redirect`
}
