import { useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Popup, Button } from '@nutui/nutui-react-taro'
import { addMonths, appointFlagLabel, calendarDone, calendarMonth, formatBusiness, monthNavigation, type AppointPoolDay } from '@/domain'
import { toast } from '@/shared/platform'
import './order-widgets.scss'

export interface CalendarSheetProps {
  visible: boolean
  /** the appointment pool: bookable dates (each with its slots) */
  pool: readonly AppointPoolDay[]
  value?: string | null
  onDone: (date: string) => void
  onClose: () => void
}

const WEEK = ['日', '一', '二', '三', '四', '五', '六']

/** 'YYYY-MM' of a pool date, or of today in the business time zone */
const monthOf = (date?: string | null): string => (date && formatBusiness(date, 'YYYY-MM')) || formatBusiness(Date.now(), 'YYYY-MM')

/** a date of the pool can be chosen while one of its slots is neither expired nor full */
export function dayOpen(day: AppointPoolDay | undefined): boolean {
  return !!day && (day.poolList ?? []).some((s: any) => !s.appointFlag)
}

/**
 * SPEC §2/§4 month calendar sheet (title 选择日期): previous/next arrows disabled at the ends of the
 * pool's range (domain monthNavigation); only dates of the pool are selectable; 完成 emits the
 * selected date, or asks 请选择预约日期 (domain calendarDone).
 */
export default function CalendarSheet({ visible, pool, value, onDone, onClose }: CalendarSheetProps) {
  const first = pool[0]?.appointedDate
  const lastDate = pool[pool.length - 1]?.appointedDate
  const [month, setMonth] = useState(() => monthOf(value || first))
  const [selected, setSelected] = useState<string | null>(value ?? null)
  useEffect(() => {
    if (visible) {
      setSelected(value ?? null)
      setMonth(monthOf(value || first))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resets to the given value each time the sheet opens; later value changes come from the sheet itself
  }, [visible])
  const byDate = useMemo(() => new Map(pool.map((d) => [d.appointedDate, d])), [pool])
  // calendar dates are business-zone dates: the grid is pure calendar arithmetic on 'YYYY-MM'
  const grid = calendarMonth(month)!
  const nav = monthNavigation(grid.dates[0], first ?? grid.dates[0], lastDate ?? grid.dates[0])
  const cells: Array<string | null> = []
  for (let i = 0; i < grid.firstWeekday; i++) cells.push(null)
  cells.push(...grid.dates)
  const done = () => {
    const r = calendarDone(selected)
    if (!r.ok) return toast(r.message)
    onDone(r.date)
  }
  return (
    <Popup visible={visible} position="bottom" round closeable title="选择日期" onClose={onClose} className="calendar-sheet" zIndex={1100}>
      <View className="calendar-sheet__head">
        <Text
          className={`calendar-sheet__arrow calendar-sheet__prev ${nav.prevDisabled ? 'calendar-sheet__arrow--off' : ''}`}
          onClick={() => !nav.prevDisabled && setMonth(addMonths(month, -1)!)}
        >
          ‹
        </Text>
        <Text className="calendar-sheet__month">{`${grid.year}年${grid.month}月`}</Text>
        <Text
          className={`calendar-sheet__arrow calendar-sheet__next ${nav.nextDisabled ? 'calendar-sheet__arrow--off' : ''}`}
          onClick={() => !nav.nextDisabled && setMonth(addMonths(month, 1)!)}
        >
          ›
        </Text>
      </View>
      <View className="calendar-sheet__grid">
        {WEEK.map((w) => (
          <Text key={w} className="calendar-sheet__week">
            {w}
          </Text>
        ))}
        {cells.map((date, i) => {
          if (!date) return <View key={`e${i}`} className="calendar-sheet__day calendar-sheet__day--blank" />
          const day = byDate.get(date)
          const open = dayOpen(day)
          const full = !!day && !open
          return (
            <View
              key={date}
              data-date={date}
              className={`calendar-sheet__day ${open ? 'calendar-sheet__day--open' : 'calendar-sheet__day--off'} ${selected === date ? 'calendar-sheet__day--on' : ''}`}
              onClick={() => open && setSelected(date)}
            >
              <Text className="calendar-sheet__num">{Number(date.slice(8))}</Text>
              {full ? <Text className="calendar-sheet__tip">约满</Text> : null}
            </View>
          )
        })}
      </View>
      <View className="calendar-sheet__footer">
        <Button type="primary" block className="calendar-sheet__done" onClick={done}>
          完成
        </Button>
      </View>
    </Popup>
  )
}

export interface TimeSlotsProps {
  pool: readonly AppointPoolDay[]
  date?: string | null
  value?: string | null
  onChange: (time: string) => void
}

/** the time slots of the chosen date; 预约时间已过期 / 预约已满 slots (appointFlag 1/2) cannot be chosen */
export function TimeSlots({ pool, date, value, onChange }: TimeSlotsProps) {
  const day = pool.find((d) => d.appointedDate === date)
  if (!day) return <Text className="time-slots__hint">请先选择预约日期</Text>
  return (
    <View className="time-slots">
      {(day.poolList ?? []).map((s: any) => {
        const label = appointFlagLabel(s.appointFlag)
        return (
          <View
            key={s.appointedTime}
            data-time={s.appointedTime}
            className={`time-slot ${label ? 'time-slot--off' : ''} ${value === s.appointedTime ? 'time-slot--on' : ''}`}
            onClick={() => {
              if (label) return toast(label)
              onChange(s.appointedTime)
            }}
          >
            <Text className="time-slot__time">{s.appointedTime}</Text>
            <Text className="time-slot__remain">{label ?? (typeof s.remain === 'number' ? `余${s.remain}` : '可约')}</Text>
          </View>
        )
      })}
    </View>
  )
}
