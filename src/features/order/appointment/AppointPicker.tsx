import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { canPickTime, poolTimesFor, validateAppointment, type AppointPoolDay } from '@/domain'
import { toast } from '@/shared/platform'

export interface AppointPickerProps {
  visible: boolean
  pool: readonly AppointPoolDay[]
  title?: string
  onClose: () => void
  onConfirm: (date: string, time: string) => void
}

/** choose a new date and time slot from a pool (SPEC §5: 请选择预约日期 / 请选择预约时间段) */
export default function AppointPicker({ visible, pool, title = '选择新的预约时间', onClose, onConfirm }: AppointPickerProps) {
  const [date, setDate] = useState('')
  const [time, setTime] = useState('')
  useEffect(() => {
    if (visible) {
      setDate('')
      setTime('')
    }
  }, [visible])
  type Slot = { appointedTime: string; appointFlag?: number | null; remain?: number }
  const slots = (pool.find((d) => d.appointedDate === date)?.poolList || []) as unknown as Slot[]
  const submit = () => {
    const msg = validateAppointment({ pool, appointedDate: date, appointedTime: time })
    if (msg) return toast(msg)
    onConfirm(date, time)
  }
  return (
    <Popup visible={visible} position="bottom" round closeable onClose={onClose} className="appoint-picker">
      <View className="ox-pop">
        <Text className="ox-pop__title">{title}</Text>
        <Text className="ox-section__title">预约日期</Text>
        <View className="ox-chips">
          {pool.length === 0 ? <Text className="ox-note">暂无可预约日期</Text> : null}
          {pool.map((d) => (
            <Text
              key={d.appointedDate}
              className={`ox-chip appoint-picker__date ${d.appointedDate === date ? 'ox-chip--on' : ''}`}
              onClick={() => (setDate(d.appointedDate), setTime(''))}
            >
              {d.appointedDate.slice(5)}
            </Text>
          ))}
        </View>
        <Text className="ox-section__title">预约时间段</Text>
        <View className="ox-chips">
          {(date ? slots : poolTimesFor(pool, pool[0]?.appointedDate).map((t): Slot => ({ appointedTime: t }))).map((s) => {
            const off = !!date && (Number(s.appointFlag) > 0 || s.remain === 0)
            return (
              <Text
                key={s.appointedTime}
                className={`ox-chip appoint-picker__time ${s.appointedTime === time && date ? 'ox-chip--on' : ''} ${off ? 'ox-chip--off' : ''}`}
                onClick={() => {
                  const ok = canPickTime(date)
                  if (!ok.ok) return toast(ok.message)
                  if (!off) setTime(s.appointedTime)
                }}
              >
                {s.appointedTime}
              </Text>
            )
          })}
        </View>
        <Button block type="primary" className="appoint-picker__ok" onClick={submit}>
          确认改期
        </Button>
      </View>
    </Popup>
  )
}
