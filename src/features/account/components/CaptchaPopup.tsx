import { useCallback, useEffect, useState } from 'react'
import { View, Image, Text } from '@tarojs/components'
import { Popup, Input, Button } from '@nutui/nutui-react-taro'
import { getCaptcha } from '../api'
import { svgDataUrl } from '../captchaSvg'
import type { CaptchaOutcome } from '../useSendCode'
import * as T from '@/domain/messages/auth'
import './CaptchaPopup.scss'

export interface CaptchaPopupProps {
  visible: boolean
  onClose: () => void
  /** verifyCode with the captcha; errCode 2 comes back as { ok: false, message, refresh: true } */
  onSubmit: (captchaId: string, captchaCode: string) => Promise<CaptchaOutcome>
}

/**
 * Image captcha asked before an SMS code is sent (SPEC §2 "send-code button with captcha"): GET captcha
 * gives { captchaId, svg }; a wrong answer shows the server's errMsg and a fresh image.
 */
export default function CaptchaPopup({ visible, onClose, onSubmit }: CaptchaPopupProps) {
  const [captchaId, setCaptchaId] = useState('')
  const [image, setImage] = useState('')
  const [answer, setAnswer] = useState('')
  const [error, setError] = useState('')
  const [loadFailed, setLoadFailed] = useState(false)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    setAnswer('')
    setLoadFailed(false)
    try {
      const c = await getCaptcha()
      setCaptchaId(c.captchaId)
      setImage(svgDataUrl(c.svg))
    } catch {
      setCaptchaId('')
      setImage('')
      setLoadFailed(true)
    }
  }, [])

  useEffect(() => {
    if (visible) {
      setError('')
      load()
    }
  }, [visible, load])

  const submit = async () => {
    if (busy) return
    if (!answer.trim()) {
      setError(T.CAPTCHA_REQUIRED)
      return
    }
    setBusy(true)
    try {
      const r = await onSubmit(captchaId, answer)
      if (!r.ok) {
        setError(r.message)
        if (r.refresh) await load()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <Popup visible={visible} position="center" round onClose={onClose} className="captcha-popup" closeOnOverlayClick={false}>
      <View className="captcha-popup__body">
        <View className="captcha-popup__title">{T.CAPTCHA_TITLE}</View>
        <View className="captcha-popup__row">
          <View className="captcha-popup__input">
            <Input
              name="captcha"
              value={answer}
              maxLength={8}
              placeholder={T.CAPTCHA_PLACEHOLDER}
              onChange={(v: string) => {
                setAnswer(v)
                setError('')
              }}
            />
          </View>
          <View className="captcha-popup__image" onClick={load}>
            {image ? <Image className="captcha-popup__img" src={image} mode="aspectFit" /> : null}
            {loadFailed ? <Text className="captcha-popup__failed">{T.CAPTCHA_LOAD_FAILED}</Text> : null}
          </View>
        </View>
        <View className="captcha-popup__meta">
          <Text className="captcha-popup__error">{error}</Text>
          <Text className="captcha-popup__refresh" onClick={load}>
            {T.CAPTCHA_REFRESH}
          </Text>
        </View>
        <View className="captcha-popup__actions">
          <Button className="captcha-popup__btn captcha-popup__cancel" onClick={onClose}>
            {T.CANCEL}
          </Button>
          <Button className="captcha-popup__btn captcha-popup__ok" type="primary" loading={busy} onClick={submit}>
            {T.CONFIRM}
          </Button>
        </View>
      </View>
    </Popup>
  )
}
