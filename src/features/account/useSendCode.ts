import { useCallback, useEffect, useState } from 'react'
import { canSendCode, sendCodeButtonText, sendCodeRemaining, showNoSmsLink, validatePhone, type SendCodeState } from '@/domain'
import { toast } from '@/shared/platform'
import { verifyCode } from './api'
import type { VerifyCodeType } from '@contract/api'

/** verifyCode errCode 2: the image captcha was wrong (SPEC §7, §8) */
export const CAPTCHA_FAILED = 2

export type CaptchaOutcome = { ok: true } | { ok: false; message: string; refresh: boolean }

export interface SendCode {
  /** the SMS send state (domain SendCodeState) */
  state: SendCodeState
  /** 获取验证码 / 重新发送(n) / 重新发送 */
  text: string
  /** seconds left of the 120 s countdown */
  remaining: number
  /** domain canSendCode: valid phone, nothing in flight, no countdown */
  enabled: boolean
  /** the countdown ended after a send (the /bandPhone 未收到短信？ link) */
  noSmsLink: boolean
  /** a code was sent (successfully) at least once */
  sent: boolean
  captchaVisible: boolean
  /** the send-code button: opens the captcha popup (or says what is wrong with the phone) */
  request(): void
  closeCaptcha(): void
  /** the captcha popup's submit: verifyCode with the captcha; starts the countdown on errCode 0 */
  submitCaptcha(captchaId: string, captchaCode: string): Promise<CaptchaOutcome>
}

/**
 * The send-code flow of every SMS form (SPEC §4): the button asks for the image captcha first, then
 * POST verifyCode { phone, type, captchaId, captchaCode }. errCode 0 starts the 120 s countdown, errCode 2
 * keeps the popup open with errMsg and a fresh captcha, any other errCode closes it and shows errMsg.
 * Every rule (enabled, text, countdown) is the domain's.
 */
export function useSendCode(phone: string, type: VerifyCodeType, onSent?: () => void): SendCode {
  const [state, setState] = useState<SendCodeState>({ sentAt: null, sending: false })
  const [now, setNow] = useState(() => Date.now())
  const [captchaVisible, setCaptchaVisible] = useState(false)

  const counting = sendCodeRemaining(state, now) > 0
  useEffect(() => {
    if (!counting) return undefined
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [counting])

  const request = useCallback(() => {
    const t = Date.now()
    setNow(t)
    const phoneError = validatePhone(phone)
    if (phoneError) {
      toast(phoneError)
      return
    }
    if (!canSendCode(phone, state, t)) return
    setCaptchaVisible(true)
  }, [phone, state])

  const submitCaptcha = useCallback(
    async (captchaId: string, captchaCode: string): Promise<CaptchaOutcome> => {
      setState((s) => ({ ...s, sending: true }))
      try {
        const reply = await verifyCode({ phone: phone.trim(), type, captchaId, captchaCode: captchaCode.trim() }, { loading: true })
        if (reply.errCode === 0) {
          const t = Date.now()
          setNow(t)
          setState({ sentAt: t, sending: false })
          setCaptchaVisible(false)
          onSent?.()
          return { ok: true }
        }
        setState((s) => ({ ...s, sending: false }))
        if (reply.errCode === CAPTCHA_FAILED) return { ok: false, message: reply.errMsg, refresh: true }
        setCaptchaVisible(false)
        toast(reply.errMsg)
        return { ok: false, message: reply.errMsg, refresh: false }
      } catch (e) {
        // transport / 401 failures were already shown by the request layer
        setState((s) => ({ ...s, sending: false }))
        return { ok: false, message: (e as Error)?.message || '', refresh: true }
      }
    },
    [phone, type, onSent],
  )

  return {
    state,
    text: sendCodeButtonText(state, now),
    remaining: sendCodeRemaining(state, now),
    enabled: canSendCode(phone, state, now),
    noSmsLink: showNoSmsLink(state, now),
    sent: state.sentAt != null,
    captchaVisible,
    request,
    closeCaptcha: () => setCaptchaVisible(false),
    submitCaptcha,
  }
}
