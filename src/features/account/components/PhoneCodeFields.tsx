import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Input, Button } from '@nutui/nutui-react-taro'
import { CODE_MAX_LENGTH, PHONE_MAX_LENGTH, validatePhone } from '@/domain'
import CaptchaPopup from './CaptchaPopup'
import PhoneInput from './PhoneInput'
import type { SendCode } from '../useSendCode'
import * as T from '@/domain/messages/auth'
import './form.scss'

export interface PhoneCodeFieldsProps {
  phone: string
  onPhoneChange: (phone: string) => void
  code: string
  onCodeChange: (code: string) => void
  /** the send-code state of the form (useSendCode) */
  sender: SendCode
  phonePlaceholder?: string
  /** a fixed phone (e.g. the bound phone, shown masked): no phone input */
  phoneDisplay?: string
}

/**
 * Phone + SMS code rows with the send-code button and its captcha popup (SPEC §2 /login, /register,
 * /bandPhone). Phone max 11, code max 10; a wrong phone shows the domain's message under the field once
 * 11 digits are typed or the field is left.
 */
export default function PhoneCodeFields(props: PhoneCodeFieldsProps) {
  const { phone, onPhoneChange, code, onCodeChange, sender, phonePlaceholder = T.PHONE_PLACEHOLDER, phoneDisplay } = props
  const [touched, setTouched] = useState(false)
  const phoneError = !phoneDisplay && phone && (touched || phone.length >= PHONE_MAX_LENGTH) ? validatePhone(phone) : null
  return (
    <View className="auth-fields">
      {phoneDisplay ? (
        <View className="auth-field auth-field--static">
          <Text className="auth-field__static">{phoneDisplay}</Text>
        </View>
      ) : (
        <View className={`auth-field auth-field--phone ${phoneError ? 'auth-field--error' : ''}`}>
          <PhoneInput value={phone} onChange={onPhoneChange} placeholder={phonePlaceholder} onBlur={() => setTouched(true)} />
        </View>
      )}
      {phoneError ? <Text className="auth-field__error auth-phone-error">{phoneError}</Text> : null}
      <View className="auth-field auth-field--code">
        <Input
          className="auth-field__input"
          name="code"
          type="number"
          value={code}
          maxLength={CODE_MAX_LENGTH}
          placeholder={T.CODE_PLACEHOLDER}
          onChange={(v: string) => onCodeChange(v.trim())}
        />
        <Button className="auth-send-code" size="small" fill="outline" type="primary" disabled={!sender.enabled} onClick={sender.request}>
          {sender.text}
        </Button>
      </View>
      <CaptchaPopup visible={sender.captchaVisible} onClose={sender.closeCaptcha} onSubmit={sender.submitCaptcha} />
    </View>
  )
}
