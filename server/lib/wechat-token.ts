/**
 * WeChat's access token and JS-SDK ticket, one of each per appid, shared by every server instance through the
 * database (table wechat_credential), because WeChat limits how often they may be fetched and a new token can make
 * the previous one invalid for everybody.
 *
 * - A value is used until EARLY_REFRESH_MS before it expires; then ONE instance fetches the next one: it takes the row
 *   with a conditional UPDATE (`lock_until` null or past, and the value missing or due), which PostgreSQL and PGlite
 *   serialise on the row, so two instances never both fetch. The others keep using the current value while it is still
 *   valid, or wait (polling the row) for the new one; within an instance the callers share one promise.
 * - The token comes from `POST /cgi-bin/stable_token` without force_refresh (every caller gets the same token while it
 *   is valid; never a forced refresh, which WeChat caps at 20 a day).
 * - `withAccessToken` runs a call with the token; on 40001 / 42001 (the token revoked or expired early) it marks that
 *   token due — only if it is still the stored one — fetches again (not forced) and retries once.
 * - A failed fetch releases the row at once; a crashed fetcher's lock lapses after LOCK_MS.
 */
import type { Kysely } from 'kysely'
import type { DB } from './db'
import type { Config } from './config'
import { ACCESS_TOKEN_INVALID, WechatApi, WechatApiError } from './wechat-api'

export type CredentialKind = 'access_token' | 'jsapi_ticket'

export const EARLY_REFRESH_MS = 5 * 60_000
const LOCK_MS = 30_000
/** how long a caller waits (real time) for another instance's fetch */
const WAIT_MS = 15_000
const POLL_MS = 20

/** the secret of an appid the configuration knows: the mini-program (WX_APPID), the official account (WX_OA_APPID), WXA_APPID */
export function wechatSecretOf(config: Pick<Config, 'thirdParty' | 'wxaCode'>, appId: string): string | null {
  for (const app of [config.thirdParty.wechat, config.thirdParty.wechatOa, config.wxaCode])
    if (app && app.appId === appId) return app.secret
  return null
}

export class WechatCredentials {
  private readonly inflight = new Map<string, Promise<string>>()

  constructor(
    private readonly db: Kysely<DB>,
    readonly api: WechatApi,
    private readonly now: () => Date,
    private readonly secretOf: (appId: string) => string | null,
  ) {}

  /** the shared access token of the app */
  accessToken(appId: string): Promise<string> {
    return this.get(appId, 'access_token', () => {
      const secret = this.secretOf(appId)
      if (!secret) throw new WechatApiError(40013, `no secret configured for ${appId}`, '/cgi-bin/stable_token')
      return this.api.stableToken(appId, secret)
    })
  }

  /** the shared JS-SDK ticket of the official account */
  jsapiTicket(appId: string): Promise<string> {
    return this.get(appId, 'jsapi_ticket', () => this.withAccessToken(appId, (token) => this.api.jsapiTicket(token)))
  }

  /** runs `call` with the access token; on 40001 / 42001 the token is fetched again (not forced) and the call retried once */
  async withAccessToken<T>(appId: string, call: (token: string) => Promise<T>): Promise<T> {
    const token = await this.accessToken(appId)
    try {
      return await call(token)
    } catch (err) {
      if (!(err instanceof WechatApiError && ACCESS_TOKEN_INVALID.has(err.errcode))) throw err
      await this.invalidate(appId, 'access_token', token)
      return call(await this.accessToken(appId))
    }
  }

  /** marks `value` due (only while it is still the stored one: another instance may have replaced it already) */
  async invalidate(appId: string, kind: CredentialKind, value: string): Promise<void> {
    await this.db
      .updateTable('wechat_credential')
      .set({ expires_at: new Date(0), updated_at: this.now() })
      .where('app_id', '=', appId)
      .where('kind', '=', kind)
      .where('value', '=', value)
      .execute()
  }

  private get(appId: string, kind: CredentialKind, fetchValue: () => Promise<{ value: string; expiresIn: number }>): Promise<string> {
    const key = `${appId}\n${kind}`
    let p = this.inflight.get(key)
    if (!p) {
      p = this.load(appId, kind, fetchValue).finally(() => this.inflight.delete(key))
      this.inflight.set(key, p)
    }
    return p
  }

  private async load(
    appId: string,
    kind: CredentialKind,
    fetchValue: () => Promise<{ value: string; expiresIn: number }>,
  ): Promise<string> {
    const deadline = Date.now() + WAIT_MS
    for (;;) {
      const now = this.now()
      const due = new Date(now.getTime() + EARLY_REFRESH_MS)
      const row = await this.db
        .selectFrom('wechat_credential')
        .select(['value', 'expires_at'])
        .where('app_id', '=', appId)
        .where('kind', '=', kind)
        .executeTakeFirst()
      if (row?.value && row.expires_at && row.expires_at > due) return row.value
      if (!row)
        await this.db
          .insertInto('wechat_credential')
          .values({ app_id: appId, kind, updated_at: now })
          .onConflict((oc) => oc.columns(['app_id', 'kind']).doNothing())
          .execute()
      const claimed = await this.db
        .updateTable('wechat_credential')
        .set({ lock_until: new Date(now.getTime() + LOCK_MS), updated_at: now })
        .where('app_id', '=', appId)
        .where('kind', '=', kind)
        .where((eb) => eb.or([eb('lock_until', 'is', null), eb('lock_until', '<=', now)]))
        .where((eb) => eb.or([eb('value', 'is', null), eb('expires_at', 'is', null), eb('expires_at', '<=', due)]))
        .returning('app_id')
        .executeTakeFirst()
      if (claimed) {
        let fetched: { value: string; expiresIn: number }
        try {
          fetched = await fetchValue()
        } catch (err) {
          await this.db
            .updateTable('wechat_credential')
            .set({ lock_until: null })
            .where('app_id', '=', appId)
            .where('kind', '=', kind)
            .execute()
          throw err
        }
        const at = this.now()
        await this.db
          .updateTable('wechat_credential')
          .set((eb) => ({
            value: fetched.value,
            expires_at: new Date(at.getTime() + fetched.expiresIn * 1000),
            lock_until: null,
            fetched_count: eb('fetched_count', '+', 1),
            updated_at: at,
          }))
          .where('app_id', '=', appId)
          .where('kind', '=', kind)
          .execute()
        return fetched.value
      }
      // another instance is fetching (or just fetched): the current value while it is valid, else wait for the new one
      const current = await this.db
        .selectFrom('wechat_credential')
        .select(['value', 'expires_at'])
        .where('app_id', '=', appId)
        .where('kind', '=', kind)
        .executeTakeFirst()
      if (current?.value && current.expires_at && current.expires_at > now) return current.value
      if (Date.now() > deadline) throw new WechatApiError(-1, `waited too long for another instance's ${kind}`, '/cgi-bin/stable_token')
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }
}

const instances = new WeakMap<object, WechatCredentials>()

/** the WeChat credentials of a server (one per app instance: its in-process single-flight; the database shares them) */
export function wechatCredentials(deps: { db: Kysely<DB>; config: Config; now(): Date }): WechatCredentials {
  let c = instances.get(deps)
  if (!c) {
    const config = deps.config
    c = new WechatCredentials(
      deps.db,
      new WechatApi(config.wxApiBase),
      () => deps.now(),
      (appId) => wechatSecretOf(config, appId),
    )
    instances.set(deps, c)
  }
  return c
}
