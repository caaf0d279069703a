import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import type { VaccineDoseItem } from '@contract/vaccine'
import { ADULT_AGE, validateVaccineDoseDate } from '@/domain/health'
import { HEALTH_CONSENT_TEXT } from '@/domain/messages/health'
import { VACCINE_NOT_ADVICE } from '@/domain/messages/maternity'
import { businessToday } from '@/domain/time'
import { queryMembers, setMemberConsent } from '@/features/health-record'
import { callPhone } from '@/features/content'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform'
import StatusView from '@/shared/ui/StatusView'
import { queryVaccineAssistant, recordVaccineDose } from '../api'
import DateField from '@/shared/ui/DateField'
import '../maternity.scss'

const TONE: Record<string, string> = { done: 'done', due: 'current', overdue: 'missed', upcoming: 'upcoming' }

/** recording a dose as given: the date (typed or picked) between birth and today */
function DoseForm({ birthDate, dose, onSave }: { birthDate: string; dose: VaccineDoseItem; onSave: (date: string) => Promise<unknown> }) {
  const today = businessToday()
  const [date, setDate] = useState(dose.doneDate ?? (dose.dueDate <= today ? dose.dueDate : today))
  const save = async () => {
    const e = validateVaccineDoseDate(birthDate, date, today)
    if (e) {
      toast(e)
      return
    }
    await onSave(date).catch(() => undefined)
  }
  return (
    <View className="mat-plan">
      <View className="mat-card__title">记录接种：{dose.label}</View>
      <View className="mat-plan__window">接种日期（出生至今天）</View>
      <DateField name="doseDate" title="接种日期" value={date} onChange={setDate} min={birthDate} max={today} />
      <Button type="primary" block className="mat-plan__save" onClick={() => void save()}>
        保存
      </Button>
    </View>
  )
}

/**
 * /pediatric-services (issue 13 item 6): a child member's national-programme vaccine schedule (src/domain/vaccines,
 * 2021 edition) — the next doses, every dose with its date and state — recording a dose as given; the child's
 * health consent asked here when missing (a child under 14 was added with the guardian's consent).
 */
export default function VaccineScreen({ initialMemberId }: { initialMemberId?: number }) {
  const members = useQuery(['health-members'], () => queryMembers())
  const children = (members.data ?? []).filter((m) => m.age < ADULT_AGE)
  const [selected, setSelected] = useState<number | null>(initialMemberId ?? null)
  const current = children.find((m) => m.id === selected) ?? children[0] ?? null
  const consented = !!current?.healthConsent
  const data = useQuery(['vaccines', current?.id, consented], () => queryVaccineAssistant(current!.id), { enabled: consented })
  const [dose, setDose] = useState<VaccineDoseItem | null>(null)
  useEffect(() => {
    if (current && selected !== current.id) setSelected(current.id)
  }, [current, selected])

  const save = async (d: VaccineDoseItem, done: boolean, date?: string) => {
    const r = await recordVaccineDose({ memberId: current!.id, doseId: d.doseId, done, date }).catch(() => null)
    if (!r) return
    toast(done ? '已记录接种' : '已取消记录', 'success')
    setDose(null)
    await data.reload()
  }
  const grant = async () => {
    if (current && (await setMemberConsent(current.id, true).catch(() => null))) await members.reload()
  }

  if (members.error && !members.data)
    return <StatusView kind="error" text={members.error} actionText="重试" onAction={() => void members.reload()} />
  const v = data.data && data.data.memberId === current?.id ? data.data : null

  return (
    <View className="mat-page">
      {members.loading && !members.data ? <View className="mat-skeleton" /> : null}
      {members.data && children.length === 0 ? (
        <View className="mat-empty-page">
          <StatusView kind="empty" text="疫苗接种助手需先在健康档案中添加孩子" />
          <Button type="primary" className="mat-empty-page__go" onClick={() => navigate('/healthRecord')}>
            去添加孩子
          </Button>
        </View>
      ) : null}
      {children.length > 1 ? (
        <View className="mat-members">
          {children.map((m) => (
            <View key={m.id} className={`mat-chip${m.id === current?.id ? ' mat-chip--active' : ''}`} onClick={() => setSelected(m.id)}>
              {m.name}
            </View>
          ))}
        </View>
      ) : null}
      {current && !consented ? (
        <View className="mat-card mat-consent">
          <View className="mat-card__title">{current.name}尚未授权记录健康数据</View>
          <View className="mat-consent__text">{HEALTH_CONSENT_TEXT}</View>
          <Button type="primary" block className="mat-consent__grant" onClick={() => void grant()}>
            同意并开启接种记录
          </Button>
        </View>
      ) : null}
      {current && consented && !v && data.loading ? <View className="mat-skeleton" /> : null}
      {current && consented && data.error && !v ? (
        <StatusView kind="error" text={data.error} actionText="重试" onAction={() => void data.reload()} />
      ) : null}
      {v ? (
        <>
          <View className="mat-hero mat-hero--child">
            <View className="mat-hero__week">{v.name}</View>
            <View className="mat-hero__meta">
              <Text className="mat-hero__tag">{v.ageStr}</Text>
              <Text>出生 {v.birthDate}</Text>
            </View>
          </View>
          <View className="mat-card vac-next">
            <View className="mat-card__title">{v.next.some((n) => n.status !== 'upcoming') ? '现在该接种' : '下次接种'}</View>
            {v.next.length === 0 ? <View className="mat-empty">国家免疫规划疫苗已全部接种</View> : null}
            {v.next.map((n) => (
              <View key={n.doseId} className="vac-dose">
                <View className="vac-dose__main">
                  <Text className="vac-dose__label">{n.label}</Text>
                  <Text className="vac-dose__meta">
                    {n.ageLabel} · {n.dueDate} 起{n.status === 'overdue' ? ` · ${n.overdueFrom} 起逾期` : ''}
                  </Text>
                </View>
                <Text className={`mat-status mat-status--${TONE[n.status]}`}>{n.statusStr}</Text>
              </View>
            ))}
          </View>
          <View className="mat-card vac-all">
            <View className="mat-card__title">接种程序（国家免疫规划）</View>
            {v.schedule.map((s) => (
              <View key={s.doseId} className={`vac-dose vac-dose--${s.status}`}>
                <View className="vac-dose__main">
                  <Text className="vac-dose__label">{s.label}</Text>
                  <Text className="vac-dose__meta">
                    {s.ageLabel} · {s.status === 'done' ? `${s.doneDate ?? ''} 已接种` : `${s.dueDate} 起`} · 预防{s.disease}
                  </Text>
                </View>
                <View className="vac-dose__side">
                  <Text className={`mat-status mat-status--${TONE[s.status]}`}>{s.statusStr}</Text>
                  {s.status === 'done' ? (
                    <Text className="mat-link vac-dose__undo" onClick={() => void save(s, false)}>
                      取消
                    </Text>
                  ) : s.status !== 'upcoming' ? (
                    <Text className="mat-link vac-dose__record" onClick={() => setDose(s)}>
                      记录
                    </Text>
                  ) : null}
                </View>
              </View>
            ))}
          </View>
          <View className="mat-note">{VACCINE_NOT_ADVICE}</View>
          <View className="mat-note mat-note--center">
            接种后如出现高热不退、抽搐、呼吸困难等情况，请立即
            <Text className="mat-link mat-link--danger" onClick={() => callPhone('120')}>
              拨打120
            </Text>
            或查看
            <Text className="mat-link mat-link--danger" onClick={() => navigate('/emergencyLine')}>
              急救指引
            </Text>
          </View>
        </>
      ) : null}
      <Popup visible={!!dose} position="bottom" round onClose={() => setDose(null)}>
        {dose && v ? <DoseForm key={dose.doseId} birthDate={v.birthDate} dose={dose} onSave={(date) => save(dose, true, date)} /> : null}
      </Popup>
    </View>
  )
}
