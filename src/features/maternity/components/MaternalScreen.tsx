import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import type { CreatePregnantRecordReq, PregnantRecord } from '@contract/maternity'
import { validateWeight } from '@/domain/health'
import { HEALTH_CONSENT_TEXT } from '@/domain/messages/health'
import { PREGNANCY_NOT_DIAGNOSIS } from '@/domain/messages/maternity'
import { queryMembers, setMemberConsent } from '@/features/health-record'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { confirm, toast } from '@/shared/platform'
import StatusView from '@/shared/ui/StatusView'
import { addPregnantWeight, createPregnantRecord, deletePregnantRecord, queryPregnantRecord } from '../api'
import PregnancyForm from './PregnancyForm'
import RedFlags from './RedFlags'
import '../maternity.scss'

const REMINDER_TONE: Record<string, string> = { postTerm: 'danger', missed: 'warn', now: 'primary', soon: 'primary', later: 'info' }

/** the pregnancy card: week, due date, reminder, next visit, the week's note, weight, danger signs */
function PregnancyView({ record, onChanged }: { record: PregnantRecord; onChanged: () => Promise<unknown> }) {
  const [weight, setWeight] = useState('')
  const next = record.nextCheck
  const w = record.latestWeight
  const logWeight = async () => {
    const e = validateWeight(weight)
    if (e) {
      toast(e)
      return
    }
    const r = await addPregnantWeight({ pregnancyId: record.id, weightKg: weight }).catch(() => null)
    if (!r) return
    toast('已记录', 'success')
    setWeight('')
    await onChanged()
  }
  const remove = async () => {
    if (!(await confirm({ content: '删除该孕期档案及其产检和体重记录？' }))) return
    if (await deletePregnantRecord(record.id).catch(() => null)) await onChanged()
  }
  return (
    <>
      <View className="mat-hero">
        <View className="mat-hero__week">{record.gestationalAgeStr}</View>
        <View className="mat-hero__meta">
          <Text className="mat-hero__tag">{record.trimesterStr}</Text>
          <Text>预产期 {record.dueDate}</Text>
        </View>
        <View className="mat-hero__due">
          {record.daysToDue >= 0 ? `距预产期还有 ${record.daysToDue} 天` : `已超过预产期 ${-record.daysToDue} 天`}
        </View>
      </View>

      {record.reminder ? (
        <View className={`mat-reminder mat-reminder--${REMINDER_TONE[record.reminder.level] ?? 'info'}`}>
          {record.reminder.text}
          {record.reminder.level === 'postTerm' ? (
            <Text className="mat-reminder__link" onClick={() => navigate('/emergencyLine')}>
              {' '}
              急救指引 ›
            </Text>
          ) : null}
        </View>
      ) : null}

      {next ? (
        <View className="mat-card mat-next" onClick={() => navigate('/maternalList', { memberId: record.memberId })}>
          <View className="mat-card__head">
            <Text className="mat-card__title">
              下次产检 · 第{next.checkId}次（{next.label}）
            </Text>
            <Text className={`mat-status mat-status--${next.status}`}>{next.statusStr}</Text>
          </View>
          <View className="mat-next__dates">
            {next.startDate} 至 {next.endDate}
            {next.plannedDate ? `，已约 ${next.plannedDate}` : ''}
          </View>
          {next.required.length ? <View className="mat-next__items">必查：{next.required.join('、')}</View> : null}
          <View className="mat-link">全部产检安排 ›</View>
        </View>
      ) : null}

      {record.weekNote ? (
        <View className="mat-card mat-week">
          <View className="mat-card__title">孕{record.weeks}周的变化</View>
          <View className="mat-week__row">
            <Text className="mat-week__label">宝宝</Text>
            {record.weekNote.baby}
          </View>
          <View className="mat-week__row">
            <Text className="mat-week__label">妈妈</Text>
            {record.weekNote.mother}
          </View>
          <View className="mat-week__row">
            <Text className="mat-week__label">建议</Text>
            {record.weekNote.tip}
          </View>
        </View>
      ) : null}

      <View className="mat-card mat-weight">
        <View className="mat-card__title">孕期体重</View>
        {w ? (
          <View className="mat-weight__latest">
            <Text className="mat-weight__value">{w.weightKg.toFixed(1)} kg</Text>
            <Text className="mat-weight__date">
              {w.date}（孕{w.week}周）
            </Text>
            {w.gainKg !== null ? <Text className="mat-weight__gain">已增重 {w.gainKg.toFixed(1)} kg</Text> : null}
            {w.status ? <Text className={`mat-tag mat-tag--${w.status === '正常' ? 'ok' : 'warn'}`}>{w.status}</Text> : null}
          </View>
        ) : (
          <View className="mat-empty">还没有体重记录</View>
        )}
        {w && w.rangeMin !== null && w.rangeMax !== null ? (
          <View className="mat-weight__range">
            孕{w.week}周推荐累计增重 {w.rangeMin.toFixed(1)}–{w.rangeMax.toFixed(1)} kg
            {record.weightGain
              ? `；全孕期 ${record.weightGain.totalMin}–${record.weightGain.totalMax} kg（孕前${record.weightGain.group}）`
              : ''}
          </View>
        ) : null}
        {!record.weightGain ? <View className="mat-weight__range">填写身高和孕前体重后可查看推荐增重范围</View> : null}
        <View className="mat-weight__add">
          <Input
            className="mat-weight__input"
            name="pregnantWeight"
            type="digit"
            placeholder="今天的体重（kg）"
            value={weight}
            onChange={(v) => setWeight(String(v))}
          />
          <Button type="primary" size="small" className="mat-weight__save" onClick={() => void logWeight()}>
            记录体重
          </Button>
        </View>
      </View>

      <RedFlags />
      <View className="mat-note">{PREGNANCY_NOT_DIAGNOSIS}</View>
      <View className="mat-note mat-note--center">
        末次月经 {record.lastMenstrualPeriod}
        <Text className="mat-link mat-link--danger" onClick={() => void remove()}>
          {' '}
          删除孕期档案
        </Text>
      </View>
    </>
  )
}

/**
 * /maternal (issue 13 item 5): the female family members as chips; for the chosen one, her separate consent (asked
 * here when missing), then her pregnancy — or the form to start one. Figures come from the server, which computes
 * them with src/domain/pregnancy on the business date.
 */
export default function MaternalScreen({ initialMemberId }: { initialMemberId?: number }) {
  const members = useQuery(['health-members'], () => queryMembers())
  // women of childbearing age first (a mother of 74 is listed, after them)
  const women = (members.data ?? []).filter((m) => m.sex === 2).sort((a, b) => Number(a.age >= 50) - Number(b.age >= 50))
  const [selected, setSelected] = useState<number | null>(initialMemberId ?? null)
  const current = women.find((m) => m.id === selected) ?? women[0] ?? null
  const consented = !!current?.healthConsent
  const record = useQuery(['pregnant-record', current?.id, consented], () => queryPregnantRecord(current!.id), { enabled: consented })
  // the previous member's reply while the chosen one's loads is not shown as hers
  const mine = record.data && (record.data.record === null || record.data.record.memberId === current?.id) ? record.data : null
  const seen = useRef(false)
  useDidShow(() => {
    if (seen.current) void members.reload().then(() => record.reload())
    seen.current = true
  })
  useEffect(() => {
    if (current && selected !== current.id) setSelected(current.id)
  }, [current, selected])

  const grant = async () => {
    if (!current) return
    if (await setMemberConsent(current.id, true).catch(() => null)) await members.reload()
  }
  const create = async (req: CreatePregnantRecordReq) => {
    await createPregnantRecord(req)
    toast('已建立孕期档案', 'success')
    await record.reload()
  }

  if (members.error && !members.data)
    return <StatusView kind="error" text={members.error} actionText="重试" onAction={() => void members.reload()} />

  return (
    <View className="mat-page">
      {members.loading && !members.data ? <View className="mat-skeleton" /> : null}
      {members.data && women.length === 0 ? (
        <View className="mat-empty-page">
          <StatusView kind="empty" text="孕期档案需先在健康档案中添加女性家庭成员" />
          <Button type="primary" className="mat-empty-page__go" onClick={() => navigate('/healthRecord')}>
            去添加家庭成员
          </Button>
        </View>
      ) : null}
      {women.length > 1 ? (
        <View className="mat-members">
          {women.map((m) => (
            <View key={m.id} className={`mat-chip${m.id === current?.id ? ' mat-chip--active' : ''}`} onClick={() => setSelected(m.id)}>
              {m.name}
              <Text className="mat-chip__rel">{m.relationStr}</Text>
            </View>
          ))}
        </View>
      ) : null}
      {current && !consented ? (
        <View className="mat-card mat-consent">
          <View className="mat-card__title">{current.name}尚未授权记录健康数据</View>
          <View className="mat-consent__text">{HEALTH_CONSENT_TEXT}</View>
          <Button type="primary" block className="mat-consent__grant" onClick={() => void grant()}>
            同意并开启孕期记录
          </Button>
        </View>
      ) : null}
      {current && consented && record.loading && !mine ? <View className="mat-skeleton" /> : null}
      {current && consented && record.error && !mine ? (
        <StatusView kind="error" text={record.error} actionText="重试" onAction={() => void record.reload()} />
      ) : null}
      {current && consented && mine && !mine.record ? <PregnancyForm key={current.id} memberId={current.id} onSubmit={create} /> : null}
      {current && consented && mine?.record ? <PregnancyView record={mine.record} onChanged={() => record.reload()} /> : null}
    </View>
  )
}
