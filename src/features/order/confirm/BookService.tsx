import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { canPickTime, type AppointPoolDay } from '@/domain'
import { toast } from '@/shared/platform'
import CalendarSheet, { TimeSlots } from './CalendarSheet'
import './order-widgets.scss'

export interface BookServiceProps {
  pool: readonly AppointPoolDay[]
  date?: string | null
  time?: string | null
  onChange: (v: { date: string | null; time: string | null }) => void
}

/**
 * SPEC §2 预约服务: the appointment date (calendar sheet) and time slot from the pool. Opening the
 * slots before a date gives 请选择预约日期 (domain canPickTime).
 */
export default function BookService({ pool, date, time, onChange }: BookServiceProps) {
  const [calendar, setCalendar] = useState(false)
  const [slots, setSlots] = useState(false)
  return (
    <View className="book-service">
      <Text className="book-service__title">预约服务</Text>
      <View className="book-service__row book-service__date" onClick={() => setCalendar(true)}>
        <Text className="book-service__label">预约日期</Text>
        <Text className={`book-service__value ${date ? '' : 'book-service__value--empty'}`}>{date || '请选择预约日期'}</Text>
        <Text className="book-service__arrow">›</Text>
      </View>
      <View
        className="book-service__row book-service__time"
        onClick={() => {
          const r = canPickTime(date)
          if (!r.ok) return toast(r.message)
          setSlots(!slots)
        }}
      >
        <Text className="book-service__label">预约时间段</Text>
        <Text className={`book-service__value ${time ? '' : 'book-service__value--empty'}`}>{time || '请选择预约时间段'}</Text>
        <Text className="book-service__arrow">›</Text>
      </View>
      {slots && date ? (
        <TimeSlots
          pool={pool}
          date={date}
          value={time}
          onChange={(t) => {
            onChange({ date: date ?? null, time: t })
            setSlots(false)
          }}
        />
      ) : null}
      <CalendarSheet
        visible={calendar}
        pool={pool}
        value={date}
        onClose={() => setCalendar(false)}
        onDone={(d) => {
          setCalendar(false)
          onChange({ date: d, time: d === date ? (time ?? null) : null })
          setSlots(true)
        }}
      />
    </View>
  )
}
