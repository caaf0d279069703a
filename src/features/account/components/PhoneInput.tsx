import { Input } from '@nutui/nutui-react-taro'
import { PHONE_MAX_LENGTH } from '@/domain'
import * as T from '@/domain/messages/auth'

export interface PhoneInputProps {
  value: string
  /** the typed phone without white space */
  onChange: (phone: string) => void
  placeholder?: string
  onBlur?: () => void
}

/** The phone input of the account screens (SPEC §5, §9: 11 characters), named "phone". */
export default function PhoneInput({ value, onChange, placeholder = T.PHONE_PLACEHOLDER, onBlur }: PhoneInputProps) {
  return (
    <Input
      className="auth-field__input"
      name="phone"
      type="tel"
      value={value}
      maxLength={PHONE_MAX_LENGTH}
      placeholder={placeholder}
      clearable
      onChange={(v: string) => onChange(v.replace(/\s+/g, ''))}
      onBlur={onBlur}
    />
  )
}
