/**
 * The WeChat mini-program's phone-number button (SPEC §2 /login one-tap login, the bind-phone screen): the button's
 * `detail.code` (not the wx.login code) goes through `POST /wxa/business/getuserphonenumber` with the mini-program's
 * shared access token (server/lib/wechat-token.ts: 40001 / 42001 refreshed once and retried), the reply's
 * `watermark.appid` must be the mini-program's (WX_APPID), and the mainland number is bound to the caller like
 * bindPhone (a phone of another account is refused with errCode 5). WeChat proves the number: no SMS code is needed.
 * Failures: a wrong, expired or used code → 400 手机号授权已失效，请重新授权 (errCode 1); WeChat busy, the quota
 * used up (errno 1400001, logged as `wechat_phone_quota`), a crossed appid, no WeChat configured → 400
 * 获取微信手机号失败，请使用短信验证码绑定 (errCode 1), never a 500.
 */
import type { WxPhoneReq } from '../../../contract/api'
import * as M from '../../../src/domain/messages/auth'
import { validatePhone } from '../../../src/domain/validation'
import type { SessionUser } from '../../lib/auth-scope'
import { badRequest } from '../../lib/errors'
import { CODE_INVALID, WechatApiError, type PhoneInfo } from '../../lib/wechat-api'
import { wechatCredentials } from '../../lib/wechat-token'
import { ERR } from '../../auth/codes'
import { findUserById, findUserByPhone, firstThird, toUserInfo } from '../user'
import { phoneStateError, type AuthRequest, type LoginReply } from './service'

const failed = (msg: string) => badRequest(msg, { errCode: ERR.code, errMsg: msg })

/** POST wxPhone (logged in): binds the phone number of the WeChat phone-number button's code */
export async function wxPhone(r: AuthRequest, session: SessionUser, body: WxPhoneReq): Promise<LoginReply> {
  const deps = r.deps
  const wx = deps.config.thirdParty.wechat
  if (!wx) throw failed(M.WX_PHONE_FAILED)
  const credentials = wechatCredentials(deps)
  let info: PhoneInfo
  try {
    info = await credentials.withAccessToken(wx.appId, (token) => credentials.api.userPhoneNumber(token, body.code))
  } catch (err) {
    if (err instanceof WechatApiError && CODE_INVALID.has(err.errcode)) throw failed(M.WX_PHONE_CODE_INVALID)
    const errcode = err instanceof WechatApiError ? err.errcode : null
    if (errcode === 1400001) r.log.error({ event: 'wechat_phone_quota', errcode }, 'wechat phone-number quota used up')
    else r.log.warn({ errcode, msg: (err as Error).message }, 'wechat phone number failed')
    throw failed(M.WX_PHONE_FAILED)
  }
  if (info.watermark?.appid !== wx.appId) {
    r.log.warn({ event: 'wechat_phone_watermark', appid: info.watermark?.appid }, 'wechat phone number of another app refused')
    throw failed(M.WX_PHONE_FAILED)
  }
  const phone = info.purePhoneNumber
  if (info.countryCode !== '86' || validatePhone(phone))
    throw badRequest(M.WX_PHONE_FAILED, { errCode: ERR.code, errMsg: M.WX_PHONE_FAILED })
  const owner = await findUserByPhone(deps.db, phone)
  if (owner && owner.id !== session.userId) throw phoneStateError(M.PHONE_BOUND_ELSEWHERE)
  try {
    await deps.db.updateTable('app_user').set({ phone, updated_at: deps.now() }).where('id', '=', session.userId).execute()
  } catch {
    throw phoneStateError(M.PHONE_BOUND_ELSEWHERE)
  }
  const user = await findUserById(deps.db, session.userId)
  if (!user) throw badRequest(M.USER_NOT_FOUND)
  r.log.info({ userId: user.id, phone, proof: 'wechat' }, 'phone bound')
  const third = await firstThird(deps.db, user.id)
  return {
    code: 200,
    msg: 'success',
    data: toUserInfo(deps.assetHost, user, third, r.token!, session.loginType === 0 ? 0 : 1, { needBindPhone: false }),
    errCode: 0,
    errMsg: '',
  }
}
