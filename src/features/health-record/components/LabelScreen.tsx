import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input, Radio } from '@nutui/nutui-react-taro'
import type { MedicalHistory } from '@contract/health'
import {
  LABEL_CATEGORY_LABELS,
  MEDICAL_HISTORY_TYPES,
  MEDICAL_HISTORY_TYPE_LABELS,
  PRESET_LABELS,
  validateLabel,
  validateMedicalHistory,
  type LabelCategory,
  type MedicalHistoryType,
} from '@/domain/health'
import { HEALTH_CONSENT_REQUIRED, MAX_MEMBER_LABELS } from '@/domain/messages/health'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { confirm, toast } from '@/shared/platform'
import StatusView from '@/shared/ui/StatusView'
import { addMedicalHistory, delMedicalHistory, queryMedicalHistory, queryMemberLabels, queryMembers, saveMemberLabels } from '../api'
import '../health-record.scss'

type Label = { category: LabelCategory; name: string }
const key = (l: Label) => `${l.category}:${l.name}`

/**
 * /addLabel?memberId= (issue 13 item 2): a member's tags — preset chronic conditions and allergies, and own tags — and
 * medical history (past illnesses, operations, family history). Both are health data: only with the member's consent.
 */
export default function LabelScreen({ memberId }: { memberId?: number }) {
  const members = useQuery(['health-members'], () => queryMembers())
  const member = (members.data ?? []).find((m) => m.id === memberId) ?? (memberId ? null : ((members.data ?? [])[0] ?? null))
  const labels = useQuery(['health-labels', member?.id], () => queryMemberLabels(member!.id), { enabled: !!member })
  const history = useQuery(['health-history', member?.id], () => queryMedicalHistory(member!.id), { enabled: !!member })
  const [chosen, setChosen] = useState<Label[]>([])
  const [custom, setCustom] = useState('')
  const [h, setH] = useState<{ type: MedicalHistoryType | ''; name: string; since: string; note: string }>({
    type: '',
    name: '',
    since: '',
    note: '',
  })
  // The member's saved tags seed the choice once per member: a later reload must not drop what the patient has
  // picked meanwhile (the chips are only drawn once the saved tags are in, see below).
  const [seededFor, setSeededFor] = useState<number | null>(null)
  useEffect(() => {
    if (!labels.data || !member || seededFor === member.id) return
    setChosen(labels.data.map((l) => ({ category: l.category, name: l.name })))
    setSeededFor(member.id)
  }, [labels.data, member, seededFor])
  const ready = !!member && seededFor === member.id

  const toggle = (l: Label) => setChosen((c) => (c.some((x) => key(x) === key(l)) ? c.filter((x) => key(x) !== key(l)) : [...c, l]))
  const addCustom = () => {
    const l: Label = { category: 'custom', name: custom.trim() }
    const e = validateLabel(l.category, l.name)
    if (e) return toast(e)
    if (chosen.length >= MAX_MEMBER_LABELS) return toast(`最多${MAX_MEMBER_LABELS}个标签`)
    if (!chosen.some((x) => key(x) === key(l))) setChosen((c) => [...c, l])
    setCustom('')
  }
  const save = async () => {
    if (!member) return
    const r = await saveMemberLabels({ memberId: member.id, labels: chosen }).catch(() => null)
    if (!r) return
    setChosen(r.map((l) => ({ category: l.category, name: l.name })))
    toast('标签已保存', 'success')
  }
  const addHistory = async () => {
    if (!member) return
    const e = validateMedicalHistory(h)
    if (e) return toast(e)
    const r = await addMedicalHistory({ memberId: member.id, type: h.type, name: h.name, since: h.since, note: h.note }).catch(() => null)
    if (!r) return
    setH({ type: '', name: '', since: '', note: '' })
    await history.reload()
  }
  const removeHistory = async (x: MedicalHistory) => {
    if (!(await confirm({ content: `删除“${x.name}”？` }))) return
    await delMedicalHistory(x.id).catch(() => null)
    await history.reload()
  }

  if (members.data && !member)
    return <StatusView kind="empty" text="请先在健康档案中添加家庭成员" actionText="去添加" onAction={() => navigate('/healthRecord')} />
  if (member && !member.healthConsent)
    return (
      <StatusView
        kind="empty"
        text={HEALTH_CONSENT_REQUIRED}
        actionText="去授权"
        onAction={() => navigate('/healthRecord', { memberId: member.id })}
      />
    )

  const chip = (l: Label) => (
    <View
      key={key(l)}
      className={`health-chip${chosen.some((x) => key(x) === key(l)) ? ' health-chip--active' : ''}`}
      onClick={() => toggle(l)}
    >
      {l.name}
    </View>
  )
  return (
    <View className="health-home health-labels">
      <View className="health-card">
        <View className="health-range__who">{member ? `${member.name}（${member.relationStr}）的健康标签` : '加载中…'}</View>
        {!ready ? (
          labels.error ? (
            <StatusView kind="error" text={labels.error} actionText="重试" onAction={() => void labels.reload()} />
          ) : (
            <View className="health-readings__empty">加载中…</View>
          )
        ) : (
          <>
            {(['chronic', 'allergy'] as const).map((c) => (
              <View key={c}>
                <View className="health-labels__group">{LABEL_CATEGORY_LABELS[c]}</View>
                <View className="health-home__members">{PRESET_LABELS[c].map((name) => chip({ category: c, name }))}</View>
              </View>
            ))}
            <View className="health-labels__group">{LABEL_CATEGORY_LABELS.custom}</View>
            <View className="health-home__members">{chosen.filter((l) => l.category === 'custom').map(chip)}</View>
            <View className="member-form__item">
              <Input
                className="member-form__input"
                name="customLabel"
                placeholder="自定义标签，1-10个字"
                maxLength={10}
                value={custom}
                onChange={setCustom}
              />
              <Text className="health-link health-labels__add" onClick={addCustom}>
                添加
              </Text>
            </View>
            <Button block type="primary" className="health-labels__save" onClick={() => void save()}>
              保存标签
            </Button>
          </>
        )}
      </View>

      <View className="health-card">
        <View className="health-range__who">病史</View>
        {(history.data ?? []).length === 0 && history.data ? <View className="health-readings__empty">暂无病史记录</View> : null}
        {(history.data ?? []).map((x) => (
          <View key={x.id} className="health-reading health-history">
            <View className="health-reading__main">
              <Text className="health-history__name">{x.name}</Text>
              <Text className="health-tag health-tag--warn">{x.typeStr}</Text>
            </View>
            <View className="health-reading__sub">
              <Text>
                {x.since || '时间不详'} {x.note}
              </Text>
              <Text className="health-link health-link--danger" onClick={() => void removeHistory(x)}>
                删除
              </Text>
            </View>
          </View>
        ))}
        <View className="member-form__item">
          <Radio.Group
            value={h.type}
            onChange={(v) => setH({ ...h, type: String(v) as MedicalHistoryType })}
            direction="horizontal"
            className="member-form__radios"
          >
            {MEDICAL_HISTORY_TYPES.map((t) => (
              <Radio key={t} value={t}>
                {MEDICAL_HISTORY_TYPE_LABELS[t]}
              </Radio>
            ))}
          </Radio.Group>
        </View>
        <View className="member-form__item">
          <Input
            className="member-form__input"
            name="historyName"
            placeholder="疾病或手术名称"
            maxLength={30}
            value={h.name}
            onChange={(v) => setH({ ...h, name: v })}
          />
        </View>
        <View className="member-form__item">
          <Input
            className="member-form__input"
            name="historySince"
            placeholder="时间（选填，如 2018-05）"
            maxLength={10}
            value={h.since}
            onChange={(v) => setH({ ...h, since: v })}
          />
        </View>
        <View className="member-form__item">
          <Input
            className="member-form__input"
            name="historyNote"
            placeholder="备注（选填）"
            maxLength={200}
            value={h.note}
            onChange={(v) => setH({ ...h, note: v })}
          />
        </View>
        <Button block className="health-history__add" onClick={() => void addHistory()}>
          添加病史
        </Button>
      </View>
    </View>
  )
}
