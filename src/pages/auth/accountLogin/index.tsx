import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { AgreementRow, useAgreementGate, PasswordField, PhoneInput, finishLogin, passwordLogin } from '@/features/account'
import * as T from '@/domain/messages/auth'
import { checkPasswordLogin } from '@/domain'
import { toast } from '@/shared/platform'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import '@/features/account/components/form.scss'

/**
 * /accountLogin (SPEC §2, §5): phone + password. The domain's checkPasswordLogin decides: a phone or
 * password message, or the agreement prompt (同意 ticks the box and logs in, 再考虑下 closes it).
 */
export default function AccountLoginPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  const [visible, setVisible] = useState(false)
  const gate = useAgreementGate()
  const [busy, setBusy] = useState(false)

  const login = async () => {
    if (busy) return
    setBusy(true)
    try {
      const info = await passwordLogin({ registerName: phone.trim(), password }, { loading: true })
      await finishLogin(info, 1)
    } catch {
      // the request layer showed the server's message
    } finally {
      setBusy(false)
    }
  }

  const submit = () => {
    const check = checkPasswordLogin({ phone, password, agreed: gate.agreed })
    if (check.ok) return login()
    if (check.reason === 'agreement') gate.ask(login)
    else toast(check.message)
    return undefined
  }

  return (
    <Page>
      <View className="auth-screen account-login">
        <View className="auth-head">
          <Text className="auth-head__title">{T.LOGIN_WELCOME}</Text>
        </View>
        <View className="auth-fields">
          <View className="auth-field">
            <PhoneInput value={phone} onChange={setPhone} />
          </View>
          <PasswordField
            name="password"
            value={password}
            onChange={setPassword}
            placeholder={T.PASSWORD_PLACEHOLDER}
            visible={visible}
            onToggleVisible={() => setVisible(!visible)}
          />
        </View>
        <View className="auth-actions">
          <Button className="auth-submit account-login__submit" type="primary" size="large" loading={busy} onClick={submit}>
            {T.LOGIN}
          </Button>
        </View>
        <AgreementRow gate={gate} />
        <View className="auth-links">
          <Text className="auth-links__item account-login__sms" onClick={() => navigate('/login', { hospitalId }, { replace: true })}>
            {T.SMS_LOGIN_LINK}
          </Text>
          <Text className="auth-links__item account-login__forgot" onClick={() => navigate('/register', { hospitalId, resetPsw: 1 })}>
            {T.FORGOT_PASSWORD_LINK}
          </Text>
        </View>
      </View>
    </Page>
  )
}
