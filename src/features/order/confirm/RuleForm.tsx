import { View, Text, Input, Picker } from '@tarojs/components'
import { ruleFieldKind, ruleFieldOptions, isTypedKind, isDefaultTagField, type RuleField } from '@/domain'
import './order-widgets.scss'

export interface RuleFormProps {
  fields: readonly RuleField[]
  /** fieldId -> value */
  values: Record<string, string>
  onChange: (fieldId: string, value: string) => void
}

/** the fields with the values filled in, ready for domain validateRuleForm and PeInfo.filedInfo */
export function withValues<F extends RuleField>(fields: readonly F[], values: Record<string, string>): F[] {
  return fields.map((f) => ({ ...f, value: values[String(f.fieldId)] ?? f.value ?? '' }))
}

/**
 * SPEC §3/§5 pre-appointment rule form: dynamic fields — typed text / number / email, date and time
 * pickers, or a choice from the comma-separated content. Messages come from domain validateRuleForm
 * (the caller validates on 下一步 / 确定).
 */
export default function RuleForm({ fields, values, onChange }: RuleFormProps) {
  return (
    <View className="rule-form">
      {fields.map((f) => {
        const id = String(f.fieldId)
        const kind = ruleFieldKind(f)
        const value = values[id] ?? (f.value == null ? '' : String(f.value))
        const required = f.isRequire === true || Number(f.isRequire) === 1
        const placeholder = isTypedKind(kind) ? `请输入${f.showName}` : `请选择${f.showName}`
        return (
          <View key={id} className={`rule-form__row ${isDefaultTagField(f.fieldId) ? 'rule-form__row--tag' : ''}`} data-field={id}>
            <Text className="rule-form__label">
              {required ? <Text className="rule-form__star">*</Text> : null}
              {f.showName}
            </Text>
            {isTypedKind(kind) ? (
              <Input
                className="rule-form__input"
                name={`field-${id}`}
                type={kind === 'number' ? 'number' : 'text'}
                value={value}
                placeholder={placeholder}
                onInput={(e) => onChange(id, String(e.detail.value))}
              />
            ) : kind === 'select' ? (
              <Picker
                mode="selector"
                range={ruleFieldOptions(f)}
                onChange={(e: any) => onChange(id, ruleFieldOptions(f)[Number(e.detail.value)] ?? '')}
              >
                <Text className={`rule-form__pick ${value ? '' : 'rule-form__pick--empty'}`}>{value || placeholder}</Text>
              </Picker>
            ) : kind === 'date' ? (
              <Picker mode="date" value={value} onChange={(e) => onChange(id, String(e.detail.value))}>
                <Text className={`rule-form__pick ${value ? '' : 'rule-form__pick--empty'}`}>{value || placeholder}</Text>
              </Picker>
            ) : (
              <Picker mode="time" value={value} onChange={(e) => onChange(id, String(e.detail.value))}>
                <Text className={`rule-form__pick ${value ? '' : 'rule-form__pick--empty'}`}>{value || placeholder}</Text>
              </Picker>
            )}
          </View>
        )
      })}
    </View>
  )
}
