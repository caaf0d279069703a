/** Users: lookups, creation, and the wire shapes UserInfo / UserBase of types/api.ts. */
import type { FastifyInstance } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { UserBase, UserInfo } from '../../types/api'
import type { DB } from '../lib/db/schema'
import { maskPhone } from '../lib/logging'
import { assetUrl } from '../lib/assets'

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
  return db.selectFrom('user_third').selectAll().where('user_id', '=', userId).orderBy('id').limit(1).executeTakeFirst() as Promise<ThirdRow | undefined>
}

export async function createUser(
  db: Q,
  args: { phone: string | null; username?: string; hospitalId: number; channel: string; now: Date; passwordHash?: string | null; avatarUrl?: string | null; idNoHash?: string | null },
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
 * UserBase on the wire. `phone` is always masked (138****5678), also for the owner: the app
 * shows it masked (SPEC §2 /bandPhone) and keeps user info in local storage. The owner gets the
 * full number only from GET /user-center/userInfo/userBaseInfo, in `phoneFull`.
 */
export function toUserBase(app: FastifyInstance, u: UserRow): UserBase {
  return {
    id: u.id,
    username: u.username,
    phone: maskPhone(u.phone),
    registerHospitalId: u.register_hospital_id,
    registerChannel: u.register_channel,
    avatarUrl: assetUrl(app, u.avatar_url ?? '/assets/avatar-default.svg'),
    hasPassword: !!u.password_hash,
  }
}

export interface LoginReplyData extends UserInfo {
  /** SPEC §4: 1 sms/password/register login, 0 third-party login */
  loginType: 0 | 1
  /** third-party login: must_bind_phone is '1' and the user has no phone yet */
  needBindPhone?: boolean
}

export function toUserInfo(
  app: FastifyInstance,
  u: UserRow,
  third: ThirdRow | undefined | null,
  token: string,
  loginType: 0 | 1,
  extra: { needBindPhone?: boolean } = {},
): LoginReplyData {
  return {
    userBase: toUserBase(app, u),
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
