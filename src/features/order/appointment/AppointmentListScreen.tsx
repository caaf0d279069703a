import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { PeAppointment, PePoolDay } from '@contract/exam'
import Page from '@/shared/ui/Page'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { canReschedule, formatPrice } from '@/domain'
import { confirm, toast } from '@/shared/platform'
import { cancelPeAppoint, modifyAppointedDate, queryPeAppointedInfo, queryPePool } from '@/features/address-person'
import AppointPicker from './AppointPicker'
import ScrollArea from '@/shared/ui/ScrollArea'
import { A11Y_LIST } from '@/domain/messages/access'
import '../order-pages.scss'

const STATE: Record<number, string> = { 1: '已预约', 2: '已取消', 3: '已完成' }

/**
 * SPEC §2 /appointmentList: the caller's exam appointments; reschedule only under the SPEC §9 rule
 * (src/domain canReschedule: at most 3 times, at least 1 day before), cancel with the same rule.
 */
export default function AppointmentListScreen() {
  const list = usePagedList<PeAppointment>(['appointments'], () => queryPeAppointedInfo())
  const [moving, setMoving] = useState<PeAppointment | null>(null)
  const [pool, setPool] = useState<PePoolDay[]>([])

  const openReschedule = async (a: PeAppointment) => {
    try {
      setPool(await queryPePool(a.packageId))
      setMoving(a)
    } catch (e) {
      toast((e as Error)?.message || '加载预约时间失败')
    }
  }

  return (
    <Page onRefresh={list.refresh}>
      <View className="ox-fill">
        <ScrollArea className="ox-grow" label={A11Y_LIST.appointments}>
          <InfiniteList
            state={list}
            emptyText="暂无预约记录"
            renderItem={(a) => {
              const rule = canReschedule({ rescheduleCount: a.rescheduleCount, appointedDate: a.appointedDate })
              const booked = a.status === 1
              return (
                <View key={a.appointmentId} className="appt-card" data-appointment-id={a.appointmentId}>
                  <View className="appt-card__head">
                    <Text className="appt-card__name">{a.packageName}</Text>
                    <Text className={`appt-card__state appt-card__state--s${a.status}`}>{STATE[a.status]}</Text>
                  </View>
                  <View className="ox-row">
                    <Text>体检人</Text>
                    <Text className="ox-row__value">{a.personName}</Text>
                  </View>
                  <View className="ox-row">
                    <Text>预约时间</Text>
                    <Text className="ox-row__value">
                      {a.appointedDate} {a.appointedTime}
                    </Text>
                  </View>
                  <View className="ox-row">
                    <Text>体检机构</Text>
                    <Text className="ox-row__value">{a.serviceInstitution?.name}</Text>
                  </View>
                  <View className="ox-row">
                    <Text>金额</Text>
                    <Text className="ox-row__value">¥{formatPrice(a.totalPrice)}</Text>
                  </View>
                  {booked && !rule.ok ? <Text className="ox-note appt-card__rule">{rule.message}</Text> : null}
                  {booked ? (
                    <View className="ox-footer ox-footer--plain">
                      <Button
                        size="small"
                        fill="outline"
                        className="appt-card__cancel"
                        disabled={!rule.ok}
                        onClick={async () => {
                          if (!(await confirm({ content: '确定取消该预约？' }))) return
                          await cancelPeAppoint(a.appointmentId).then(
                            () => (toast('预约已取消', 'success'), list.refresh()),
                            () => undefined,
                          )
                        }}
                      >
                        取消预约
                      </Button>
                      <Button size="small" type="primary" className="appt-card__move" disabled={!rule.ok} onClick={() => openReschedule(a)}>
                        改期{a.rescheduleCount ? `(${a.rescheduleCount}/3)` : ''}
                      </Button>
                    </View>
                  ) : null}
                </View>
              )
            }}
          />
        </ScrollArea>
        <Text className="ox-note">改期规则：无需理由最多可改期3次，需在预约日期前至少1天操作。</Text>
      </View>
      <AppointPicker
        visible={!!moving}
        pool={pool as never}
        onClose={() => setMoving(null)}
        onConfirm={async (date, time) => {
          const a = moving!
          setMoving(null)
          await modifyAppointedDate({ appointmentId: a.appointmentId, appointedDate: date, appointedTime: time }).then(
            () => (toast('改期成功', 'success'), list.refresh()),
            () => undefined,
          )
        }}
      />
    </Page>
  )
}
