import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import type { MaternitySchedule } from '@contract/maternity'
import { validatePrenatalCheckDate, prenatalCheckById } from '@/domain/health'
import { PREGNANCY_NOT_DIAGNOSIS } from '@/domain/messages/maternity'
import { businessToday } from '@/domain/time'
import { queryMembers } from '@/features/health-record'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform'
import StatusView from '@/shared/ui/StatusView'
import { changeMaternitySchedule, queryMaternitySchedule, queryPregnantRecord, queryPregnantWeekList } from '../api'
import DateField from '@/shared/ui/DateField'
import RedFlags from './RedFlags'
import '../maternity.scss'

/** planning a visit: a date inside its window, not before today (validatePrenatalCheckDate, as the server) */
function PlanForm({ lmp, visit, onSave }: { lmp: string; visit: MaternitySchedule; onSave: (date: string) => Promise<unknown> }) {
  const today = businessToday()
  const [date, setDate] = useState(visit.plannedDate ?? '')
  const check = prenatalCheckById(visit.checkId)!
  const save = async () => {
    const e = validatePrenatalCheckDate(lmp, check, date, today)
    if (e) {
      toast(e)
      return
    }
    await onSave(date).catch(() => undefined)
  }
  return (
    <View className="mat-plan">
      <View className="mat-card__title">
        预约第{visit.checkId}次产检（{visit.label}）
      </View>
      <View className="mat-plan__window">
        可选 {visit.startDate > today ? visit.startDate : today} 至 {visit.endDate}
      </View>
      <DateField
        name="checkDate"
        title="产检日期"
        value={date}
        onChange={setDate}
        min={visit.startDate > today ? visit.startDate : today}
        max={visit.endDate}
      />
      <Button type="primary" block className="mat-plan__save" onClick={() => void save()}>
        保存
      </Button>
    </View>
  )
}

/**
 * /maternalList (issue 13 item 5): the standard prenatal check schedule (孕前和孕期保健指南 2018) of a member's
 * pregnancy — each visit's window, state, items; plan a date and mark it done — and the weeks with what happens.
 */
export default function MaternalListScreen({ memberId }: { memberId?: number }) {
  const members = useQuery(['health-members'], () => queryMembers())
  const member = (members.data ?? []).find((m) => m.id === memberId) ?? (members.data ?? []).find((m) => m.sex === 2) ?? null
  const record = useQuery(['pregnant-record', member?.id], () => queryPregnantRecord(member!.id), { enabled: !!member?.healthConsent })
  const p = record.data?.record ?? null
  const schedule = useQuery(['maternity-schedule', p?.id], () => queryMaternitySchedule(p!.id), { enabled: !!p })
  const weeks = useQuery(['pregnant-weeks', p?.id], () => queryPregnantWeekList(p!.id), { enabled: !!p })
  const [tab, setTab] = useState<'checks' | 'weeks'>('checks')
  const [open, setOpen] = useState<number | null>(null)
  const [plan, setPlan] = useState<MaternitySchedule | null>(null)

  const change = async (checkId: number, patch: { checkDate?: string; done?: boolean }) => {
    const r = await changeMaternitySchedule({ pregnancyId: p!.id, checkId, ...patch }).catch(() => null)
    if (!r) return
    toast('已保存', 'success')
    setPlan(null)
    await schedule.reload()
  }

  if (members.error && !members.data)
    return <StatusView kind="error" text={members.error} actionText="重试" onAction={() => void members.reload()} />
  if ((members.data && !member) || (record.data && !p))
    return (
      <View className="mat-empty-page">
        <StatusView kind="empty" text="还没有孕期档案" />
        <Button type="primary" className="mat-empty-page__go" onClick={() => navigate('/maternal', member ? { memberId: member.id } : {})}>
          去建立孕期档案
        </Button>
      </View>
    )

  return (
    <View className="mat-page">
      {p ? (
        <View className="mat-summary">
          {p.memberName} · {p.gestationalAgeStr} · 预产期 {p.dueDate}
        </View>
      ) : (
        <View className="mat-skeleton" />
      )}
      <View className="mat-tabs">
        <Text className={`mat-tabs__tab${tab === 'checks' ? ' mat-tabs__tab--active' : ''}`} onClick={() => setTab('checks')}>
          产检安排
        </Text>
        <Text className={`mat-tabs__tab${tab === 'weeks' ? ' mat-tabs__tab--active' : ''}`} onClick={() => setTab('weeks')}>
          孕周变化
        </Text>
      </View>

      {tab === 'checks' ? (
        <View className="mat-checks">
          {schedule.loading && !schedule.data ? <View className="mat-skeleton" /> : null}
          {(schedule.data ?? []).map((s) => (
            <View key={s.checkId} className={`mat-card mat-check mat-check--${s.status}`}>
              <View className="mat-card__head" onClick={() => setOpen(open === s.checkId ? null : s.checkId)}>
                <Text className="mat-card__title">
                  第{s.checkId}次 · {s.label}
                </Text>
                <Text className={`mat-status mat-status--${s.status}`}>{s.statusStr}</Text>
              </View>
              <View className="mat-check__dates">
                {s.startDate} 至 {s.endDate}
                {s.weekly ? '（每周一次）' : ''}
                {s.plannedDate ? <Text className="mat-check__planned">已约 {s.plannedDate}</Text> : null}
              </View>
              {open === s.checkId || s.status === 'current' ? (
                <View className="mat-check__items">
                  <View>常规：{s.routine.join('、')}</View>
                  {s.required.length ? <View>必查：{s.required.join('、')}</View> : null}
                  {s.optional.length ? <View className="mat-check__optional">备查：{s.optional.join('、')}</View> : null}
                </View>
              ) : null}
              <View className="mat-check__ops">
                {s.status === 'current' || s.status === 'upcoming' ? (
                  <Text className="mat-link mat-check__plan" onClick={() => setPlan(s)}>
                    {s.plannedDate ? '改约日期' : '预约日期'}
                  </Text>
                ) : null}
                <Text className="mat-link mat-check__done" onClick={() => void change(s.checkId, { done: s.status !== 'done' })}>
                  {s.status === 'done' ? '取消完成' : '标记已完成'}
                </Text>
              </View>
            </View>
          ))}
        </View>
      ) : (
        <View className="mat-weeks">
          {(weeks.data?.list ?? []).map((w) => (
            <View key={w.week} className={`mat-card mat-weekrow${w.current ? ' mat-weekrow--current' : ''}`}>
              <View className="mat-card__head">
                <Text className="mat-card__title">孕{w.week}周</Text>
                <Text className="mat-weekrow__dates">
                  {w.startDate.slice(5)} - {w.endDate.slice(5)}
                  {w.current ? ' · 本周' : ''}
                </Text>
              </View>
              <View className="mat-weekrow__text">宝宝：{w.baby}</View>
              <View className="mat-weekrow__text">建议：{w.tip}</View>
            </View>
          ))}
        </View>
      )}

      <RedFlags />
      <View className="mat-note">{PREGNANCY_NOT_DIAGNOSIS}</View>

      <Popup visible={!!plan} position="bottom" round onClose={() => setPlan(null)}>
        {plan && p ? (
          <PlanForm
            key={plan.checkId}
            lmp={p.lastMenstrualPeriod}
            visit={plan}
            onSave={(date) => change(plan.checkId, { checkDate: date })}
          />
        ) : null}
      </Popup>
    </View>
  )
}
