import { useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Dialog } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { PhoneCodeFields, useSendCode, goAfterLogin, bindPhone, BIND_LEAVE_DELAY_MS } from '@/features/account'
import * as T from '@/domain/messages/auth'
import { BIND_SUCCESS, canBindPhone, maskPhone, NO_SMS_RECEIVED } from '@/domain'
import { toast } from '@/shared/platform'
import { currentRoute } from '@/shared/routes/current'
import { back } from '@/shared/routes/navigate'
import { useUserStore } from '@/shared/store'
import '@/features/account/components/form.scss'
import './index.scss'

/**
 * /bandPhone (SPEC §2, §4; login required): the bound phone with the first 3 and last 4 digits visible and
 * 重新绑定; the form binds a new phone with captcha + SMS code (type 2). Once the countdown has ended a
 * 未收到短信？ link opens a tip. Success: 绑定成功, the stored user's phone is updated, the screen is left
 * (after a login that required binding: the post-login page).
 */

const leaveSoon = (go: () => Promise<unknown> | void) =>
  new Promise<void>((resolve) => {
    setTimeout(() => {
      Promise.resolve(go()).then(
        () => resolve(),
        () => resolve(),
      )
    }, BIND_LEAVE_DELAY_MS)
  })

export default function BindPhonePage() {
  const query = useMemo(() => currentRoute().query, [])
  const fromLogin = query.from === 'login'
  const boundPhone = useUserStore((s) => s.userInfo?.userBase?.phone || '')
  const [editing, setEditing] = useState(!boundPhone)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [tip, setTip] = useState(false)
  const [busy, setBusy] = useState(false)
  const sender = useSendCode(phone, 2)
  const enabled = canBindPhone({ phone, code })

  const submit = async () => {
    if (!enabled || busy) return
    setBusy(true)
    try {
      const newPhone = phone.trim()
      const reply = await bindPhone({ phone: newPhone, verifyCode: code.trim() }, { loading: true })
      // the server's fresh user (phone masked as everywhere); a reply without one: patch the stored phone
      const user = useUserStore.getState()
      if (!user.refreshUser(reply)) user.updatePhone(newPhone)
      toast(BIND_SUCCESS, 'success')
      if (fromLogin) await goAfterLogin()
      else await leaveSoon(() => back())
      setBusy(false) // still here (nothing to go back to took effect): the form can be used again
    } catch {
      // the request layer showed the server's message
      setBusy(false)
    }
  }

  return (
    <Page>
      <View className="auth-screen band-phone">
        {!editing ? (
          <View className="band-phone__current">
            <Text className="band-phone__label">{T.BOUND_PHONE_LABEL}</Text>
            <Text className="band-phone__phone">{maskPhone(boundPhone)}</Text>
            <Button className="auth-submit band-phone__rebind" type="primary" size="large" onClick={() => setEditing(true)}>
              {T.REBIND}
            </Button>
          </View>
        ) : (
          <>
            <View className="auth-head">
              <Text className="auth-head__title">{boundPhone ? T.REBIND : T.BIND_NOW}</Text>
              <Text className="auth-head__sub">{boundPhone ? `${T.BOUND_PHONE_LABEL} ${maskPhone(boundPhone)}` : T.NO_BOUND_PHONE}</Text>
            </View>
            <PhoneCodeFields
              phone={phone}
              onPhoneChange={setPhone}
              code={code}
              onCodeChange={setCode}
              sender={sender}
              phonePlaceholder={boundPhone ? T.NEW_PHONE_PLACEHOLDER : T.PHONE_PLACEHOLDER}
            />
            {sender.noSmsLink ? (
              <View className="band-phone__no-sms">
                <Text className="band-phone__no-sms-link" onClick={() => setTip(true)}>
                  {NO_SMS_RECEIVED}
                </Text>
              </View>
            ) : null}
            <View className="auth-actions">
              <Button
                className="auth-submit band-phone__submit"
                type="primary"
                size="large"
                disabled={!enabled}
                loading={busy}
                onClick={submit}
              >
                {T.BIND_SUBMIT}
              </Button>
            </View>
          </>
        )}
      </View>
      <Dialog
        className="band-phone__tip"
        visible={tip}
        title={T.NO_SMS_TIP_TITLE}
        content={<View className="band-phone__tip-text">{T.NO_SMS_TIP}</View>}
        confirmText={T.NO_SMS_TIP_OK}
        hideCancelButton
        onConfirm={() => setTip(false)}
        onClose={() => setTip(false)}
      />
    </Page>
  )
}
