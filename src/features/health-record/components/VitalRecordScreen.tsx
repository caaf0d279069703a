import { useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import type { BodyData, BodyDataKind, CreateBodyDataReq } from '@contract/health'
import {
  GLUCOSE_CONTEXTS,
  GLUCOSE_CONTEXT_LABELS,
  RECORD_RANGES,
  RECORD_RANGE_LABELS,
  recordPeriod,
  type GlucoseContext,
  type RecordRange,
} from '@/domain/health'
import { HEALTH_CONSENT_REQUIRED, HEALTH_NOT_DIAGNOSIS } from '@/domain/messages/health'
import { addDays, addMonths, businessToday } from '@/domain/time'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { confirm, toast } from '@/shared/platform'
import StatusView from '@/shared/ui/StatusView'
import { createBodyData, delBodyData, editBodyData, queryBodyDataList, queryHealthRecordInfo, queryMembers } from '../api'
import { VITALS, categoryTone, chartModel, readingNote, readingValue, shortTime } from '../model'
import TrendChart from './TrendChart'
import VitalForm from './VitalForm'
import '../health-record.scss'

/** moves the anchor date one period back (-1) or forward (+1) */
function shift(range: RecordRange, date: string, n: number): string {
  if (range === 'day') return addDays(date, n) as string
  if (range === 'week') return addDays(date, 7 * n) as string
  return `${addMonths(date.slice(0, 7), n)}-01`
}

/**
 * /pressureRecord, /bloodRecord, /heightRecord, /weightRecord (issue 13 item 3): one member's readings of one vital
 * by day / week / month, the trend chart with the reference band, the readings with their categories (newest
 * first), add / edit / delete.
 */
export default function VitalRecordScreen({ kind, memberId: queryMember }: { kind: BodyDataKind; memberId?: number }) {
  const info = VITALS[kind]
  const members = useQuery(['health-members'], () => queryMembers())
  const member = (members.data ?? []).find((m) => m.id === queryMember) ?? (queryMember ? null : ((members.data ?? [])[0] ?? null))
  const [range, setRange] = useState<RecordRange>('week')
  const [date, setDate] = useState(() => businessToday())
  const [ctx, setCtx] = useState<GlucoseContext>('fasting')
  const [form, setForm] = useState<{ open: boolean; reading: BodyData | null }>({ open: false, reading: null })
  const period = recordPeriod(range, date)
  const list = useQuery(
    ['body-data', member?.id, kind, range, date],
    () => queryBodyDataList({ memberId: member!.id, kind, range, date }),
    {
      enabled: !!member,
    },
  )
  // the weight band needs the member's height (the latest one)
  const record = useQuery(['health-record', member?.id], () => queryHealthRecordInfo(member!.id), {
    enabled: !!member && kind === 'weight',
  })
  const readings = useMemo(() => list.data?.list ?? [], [list.data])
  const heightCm = record.data?.latest.height?.heightCm ?? null
  const shown = list.data ? { from: list.data.from, to: list.data.to } : undefined
  const model = useMemo(
    () => chartModel(kind, readings, { glucoseContext: ctx, heightCm, period: shown }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the period is a fresh object each render: its dates are the key
    [kind, readings, ctx, heightCm, shown?.from, shown?.to],
  )
  const newestFirst = useMemo(() => [...readings].reverse(), [readings])
  const today = businessToday()

  const save = async (req: CreateBodyDataReq) => {
    if (form.reading) await editBodyData({ ...req, id: form.reading.id })
    else await createBodyData(req)
    toast('已保存', 'success')
    setForm({ open: false, reading: null })
    await list.reload()
  }
  const remove = async (d: BodyData) => {
    if (!(await confirm({ content: `删除 ${shortTime(d.measuredAt)} 的记录？` }))) return
    await delBodyData(d.id).catch(() => null)
    await list.reload()
  }

  if (members.data && !member)
    return <StatusView kind="empty" text="请先在健康档案中添加家庭成员" actionText="去添加" onAction={() => navigate('/healthRecord')} />
  if (list.error && !list.data) return <StatusView kind="error" text={list.error} actionText="重试" onAction={() => void list.reload()} />

  return (
    <View className={`health-vital-page health-vital-page--${kind}`}>
      <View className="health-card health-range">
        <View className="health-range__who">{member ? `${member.name}（${member.relationStr}）的${info.label}记录` : '加载中…'}</View>
        <View className="health-range__tabs">
          {RECORD_RANGES.map((r) => (
            <View key={r} className={`health-range__tab${r === range ? ' health-range__tab--active' : ''}`} onClick={() => setRange(r)}>
              {RECORD_RANGE_LABELS[r]}
            </View>
          ))}
        </View>
        <View className="health-range__nav">
          <Text className="health-link" onClick={() => setDate(shift(range, date, -1))}>
            ‹ 上一{range === 'day' ? '天' : range === 'week' ? '周' : '月'}
          </Text>
          <Text className="health-range__period">
            {period ? (period.from === period.to ? period.from : `${period.from} 至 ${period.to}`) : ''}
          </Text>
          {period && period.to < today ? (
            <Text className="health-link" onClick={() => setDate(shift(range, date, 1))}>
              下一{range === 'day' ? '天' : range === 'week' ? '周' : '月'} ›
            </Text>
          ) : (
            <Text className="health-range__spacer" />
          )}
        </View>
        {kind === 'bloodGlucose' ? (
          <View className="health-range__tabs health-range__tabs--ctx">
            {GLUCOSE_CONTEXTS.map((c) => (
              <View key={c} className={`health-range__tab${c === ctx ? ' health-range__tab--active' : ''}`} onClick={() => setCtx(c)}>
                {GLUCOSE_CONTEXT_LABELS[c]}
              </View>
            ))}
          </View>
        ) : null}
      </View>

      <View className="health-card health-chart">
        <View className="health-chart__title">
          {info.label}趋势（{info.unit}）{model.bands.length ? <Text className="health-chart__legend">浅色区域为参考范围</Text> : null}
        </View>
        {list.data ? <TrendChart model={model} /> : <View className="health-skeleton health-skeleton--chart" />}
      </View>

      {member && !member.healthConsent ? (
        <View className="health-card health-member__consent--missing">
          <Text>{HEALTH_CONSENT_REQUIRED}</Text>
          <Text className="health-link" onClick={() => navigate('/healthRecord', { memberId: member.id })}>
            去授权 ›
          </Text>
        </View>
      ) : null}

      <View className="health-card health-readings">
        {newestFirst.length === 0 && list.data ? <View className="health-readings__empty">该时段暂无记录</View> : null}
        {newestFirst.map((d) => (
          <View key={d.id} className="health-reading">
            <View className="health-reading__main">
              <Text className="health-reading__value">
                {readingValue(d)}
                <Text className="health-vital__unit">{info.unit}</Text>
              </Text>
              {d.category ? <Text className={`health-tag health-tag--${categoryTone(d.category)}`}>{d.category}</Text> : null}
            </View>
            <View className="health-reading__sub">
              <Text>
                {d.measuredAt.slice(0, 16)} {readingNote(d)}
              </Text>
              <View className="health-reading__ops">
                <Text className="health-link health-reading__edit" onClick={() => setForm({ open: true, reading: d })}>
                  编辑
                </Text>
                <Text className="health-link health-link--danger health-reading__delete" onClick={() => void remove(d)}>
                  删除
                </Text>
              </View>
            </View>
          </View>
        ))}
      </View>

      <View className="health-note">
        <Text>{HEALTH_NOT_DIAGNOSIS}</Text>
        <Text className="health-link" onClick={() => navigate('/emergencyLine')}>
          急救热线 ›
        </Text>
      </View>

      <View className="health-footer">
        <Button
          block
          type="primary"
          className="health-add-reading"
          disabled={!member?.healthConsent}
          onClick={() => setForm({ open: true, reading: null })}
        >
          {info.addText}
        </Button>
      </View>

      <Popup visible={form.open} position="bottom" round onClose={() => setForm({ open: false, reading: null })}>
        {form.open && member ? (
          <VitalForm
            kind={kind}
            memberId={member.id}
            initial={form.reading}
            onSubmit={save}
            onCancel={() => setForm({ open: false, reading: null })}
          />
        ) : null}
      </Popup>
    </View>
  )
}
