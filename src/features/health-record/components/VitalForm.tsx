import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input, Radio } from '@nutui/nutui-react-taro'
import type { BodyData, BodyDataKind, CreateBodyDataReq } from '@contract/health'
import { GLUCOSE_CONTEXTS, GLUCOSE_CONTEXT_LABELS, type GlucoseContext } from '@/domain/health'
import { formatBusiness } from '@/domain/time'
import { toast } from '@/shared/platform'
import { VITALS, validateVitalForm, type VitalFormValue } from '../model'

export interface VitalFormProps {
  kind: BodyDataKind
  memberId: number
  /** the reading being edited; null to add */
  initial?: BodyData | null
  onSubmit: (req: CreateBodyDataReq) => Promise<unknown>
  onCancel: () => void
}

const s = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v))

/** One reading of a vital: the kind's fields and the time (default now), checked with src/domain/health.ts first. */
export default function VitalForm({ kind, memberId, initial, onSubmit, onCancel }: VitalFormProps) {
  const [v, setV] = useState<VitalFormValue>(() => ({
    systolic: s(initial?.systolic),
    diastolic: s(initial?.diastolic),
    pulse: s(initial?.pulse),
    glucose: s(initial?.glucose),
    glucoseContext: initial?.glucoseContext ?? (kind === 'bloodGlucose' ? 'fasting' : ''),
    heightCm: s(initial?.heightCm),
    weightKg: s(initial?.weightKg),
    measuredAt: initial ? initial.measuredAt.slice(0, 16) : formatBusiness(Date.now(), 'YYYY-MM-DD HH:mm'),
  }))
  const [error, setError] = useState<string | null>(null)
  const set = (patch: Partial<VitalFormValue>) => {
    setV((o) => ({ ...o, ...patch }))
    setError(null)
  }
  const info = VITALS[kind]

  const submit = async () => {
    const e = validateVitalForm(kind, v)
    if (e) {
      setError(e)
      toast(e)
      return
    }
    const req: CreateBodyDataReq = { memberId, kind, measuredAt: v.measuredAt }
    if (kind === 'bloodPressure')
      Object.assign(req, { systolic: v.systolic, diastolic: v.diastolic, ...(v.pulse.trim() ? { pulse: v.pulse } : {}) })
    if (kind === 'bloodGlucose') Object.assign(req, { glucose: v.glucose, glucoseContext: v.glucoseContext })
    if (kind === 'height') req.heightCm = v.heightCm
    if (kind === 'weight') req.weightKg = v.weightKg
    await onSubmit(req).catch(() => undefined)
  }

  const field = (label: string, name: keyof VitalFormValue, unit: string, placeholder: string) => (
    <View className="member-form__item">
      <Text className="member-form__label">{label}</Text>
      <Input
        className="member-form__input"
        name={name}
        type="digit"
        placeholder={placeholder}
        maxLength={6}
        value={String(v[name])}
        onChange={(x) => set({ [name]: x } as Partial<VitalFormValue>)}
      />
      <Text className="member-form__unit">{unit}</Text>
    </View>
  )

  return (
    <View className="member-form vital-form">
      <View className="member-form__title">{initial ? `编辑${info.label}` : info.addText}</View>
      {kind === 'bloodPressure' ? (
        <>
          {field('收缩压', 'systolic', 'mmHg', '高压，如 120')}
          {field('舒张压', 'diastolic', 'mmHg', '低压，如 80')}
          {field('脉搏', 'pulse', '次/分', '选填')}
        </>
      ) : null}
      {kind === 'bloodGlucose' ? (
        <>
          {field('血糖', 'glucose', 'mmol/L', '如 5.6')}
          <View className="member-form__item">
            <Text className="member-form__label">时段</Text>
            <Radio.Group
              value={v.glucoseContext}
              onChange={(x) => set({ glucoseContext: String(x) as GlucoseContext })}
              direction="horizontal"
              className="member-form__radios"
            >
              {GLUCOSE_CONTEXTS.map((c) => (
                <Radio key={c} value={c}>
                  {GLUCOSE_CONTEXT_LABELS[c]}
                </Radio>
              ))}
            </Radio.Group>
          </View>
        </>
      ) : null}
      {kind === 'height' ? field('身高', 'heightCm', 'cm', '如 170') : null}
      {kind === 'weight' ? field('体重', 'weightKg', 'kg', '如 65.5') : null}
      <View className="member-form__item">
        <Text className="member-form__label">测量时间</Text>
        <Input
          className="member-form__input"
          name="measuredAt"
          placeholder="YYYY-MM-DD HH:mm"
          maxLength={16}
          value={v.measuredAt}
          onChange={(x) => set({ measuredAt: x })}
        />
      </View>
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
