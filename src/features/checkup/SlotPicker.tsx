import { View, Text } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import { useQuery } from '@/shared/data'
import { queryPool } from './api'

export interface SlotChoice {
  date: string
  time: string
}

/**
 * Dates and time slots of a package on the shared appointment pool: remaining places per slot, full /
 * expired slots not selectable (SPEC §4 appointFlag); dates outside [from, to] are hidden.
 */
export default function SlotPicker({
  packageId,
  value,
  onChange,
  from,
  to,
}: {
  packageId: number
  value: SlotChoice | null
  onChange: (v: SlotChoice) => void
  from?: string
  to?: string
}) {
  const pool = useQuery(['pe-pool', packageId], () => queryPool(packageId), { enabled: packageId > 0 })
  if (!pool.data) return <Skeleton animated rows={3} />
  const days = pool.data.filter((d) => (!from || d.appointedDate >= from) && (!to || d.appointedDate <= to))
  if (!days.length) return <Text className="ck-hint">暂无可预约日期</Text>
  const day = days.find((d) => d.appointedDate === value?.date) ?? null
  return (
    <View className="ck-slots">
      <View className="ck-addon__persons">
        {days.map((d) => {
          const open = d.poolList.some((s) => s.appointFlag === 0)
          return (
            <Text
              key={d.appointedDate}
              data-date={d.appointedDate}
              className={`ck-chip ${d.appointedDate === value?.date ? 'ck-chip--on' : ''} ${open ? '' : 'ck-chip--off'}`}
              onClick={() => open && onChange({ date: d.appointedDate, time: '' })}
            >
              {d.appointedDate.slice(5)}
              {open ? '' : ' 约满'}
            </Text>
          )
        })}
      </View>
      {day ? (
        <View className="ck-addon__persons ck-slots__times">
          {day.poolList.map((s) => (
            <Text
              key={s.appointedTime}
              data-time={s.appointedTime}
              className={`ck-chip ${s.appointedTime === value?.time ? 'ck-chip--on' : ''} ${s.appointFlag === 0 ? '' : 'ck-chip--off'}`}
              onClick={() => s.appointFlag === 0 && onChange({ date: day.appointedDate, time: s.appointedTime })}
            >
              {s.appointedTime} {s.appointFlag === 2 ? '已约满' : s.appointFlag === 1 ? '已过期' : `余${s.remain}`}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  )
}
