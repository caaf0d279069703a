import { View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { Eye } from '@nutui/icons-react-taro'
import { PASSWORD_MAX_LENGTH } from '@/domain'

export interface PasswordFieldProps {
  name: string
  value: string
  onChange: (value: string) => void
  placeholder: string
  /** shown as text instead of dots */
  visible: boolean
  /** the eye that switches `visible`; omitted: no eye (a second field that follows the first one's) */
  onToggleVisible?: () => void
}

/** A password input of the account screens (SPEC §9: 6 to 20 characters), with the show/hide eye. */
export default function PasswordField({ name, value, onChange, placeholder, visible, onToggleVisible }: PasswordFieldProps) {
  return (
    <View className="auth-field">
      <Input
        className="auth-field__input"
        name={name}
        type={visible ? 'text' : 'password'}
        value={value}
        maxLength={PASSWORD_MAX_LENGTH}
        placeholder={placeholder}
        onChange={(v: string) => onChange(v)}
      />
      {onToggleVisible ? (
        <View className="auth-eye" onClick={onToggleVisible}>
          <Eye size={18} color={visible ? '#4e5969' : '#c9cdd4'} />
        </View>
      ) : null}
    </View>
  )
}
