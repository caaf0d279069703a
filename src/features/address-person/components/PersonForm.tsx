import { useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Checkbox, Input, Radio } from '@nutui/nutui-react-taro'
import type { SaveServicePersonReq, ServicePerson } from '@contract/account'
import { ageFromIdNumber, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, sexFromIdNumber, validateServicePerson } from '@/domain'
import { toast } from '@/shared/platform'
import './person.scss'

/** the server's refusal without consent (contract/account.ts), shown before sending */
export const CONSENT_REQUIRED = '请先阅读并同意个人信息授权'
export const CONSENT_TEXT = '我已阅读并同意《个人信息授权》，同意平台为提供服务存储本人填写的身份证号及健康信息'
/** SPEC §9 save throttle */
export const SAVE_THROTTLE_MS = 2000

export interface PersonFormProps {
  /** the person being edited, with its FULL values (queryDetail); null to add */
  initial?: ServicePerson | null
  onSubmit: (req: SaveServicePersonReq) => Promise<unknown>
  submitText?: string
}

interface State {
  name: string
  sex: string
  idNumber: string
  age: string
  phone: string
  maritalStatus: string
  defaultUse: boolean
  consent: boolean
}

/**
 * SPEC §5 service-person form: every message comes from src/domain validateServicePerson (the first
 * failing field, in screen order). A new or changed ID number needs the consent checkbox (the server
 * refuses without it). 18-character ID numbers fill sex and age. Saving is throttled to once per 2 s.
 */
export default function PersonForm({ initial, onSubmit, submitText = '保存' }: PersonFormProps) {
  const [s, setS] = useState<State>(() => ({
    name: initial?.name ?? '',
    sex: initial ? String(initial.sex) : '',
    idNumber: initial?.idNumber ?? '',
    age: initial ? String(initial.age ?? '') : '',
    phone: initial?.phone ?? '',
    maritalStatus: initial ? String(initial.maritalStatus) : '',
    defaultUse: initial ? initial.defaultUse === 0 : false,
    consent: false,
  }))
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  const lastSave = useRef(0)
  const set = (patch: Partial<State>) => {
    setS((old) => ({ ...old, ...patch }))
    setError(null)
  }

  const idChanged = s.idNumber.replace(/\s+/g, '').toUpperCase() !== (initial?.idNumber ?? '').toUpperCase()

  const onId = (v: string) => {
    const id = v.replace(/\s+/g, '').toUpperCase()
    const patch: Partial<State> = { idNumber: v }
    if (id.length === 18) {
      const age = ageFromIdNumber(id)
      const sex = sexFromIdNumber(id)
      if (age !== null) patch.age = String(age)
      if (sex !== null) patch.sex = String(sex)
    }
    set(patch)
  }

  const submit = async () => {
    const now = Date.now()
    if (now - lastSave.current < SAVE_THROTTLE_MS) return
    const r = validateServicePerson(s)
    if (!r.ok) {
      setError({ field: r.field, message: r.message })
      toast(r.message)
      return
    }
    if (idChanged && !s.consent) {
      setError({ field: 'consent', message: CONSENT_REQUIRED })
      toast(CONSENT_REQUIRED)
      return
    }
    setError(null)
    lastSave.current = now
    const req: SaveServicePersonReq = { ...r.value, defaultUse: s.defaultUse ? 0 : 1 }
    if (initial?.id) req.id = initial.id
    if (idChanged) req.consent = true
    try {
      await onSubmit(req)
    } catch {
      lastSave.current = 0
    }
  }

  const err = (field: string) => (error?.field === field ? <Text className="person-form__error">{error.message}</Text> : null)

  return (
    <View className="person-form">
      <View className="person-form__group">
        <View className="person-form__item">
          <Text className="person-form__label">姓名</Text>
          <Input
            className="person-form__input"
            name="name"
            placeholder="请输入服务人姓名"
            maxLength={NAME_MAX_LENGTH}
            value={s.name}
            onChange={(v) => set({ name: v })}
          />
        </View>
        {err('name')}
        <View className="person-form__item">
          <Text className="person-form__label">性别</Text>
          <Radio.Group value={s.sex} onChange={(v) => set({ sex: String(v) })} direction="horizontal" className="person-form__radios">
            <Radio value="1">男</Radio>
            <Radio value="0">女</Radio>
          </Radio.Group>
        </View>
        {err('sex')}
        <View className="person-form__item">
          <Text className="person-form__label">身份证号</Text>
          <Input
            className="person-form__input"
            name="idNumber"
            placeholder="请输入身份证号"
            maxLength={18}
            value={s.idNumber}
            onChange={onId}
          />
        </View>
        {err('idNumber')}
        <View className="person-form__item">
          <Text className="person-form__label">年龄</Text>
          <Input
            className="person-form__input"
            name="age"
            type="number"
            placeholder="请输入年龄"
            maxLength={3}
            value={s.age}
            onChange={(v) => set({ age: v })}
          />
        </View>
        {err('age')}
        <View className="person-form__item">
          <Text className="person-form__label">联系方式</Text>
          <Input
            className="person-form__input"
            name="phone"
            type="tel"
            placeholder="请输入联系方式"
            maxLength={PHONE_MAX_LENGTH}
            value={s.phone}
            onChange={(v) => set({ phone: v })}
          />
        </View>
        {err('phone')}
        <View className="person-form__item">
          <Text className="person-form__label">婚姻状况</Text>
          <Radio.Group
            value={s.maritalStatus}
            onChange={(v) => set({ maritalStatus: String(v) })}
            direction="horizontal"
            className="person-form__radios"
          >
            <Radio value="1">已婚</Radio>
            <Radio value="2">未婚</Radio>
          </Radio.Group>
        </View>
        {err('maritalStatus')}
        <View className="person-form__item person-form__item--last">
          <Text className="person-form__label">设为默认</Text>
          <Checkbox
            className="person-form__default"
            checked={s.defaultUse}
            onChange={(v: boolean) => set({ defaultUse: v })}
            label="默认服务人"
          />
        </View>
      </View>
      {idChanged ? (
        <View className="person-form__consent">
          <Checkbox
            className="person-form__consent-box"
            checked={s.consent}
            onChange={(v: boolean) => set({ consent: v })}
            label={CONSENT_TEXT}
          />
          {err('consent')}
        </View>
      ) : null}
      <Text className="person-form__privacy">身份证号、手机号仅用于预约与服务核验，列表中脱敏显示。</Text>
      <View className="person-form__submit">
        <Button block type="primary" className="person-form__save" onClick={submit}>
          {submitText}
        </Button>
      </View>
    </View>
  )
}
