import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { Eye } from '@nutui/icons-react-taro'
import Page from '../../../components/Page'
import AgreementCheck from '../../../components/auth/AgreementCheck'
import AgreementPrompt from '../../../components/auth/AgreementPrompt'
import { finishLogin } from '../../../components/auth/session'
import * as T from '../../../domain/authTexts'
import { checkPasswordLogin, PHONE_MAX_LENGTH } from '../../../domain'
import { toast } from '../../../platform'
import { navigate } from '../../../routes/navigate'
import { passwordLogin } from '../../../services/userCenter'
import { useAppStore } from '../../../store'
import '../../../components/auth/form.scss'

/** max password length (SPEC §9: 6 to 20) */
const PASSWORD_MAX_LENGTH = 20

/**
 * /accountLogin (SPEC §2, §5): phone + password. The domain's checkPasswordLogin decides: a phone or
 * password message, or the agreement prompt (同意 ticks the box and logs in, 再考虑下 closes it).
 */
export default function AccountLoginPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  const [visible, setVisible] = useState(false)
  const [agreed, setAgreed] = useState(false)
  const [prompt, setPrompt] = useState(false)
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
    const check = checkPasswordLogin({ phone, password, agreed })
    if (check.ok) return login()
    if (check.reason === 'agreement') setPrompt(true)
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
            <Input
              className="auth-field__input"
              name="phone"
              type="tel"
              value={phone}
              maxLength={PHONE_MAX_LENGTH}
              placeholder={T.PHONE_PLACEHOLDER}
              clearable
              onChange={(v: string) => setPhone(v.replace(/\s+/g, ''))}
            />
          </View>
          <View className="auth-field">
            <Input
              className="auth-field__input"
              name="password"
              type={visible ? 'text' : 'password'}
              value={password}
              maxLength={PASSWORD_MAX_LENGTH}
              placeholder={T.PASSWORD_PLACEHOLDER}
              onChange={(v: string) => setPassword(v)}
            />
            <View className="auth-eye" onClick={() => setVisible(!visible)}>
              <Eye size={18} color={visible ? '#4e5969' : '#c9cdd4'} />
            </View>
          </View>
        </View>
        <View className="auth-actions">
          <Button className="auth-submit account-login__submit" type="primary" size="large" loading={busy} onClick={submit}>
            {T.LOGIN}
          </Button>
        </View>
        <View className="auth-agreement">
          <AgreementCheck checked={agreed} onChange={setAgreed} />
        </View>
        <View className="auth-links">
          <Text className="auth-links__item account-login__sms" onClick={() => navigate('/login', { hospitalId }, { replace: true })}>
            {T.SMS_LOGIN_LINK}
          </Text>
          <Text className="auth-links__item account-login__forgot" onClick={() => navigate('/register', { hospitalId, resetPsw: 1 })}>
            {T.FORGOT_PASSWORD_LINK}
          </Text>
        </View>
      </View>
      <AgreementPrompt
        visible={prompt}
        onCancel={() => setPrompt(false)}
        onAgree={() => {
          setPrompt(false)
          setAgreed(true)
          login()
        }}
      />
    </Page>
  )
}
