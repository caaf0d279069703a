import { useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { PhoneCodeFields, AgreementRow, useAgreementGate, useSendCode, savePendingVerification } from '@/features/account'
import * as T from '@/domain/messages/auth'
import { canLogin, VERIFY_PASSED } from '@/domain'
import { toast } from '@/shared/platform'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import '@/features/account/components/form.scss'

/**
 * /register (SPEC §2, §4): phone + captcha + SMS code; once the code was sent and entered, 验证通过 and on
 * to /setPassword (the phone and code travel in session storage, not in the URL). resetPsw=1 is the
 * password-reset flow: title 找回密码, SMS type 4, then /setPassword?reset=1.
 */
export default function RegisterPage() {
  const query = useMemo(() => currentRoute().query, [])
  const reset = String(query.resetPsw) === '1'
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const gate = useAgreementGate()
  const sender = useSendCode(phone, reset ? 4 : 3)
  // the reset flow needs no agreement; registering does (SPEC §5 "Login requires the agreement ticked")
  const enabled = canLogin({ phone, code, agreed: reset || gate.agreed })

  const next = () => {
    if (!enabled) return
    if (!sender.sent) {
      toast(T.SEND_CODE_FIRST)
      return
    }
    savePendingVerification({ phone: phone.trim(), code: code.trim(), reset })
    toast(VERIFY_PASSED, 'success')
    navigate('/setPassword', reset ? { hospitalId, reset: 1 } : { hospitalId })
  }

  return (
    <Page title={reset ? T.RESET_TITLE : T.REGISTER_TITLE}>
      <View className="auth-screen register-page">
        <View className="auth-head">
          <Text className="auth-head__title">{reset ? T.RESET_TITLE : T.REGISTER_TITLE}</Text>
          <Text className="auth-head__sub">{reset ? T.RESET_SUBTITLE : T.REGISTER_SUBTITLE}</Text>
        </View>
        <PhoneCodeFields phone={phone} onPhoneChange={setPhone} code={code} onCodeChange={setCode} sender={sender} />
        <View className="auth-actions">
          <Button className="auth-submit register-page__next" type="primary" size="large" disabled={!enabled} onClick={next}>
            {T.NEXT}
          </Button>
        </View>
        {reset ? null : <AgreementRow gate={gate} withPrompt={false} />}
      </View>
    </Page>
  )
}
