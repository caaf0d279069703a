/** Helpers shared by the /user-center route modules. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { validatePhone } from '../../../src/domain/validation'
import { badRequest } from '../../lib/errors'
import { consumeCode, ERR, type CodeType } from '../../auth/codes'
import { createSession } from '../../auth/sessions'
import { findHospital } from '../../modules/hospital'
import { firstThird, toUserInfo, type UserRow, type ThirdRow, type LoginReplyData } from '../../modules/user'

/** Trimmed phone, or a 400 with the domain message (请输入手机号 / 手机格式不正确). */
export function checkPhone(phone: string | undefined): string {
  const p = (phone ?? '').trim()
  const err = validatePhone(p)
  if (err) throw badRequest(err)
  return p
}

/** Consumes an SMS code or throws 400 {errCode 1, errMsg}. */
export async function requireCode(app: FastifyInstance, phone: string, type: CodeType, code: string | undefined): Promise<void> {
  const c = (code ?? '').trim()
  if (!c) throw badRequest('请输入验证码', { errCode: ERR.code, errMsg: '请输入验证码' })
  const r = await consumeCode(app.deps, { phone, type, code: c })
  if (!r.ok) throw badRequest(r.msg, { errCode: ERR.code, errMsg: r.msg })
}

/** A 400 for a phone in the wrong state (already registered, not registered, bound elsewhere). */
export function phoneStateError(msg: string) {
  return badRequest(msg, { errCode: ERR.phoneState, errMsg: msg })
}

/** SMS signature: the hospital's short name (【金陵一院】...). */
export async function smsSignature(app: FastifyInstance, hospitalId: number): Promise<string> {
  const h = await findHospital(app, hospitalId)
  return h?.short_name ?? '健康商城'
}

/** Opens a session and builds the login reply envelope {code:200,msg,data:UserInfo,errCode:0,errMsg:''}. */
export async function loginReply(
  app: FastifyInstance,
  req: FastifyRequest,
  user: UserRow,
  args: { loginType: 0 | 1; channel: string; smsVerified?: boolean; third?: ThirdRow | null; needBindPhone?: boolean },
): Promise<{ code: 200; msg: string; data: LoginReplyData; errCode: 0; errMsg: '' }> {
  const deps = app.deps
  const token = await createSession(deps.db, {
    userId: user.id,
    loginType: args.loginType,
    channel: args.channel,
    hospitalId: req.ctx.hospitalId,
    now: deps.now(),
    smsVerified: args.smsVerified,
  })
  const third = args.third === undefined ? await firstThird(deps.db, user.id) : args.third
  const extra = args.needBindPhone === undefined ? {} : { needBindPhone: args.needBindPhone }
  req.log.info({ userId: user.id, channel: args.channel, loginType: args.loginType }, 'login')
  return { code: 200, msg: 'success', data: toUserInfo(app, user, third, token, args.loginType, extra), errCode: 0, errMsg: '' }
}
