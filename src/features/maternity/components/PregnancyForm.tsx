import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import type { CreatePregnantRecordReq } from '@contract/maternity'
import {
  LMP_MAX_WEEKS_AGO,
  dueDate,
  formatGestationalAge,
  gestationalAge,
  validateHeight,
  validateLastMenstrualPeriod,
  validateWeight,
} from '@/domain/health'
import { addDays, businessToday } from '@/domain/time'
import { toast } from '@/shared/platform'
import DateField from '@/shared/ui/DateField'

/**
 * Starts a pregnancy record (createPregnantRecord): the last menstrual period (typed or picked, validated with
 * validateLastMenstrualPeriod) with the due date and week previewed from the same rules as the server; height and
 * pre-pregnancy weight optional (they give the WS/T 801-2022 weight-gain range).
 */
export default function PregnancyForm({
  memberId,
  onSubmit,
}: {
  memberId: number
  onSubmit: (req: CreatePregnantRecordReq) => Promise<unknown>
}) {
  const today = businessToday()
  const [lmp, setLmp] = useState('')
  const [height, setHeight] = useState('')
  const [weight, setWeight] = useState('')
  const lmpError = lmp ? validateLastMenstrualPeriod(lmp) : null
  const preview = lmp && !lmpError ? { due: dueDate(lmp), ga: formatGestationalAge(gestationalAge(lmp, today)) } : null

  const submit = async () => {
    const e = validateLastMenstrualPeriod(lmp) ?? (height ? validateHeight(height) : null) ?? (weight ? validateWeight(weight) : null)
    if (e) {
      toast(e)
      return
    }
    const req: CreatePregnantRecordReq = { memberId, lastMenstrualPeriod: lmp }
    if (height) req.heightCm = height
    if (weight) req.prePregnancyWeightKg = weight
    await onSubmit(req).catch(() => undefined)
  }

  return (
    <View className="mat-card mat-form">
      <View className="mat-card__title">建立孕期档案</View>
      <View className="mat-form__item">
        <Text className="mat-form__label">末次月经</Text>
        <DateField
          name="lastMenstrualPeriod"
          title="末次月经第一天"
          value={lmp}
          onChange={setLmp}
          min={addDays(today, -LMP_MAX_WEEKS_AGO * 7)!}
          max={today}
        />
      </View>
      {lmpError ? <View className="mat-form__error">{lmpError}</View> : null}
      {preview ? (
        <View className="mat-form__preview">
          预产期 {preview.due} · 今天{preview.ga}
        </View>
      ) : null}
      <View className="mat-form__item">
        <Text className="mat-form__label">身高（cm）</Text>
        <Input
          className="mat-form__input"
          name="heightCm"
          type="digit"
          placeholder="选填"
          value={height}
          onChange={(v) => setHeight(String(v))}
        />
      </View>
      <View className="mat-form__item">
        <Text className="mat-form__label">孕前体重（kg）</Text>
        <Input
          className="mat-form__input"
          name="prePregnancyWeightKg"
          type="digit"
          placeholder="选填"
          value={weight}
          onChange={(v) => setWeight(String(v))}
        />
      </View>
      <View className="mat-form__hint">填写身高和孕前体重后，可按《妊娠期妇女体重增长推荐值标准》查看体重增长范围。</View>
      <Button type="primary" block className="mat-form__save" onClick={() => void submit()}>
        保存
      </Button>
    </View>
  )
}
