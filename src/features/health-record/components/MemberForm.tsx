import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Checkbox, Input, Radio } from '@nutui/nutui-react-taro'
import type { Consultationer, CreateConsultationerReq } from '@contract/health'
import { MEMBER_RELATIONS, MEMBER_RELATION_LABELS, needsGuardianConsent, validateBirthDate, validateMember } from '@/domain/health'
import { HEALTH_CONSENT_TEXT, HEALTH_GUARDIAN_CONSENT_TEXT } from '@/domain/messages/health'
import { toast } from '@/shared/platform'
import DateField from '@/shared/ui/DateField'
import { businessToday } from '@/domain/time'

/** the picker's first year (validateBirthDate refuses older dates anyway) */
const MIN_BIRTH_DATE = '1900-01-01'

export interface MemberFormProps {
  /** the member being edited; null to add */
  initial?: Consultationer | null
  onSubmit: (req: CreateConsultationerReq) => Promise<unknown>
  onCancel: () => void
}

/**
 * A family member (issue 13 item 1): name, relation, sex, birth date; for a child under 14 the guardian's explicit
 * consent (PIPL art. 31, SPEC §6); when adding, the separate consent for health data (PIPL art. 29) as its own
 * checkbox, never pre-ticked (it may be given later on the record page). Messages from validateMember.
 */
export default function MemberForm({ initial, onSubmit, onCancel }: MemberFormProps) {
  const [name, setName] = useState(initial?.name ?? '')
  const [relation, setRelation] = useState<string>(initial?.relation ?? '')
  const [sex, setSex] = useState<string>(initial ? String(initial.sex) : '')
  const [birthDate, setBirthDate] = useState(initial?.birthDate ?? '')
  const [guardian, setGuardian] = useState(initial?.guardianConsent ?? false)
  const [consent, setConsent] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const child = validateBirthDate(birthDate) === null && needsGuardianConsent(birthDate)
  const today = businessToday()

  const submit = async () => {
    const req: CreateConsultationerReq = {
      name: name.trim(),
      relation,
      sex: Number(sex),
      birthDate: birthDate.trim(),
      guardianConsent: child ? guardian : undefined,
    }
    const e = validateMember(req)
    if (e) {
      setError(e)
      toast(e)
      return
    }
    setError(null)
    if (!initial) req.healthConsent = consent
    await onSubmit(req).catch(() => undefined)
  }

  return (
    <View className="member-form">
      <View className="member-form__title">{initial ? '编辑家庭成员' : '添加家庭成员'}</View>
      <View className="member-form__item">
        <Text className="member-form__label">姓名</Text>
        <Input
          className="member-form__input"
          name="memberName"
          placeholder="请输入成员姓名"
          maxLength={20}
          value={name}
          onChange={setName}
        />
      </View>
      <View className="member-form__item">
        <Text className="member-form__label">关系</Text>
        <Radio.Group value={relation} onChange={(v) => setRelation(String(v))} direction="horizontal" className="member-form__radios">
          {MEMBER_RELATIONS.map((r) => (
            <Radio key={r} value={r}>
              {MEMBER_RELATION_LABELS[r]}
            </Radio>
          ))}
        </Radio.Group>
      </View>
      <View className="member-form__item">
        <Text className="member-form__label">性别</Text>
        <Radio.Group value={sex} onChange={(v) => setSex(String(v))} direction="horizontal" className="member-form__radios">
          <Radio value="1">男</Radio>
          <Radio value="2">女</Radio>
        </Radio.Group>
      </View>
      <View className="member-form__item">
        <Text className="member-form__label">出生日期</Text>
        <DateField
          className="member-form__input"
          name="birthDate"
          title="出生日期"
          placeholder="例如 1960-03-02"
          min={MIN_BIRTH_DATE}
          max={today}
          value={birthDate}
          onChange={setBirthDate}
        />
      </View>
      {child ? (
        <View className="member-form__consent member-form__consent--guardian">
          <Checkbox checked={guardian} onChange={setGuardian} className="member-form__check member-form__check--guardian">
            <Text className="member-form__consent-text">{HEALTH_GUARDIAN_CONSENT_TEXT}</Text>
          </Checkbox>
        </View>
      ) : null}
      {initial ? null : (
        <View className="member-form__consent">
          <Checkbox checked={consent} onChange={setConsent} className="member-form__check member-form__check--health">
            <Text className="member-form__consent-text">{HEALTH_CONSENT_TEXT}</Text>
          </Checkbox>
        </View>
      )}
      {error ? <Text className="member-form__error">{error}</Text> : null}
      <View className="member-form__actions">
        <Button className="member-form__cancel" onClick={onCancel}>
          取消
        </Button>
        <Button type="primary" className="member-form__save" onClick={submit}>
          保存
        </Button>
      </View>
    </View>
  )
}
