/**
 * Users: lookups, creation, the wire shapes UserBase / UserInfo (contract/api.ts), system configuration, and
 * the account's own requests (userBaseInfo, redisUser, conf/all, account deletion).
 */
import type { Kysely, Transaction } from 'kysely'
import type { AccountDeleteRes, ConfItem, LoginType, UserBase, UserBaseOwner, UserInfo } from '../../../contract/api'
import type { DB } from '../../lib/db/schema'
import type { AppDeps } from '../../lib/deps'
import { unauthorized } from '../../lib/errors'
import { assetUrl, type AssetHostSource } from '../../lib/assets'
import { maskPhone } from '../../../src/domain/mask'
import { deleteUserData } from './deletion'

type Q = Kysely<DB> | Transaction<DB>
export type UserRow = DB['app_user'] & { id: number }
export type ThirdRow = DB['user_third'] & { id: number }

export async function findUserById(db: Q, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst() as Promise<UserRow | undefined>
}

export async function findUserByPhone(db: Q, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('phone', '=', phone).executeTakeFirst() as Promise<UserRow | undefined>
}

export async function firstThird(db: Q, userId: number): Promise<ThirdRow | undefined> {
  return db.selectFrom('user_third').selectAll().where('user_id', '=', userId).orderBy('id').limit(1).executeTakeFirst() as Promise<
    ThirdRow | undefined
  >
}

export async function createUser(
  db: Q,
  args: {
    phone: string | null
    username?: string
    hospitalId: number
    channel: string
    now: Date
    passwordHash?: string | null
    avatarUrl?: string | null
    idNoHash?: string | null
  },
): Promise<UserRow> {
  const username = args.username ?? (args.phone ? `用户${args.phone.slice(-4)}` : '新用户')
  return (await db
    .insertInto('app_user')
    .values({
      username,
      phone: args.phone,
      password_hash: args.passwordHash ?? null,
      register_hospital_id: args.hospitalId,
      register_channel: args.channel,
      avatar_url: args.avatarUrl ?? null,
      id_no_hash: args.idNoHash ?? null,
      created_at: args.now,
      updated_at: args.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()) as UserRow
}

/**
 * UserBase on the wire. `phone` is always masked (138****5678, the domain rule of src/domain/mask), also for
 * the owner: the app shows it masked (SPEC §2 /bandPhone) and keeps user info in local storage. The owner gets
 * the full number only from GET /user-center/userInfo/userBaseInfo, in `phoneFull`.
 */
export function toUserBase(assets: AssetHostSource, u: UserRow): UserBase {
  return {
    id: u.id,
    username: u.username,
    phone: maskPhone(u.phone),
    registerHospitalId: u.register_hospital_id,
    registerChannel: u.register_channel,
    avatarUrl: assetUrl(assets, u.avatar_url ?? '/assets/avatar-default.svg'),
    hasPassword: !!u.password_hash,
  }
}

/** the data of a login reply (= UserInfo: loginType 1 sms/password/register, 0 third-party; needBindPhone on third-party logins) */
export type LoginReplyData = UserInfo

export function toUserInfo(
  assets: AssetHostSource,
  u: UserRow,
  third: ThirdRow | undefined | null,
  token: string,
  loginType: LoginType,
  extra: { needBindPhone?: boolean } = {},
): UserInfo {
  return {
    userBase: toUserBase(assets, u),
    userThird: third ? { id: third.id, openId: third.open_id, channel: third.channel } : null,
    subscribe: false,
    token,
    loginType,
    ...extra,
  }
}

export async function getConf(db: Q, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('sys_conf').select('config_val').where('config_key', '=', key).executeTakeFirst()
  return row?.config_val
}

// ------------------------------------------------------------------ the account's own requests

/** the session's user, or 401 (the account was deleted while the session lived) */
export async function currentUser(deps: Pick<AppDeps, 'db'>, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId)
  if (!user) throw unauthorized()
  return user
}

/** GET userInfo/userBaseInfo: the own UserBase with the full phone */
export async function ownUserBase(deps: Pick<AppDeps, 'db' | 'assetHost'>, userId: number): Promise<UserBaseOwner> {
  const user = await currentUser(deps, userId)
  return { ...toUserBase(deps.assetHost, user), phoneFull: user.phone ?? '' }
}

/** GET redisUser: the session's UserInfo with the caller's token */
export async function sessionUserInfo(
  deps: Pick<AppDeps, 'db' | 'assetHost'>,
  session: { userId: number; loginType: number },
  token: string,
): Promise<UserInfo> {
  const user = await currentUser(deps, session.userId)
  const third = await firstThird(deps.db, user.id)
  return toUserInfo(deps.assetHost, user, third, token, session.loginType === 0 ? 0 : 1)
}

/** GET common/conf/all */
export async function allConf(deps: Pick<AppDeps, 'db'>): Promise<ConfItem[]> {
  const rows = await deps.db.selectFrom('sys_conf').select(['config_key', 'config_val']).orderBy('config_key').execute()
  return rows.map((r) => ({ configKey: r.config_key, configVal: r.config_val }))
}

/** POST acountDel: the user and every module's registered personal data, in one transaction; the deleters that ran */
export async function deleteAccount(deps: Pick<AppDeps, 'db'>, userId: number): Promise<{ reply: AccountDeleteRes; deleters: string[] }> {
  const user = await currentUser(deps, userId)
  const ran = await deps.db.transaction().execute((trx) => deleteUserData(trx, { id: user.id, phone: user.phone }))
  return { reply: { deleted: true }, deleters: ran }
}
