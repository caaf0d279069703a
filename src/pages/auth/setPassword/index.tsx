import { useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import {
  clearPendingVerification,
  goAfterLogin,
  goHome,
  readPendingVerification,
  setPasswordMode,
  type SetPasswordMode,
  PhoneCodeFields,
  PasswordField,
  useSendCode,
  getUserBaseInfo,
  register,
  retrPassword,
  setPassword,
} from '@/features/account'
import * as T from '@/domain/messages/auth'
import { canSubmitSetPassword, maskPhone, PASSWORD_HINT, PASSWORD_SKIP, RESET_SUCCESS, SET_SUCCESS, validatePasswordPair } from '@/domain'
import { toast } from '@/shared/platform'
import { currentRoute } from '@/shared/routes/current'
import { redirect } from '@/shared/routes/navigate'
import { useAppStore, useUserStore } from '@/shared/store'
import '@/features/account/components/form.scss'

const TITLES: Record<SetPasswordMode, string> = {
  first: T.SET_PASSWORD_TITLE,
  change: T.CHANGE_PASSWORD_TITLE,
  register: T.SET_PASSWORD_TITLE,
  reset: T.RESET_PASSWORD_TITLE,
  expired: T.SET_PASSWORD_TITLE,
}

/**
 * /setPassword (SPEC §2, §4, §5): password + confirm with the hint; the button is enabled when both have
 * 6+ characters; format then mismatch are checked on submit (domain validatePasswordPair).
 *  - setPsw=1: first-time set while logged in (跳过，稍后再设置 goes home) -> POST password, 设置成功, home
 *  - after /register: POST register with the verified phone + code, 设置成功, the post-login page
 *  - reset=1 (after /register?resetPsw=1): POST retrPassword with phone + code, 重置成功, /accountLogin
 *  - logged in without a flag: first-time set, or a change of an existing password with a reset code sent
 *    to the own phone -> POST password, 设置成功, home
 */
export default function SetPasswordPage() {
  const query = useMemo(() => currentRoute().query, [])
  const pending = useMemo(() => readPendingVerification(), [])
  const loggedIn = useUserStore((s) => s.isLoggedIn())
  const hasPassword = useUserStore((s) => !!s.userInfo?.userBase?.hasPassword)
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [mode] = useState<SetPasswordMode>(() => setPasswordMode(query, { loggedIn, hasPassword }, pending))
  const [password, setPwd] = useState('')
  const [confirm, setConfirm] = useState('')
  const [visible, setVisible] = useState(false)
  const [busy, setBusy] = useState(false)
  // changing an existing password: a reset code (type 4) sent to the own phone, whose full number only
  // GET userInfo/userBaseInfo gives (phoneFull); everywhere else it is masked
  const [ownPhone, setOwnPhone] = useState('')
  const [code, setCode] = useState('')
  const sender = useSendCode(ownPhone, 4)
  const enabled = canSubmitSetPassword(password, confirm)

  useEffect(() => {
    if (mode !== 'change') return
    getUserBaseInfo({ silent: true })
      .then((base) => setOwnPhone(String((base as { phoneFull?: string })?.phoneFull || '')))
      .catch(() => setOwnPhone(''))
  }, [mode])

  /** the stored user now has a password (the setting screen says 修改密码) */
  const markHasPassword = () => {
    const u = useUserStore.getState().userInfo
    if (u?.userBase) useUserStore.getState().setUser({ ...u, userBase: { ...u.userBase, hasPassword: true } })
  }

  const submit = async () => {
    if (!enabled || busy) return
    const error = validatePasswordPair(password, confirm)
    if (error) {
      toast(error)
      return
    }
    setBusy(true)
    try {
      if (mode === 'reset' && pending) {
        await retrPassword({ phone: pending.phone, verifyCode: pending.code, password }, { loading: true })
        clearPendingVerification()
        markHasPassword()
        toast(RESET_SUCCESS, 'success')
        await redirect('/accountLogin', { hospitalId })
      } else if (mode === 'register' && pending) {
        const info = await register({ phone: pending.phone, verifyCode: pending.code, password }, { loading: true })
        clearPendingVerification()
        useUserStore.getState().setUser(info, 1)
        toast(SET_SUCCESS, 'success')
        await goAfterLogin()
      } else {
        await setPassword(mode === 'change' && code.trim() ? { password, verifyCode: code.trim() } : { password }, { loading: true })
        markHasPassword()
        toast(SET_SUCCESS, 'success')
        await goHome()
      }
    } catch {
      // the request layer showed the server's message
    } finally {
      setBusy(false)
    }
  }

  if (mode === 'expired') {
    return (
      <Page title={TITLES[mode]}>
        <StatusView
          kind="error"
          text={T.VERIFY_EXPIRED}
          actionText={String(query.reset) === '1' ? T.RESET_TITLE : T.BACK_TO_LOGIN}
          onAction={() =>
            String(query.reset) === '1' ? redirect('/register', { hospitalId, resetPsw: 1 }) : redirect('/login', { hospitalId })
          }
        />
      </Page>
    )
  }

  return (
    <Page title={TITLES[mode]}>
      <View className="auth-screen set-password">
        <View className="auth-head">
          <Text className="auth-head__title">{TITLES[mode]}</Text>
        </View>
        <View className="auth-fields">
          <PasswordField
            name="password"
            value={password}
            onChange={setPwd}
            placeholder={T.NEW_PASSWORD_PLACEHOLDER}
            visible={visible}
            onToggleVisible={() => setVisible(!visible)}
          />
          <PasswordField
            name="confirm"
            value={confirm}
            onChange={setConfirm}
            placeholder={T.CONFIRM_PASSWORD_PLACEHOLDER}
            visible={visible}
          />
          <Text className="auth-field__hint set-password__hint">{PASSWORD_HINT}</Text>
        </View>
        {mode === 'change' ? (
          <View className="set-password__verify">
            <Text className="auth-field__hint">{T.CODE_SENT_TO}</Text>
            <PhoneCodeFields
              phone={ownPhone}
              onPhoneChange={() => undefined}
              phoneDisplay={ownPhone ? maskPhone(ownPhone) : T.SETTING_NOT_BOUND}
              code={code}
              onCodeChange={setCode}
              sender={sender}
            />
          </View>
        ) : null}
        <View className="auth-actions">
          <Button
            className="auth-submit set-password__submit"
            type="primary"
            size="large"
            disabled={!enabled}
            loading={busy}
            onClick={submit}
          >
            {T.SUBMIT}
          </Button>
        </View>
        {mode === 'first' && String(query.setPsw) === '1' ? (
          <Text className="auth-skip set-password__skip" onClick={() => goHome()}>
            {PASSWORD_SKIP}
          </Text>
        ) : null}
      </View>
    </Page>
  )
}
