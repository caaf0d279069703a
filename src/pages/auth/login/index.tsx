import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { PhoneCodeFields, AgreementRow, useAgreementGate, useSendCode, finishLogin, aliLogin, smsLogin, wxLogin } from '@/features/account'
import * as T from '@/domain/messages/auth'
import { canLogin } from '@/domain'
import { detectChannel, getLoginCode, isMiniProgram, oauthRedirect, toast } from '@/shared/platform'
import { navigate } from '@/shared/routes/navigate'
import { TRANSITION_URL } from '@/shared/routes/guard'
import { useAppStore, useUserStore } from '@/shared/store'
import '@/features/account/components/form.scss'
import './index.scss'

/**
 * /login (SPEC §2, §4): SMS login — new phones are registered at first login. Inside the WeChat or Alipay
 * mini-program the one-tap login shows instead. Success: store the user (login type 1, third party 0),
 * then the post-login URL, or /bandPhone when a phone must be bound.
 */
export default function LoginPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const hospitalName = useAppStore((s) => s.hospitalInfo?.hospitalName)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const gate = useAgreementGate()
  const [busy, setBusy] = useState(false)
  const sender = useSendCode(phone, 1)
  const channel = detectChannel()
  const oneTap = isMiniProgram || channel === 'miniProgram' || channel === 'alipayMiniProgram'
  const enabled = canLogin({ phone, code, agreed: gate.agreed })

  const submit = async () => {
    if (!enabled || busy) return
    setBusy(true)
    try {
      const info = await smsLogin({ phone: phone.trim(), verifyCode: code.trim() }, { loading: true })
      await finishLogin(info, 1)
    } catch {
      // the request layer showed the server's message
    } finally {
      setBusy(false)
    }
  }

  const oneTapLogin = async () => {
    if (busy) return
    setBusy(true)
    try {
      const loginCode = await getLoginCode()
      const info =
        channel === 'alipayMiniProgram'
          ? await aliLogin({ code: loginCode }, { loading: true })
          : await wxLogin({ code: loginCode }, { loading: true })
      await finishLogin(info, 0)
    } catch (e) {
      const msg = (e as Error)?.message
      if (msg && !(e as { kind?: string }).kind) toast(msg)
    } finally {
      setBusy(false)
    }
  }

  const startOneTap = () => gate.require(oneTapLogin)

  /** H5 inside the WeChat browser: the messaging-app authorisation, back to /transition */
  const wechatOAuth = () =>
    gate.require(() => {
      const target = useUserStore.getState().loginRedirectUrl || '/home'
      oauthRedirect(`${TRANSITION_URL}?redirect=${encodeURIComponent(target)}`)
    })

  return (
    <Page>
      <View className="auth-screen login-page">
        <View className="auth-head">
          <Text className="auth-head__title">{T.LOGIN_WELCOME}</Text>
          <Text className="auth-head__sub">{hospitalName ? `${hospitalName} · ${T.LOGIN_SUBTITLE}` : T.LOGIN_SUBTITLE}</Text>
        </View>

        {oneTap ? (
          <View className="login-page__one-tap">
            <Button className="auth-submit login-page__one-tap-btn" type="primary" size="large" loading={busy} onClick={startOneTap}>
              {channel === 'alipayMiniProgram' ? T.ALIPAY_ONE_TAP : T.WECHAT_ONE_TAP}
            </Button>
          </View>
        ) : (
          <>
            <PhoneCodeFields phone={phone} onPhoneChange={setPhone} code={code} onCodeChange={setCode} sender={sender} />
            <View className="auth-actions">
              <Button
                className="auth-submit login-page__submit"
                type="primary"
                size="large"
                disabled={!enabled}
                loading={busy}
                onClick={submit}
              >
                {T.NEXT}
              </Button>
            </View>
          </>
        )}

        <AgreementRow gate={gate} />

        {oneTap ? null : (
          <View className="auth-links">
            <Text
              className="auth-links__item login-page__password-link"
              onClick={() => navigate('/accountLogin', { hospitalId }, { replace: true })}
            >
              {T.PASSWORD_LOGIN_LINK}
            </Text>
            <Text className="auth-links__item" onClick={() => navigate('/register', { hospitalId, resetPsw: 1 })}>
              {T.FORGOT_PASSWORD_LINK}
            </Text>
          </View>
        )}

        {!oneTap && channel === 'wechat' ? (
          <View className="login-page__third">
            <Text className="login-page__third-title">{T.OTHER_LOGIN_WAYS}</Text>
            <Button className="login-page__third-btn" fill="outline" onClick={() => wechatOAuth()}>
              {T.WECHAT_LOGIN}
            </Button>
          </View>
        ) : null}
      </View>
    </Page>
  )
}
