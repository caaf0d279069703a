import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import type { Consultationer, CreateConsultationerReq } from '@contract/health'
import { HEALTH_CONSENT_TEXT, HEALTH_NOT_DIAGNOSIS, MAX_HEALTH_MEMBERS } from '@/domain/messages/health'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { confirm, isH5, openDocument, toast } from '@/shared/platform'
import StatusView from '@/shared/ui/StatusView'
import {
  createMember,
  deleteMember,
  editMember,
  healthRecordPdfSource,
  queryHealthRecordInfo,
  queryMedicalHistory,
  queryMemberLabels,
  queryMembers,
  setMemberConsent,
} from '../api'
import { VITALS, VITAL_ORDER, categoryTone, readingNote, readingValue, shortTime } from '../model'
import MemberForm from './MemberForm'
import '../health-record.scss'

/**
 * /healthRecord (issue 13 item 2): the family members as chips, the chosen member's consent state, and the latest
 * value of each vital with its category and date (tap → its record page). Adding, editing and deleting members,
 * granting and withdrawing the separate consent happen here.
 */
export default function HealthRecordScreen({ initialMemberId }: { initialMemberId?: number }) {
  const members = useQuery(['health-members'], () => queryMembers())
  const [selected, setSelected] = useState<number | null>(initialMemberId ?? null)
  const [form, setForm] = useState<{ open: boolean; member: Consultationer | null }>({ open: false, member: null })
  const list = members.data ?? []
  const current = list.find((m) => m.id === selected) ?? list[0] ?? null
  const info = useQuery(['health-record', current?.id], () => queryHealthRecordInfo(current!.id), { enabled: !!current })
  const consented = !!current?.healthConsent
  const labels = useQuery(['health-labels', current?.id, consented], () => queryMemberLabels(current!.id), { enabled: consented })
  const history = useQuery(['health-history', current?.id, consented], () => queryMedicalHistory(current!.id), { enabled: consented })
  const seen = useRef(false)
  useDidShow(() => {
    if (seen.current) void members.reload().then(() => Promise.all([info.reload(), labels.reload(), history.reload()]))
    seen.current = true
  })
  useEffect(() => {
    if (current && selected !== current.id) setSelected(current.id)
  }, [current, selected])

  const save = async (req: CreateConsultationerReq) => {
    const m = form.member ? await editMember({ ...req, id: form.member.id }) : await createMember(req)
    toast('已保存', 'success')
    setForm({ open: false, member: null })
    setSelected(m.id)
    await members.reload()
  }
  const remove = async (m: Consultationer) => {
    if (!(await confirm({ content: `删除${m.name}及其全部健康数据？` }))) return
    await deleteMember(m.id).catch(() => null)
    setSelected(null)
    await members.reload()
  }
  const [pdfBusy, setPdfBusy] = useState(false)
  const openPdf = async (m: Consultationer) => {
    setPdfBusy(true)
    const src = healthRecordPdfSource(m.id)
    try {
      await openDocument(src.url, src.headers, `健康档案-${m.name}.pdf`)
    } catch (e: any) {
      toast(e?.message === '报告不存在' ? '健康档案不存在' : '健康档案下载失败，请稍后重试')
    } finally {
      setPdfBusy(false)
    }
  }
  const consent = async (m: Consultationer, on: boolean) => {
    if (!on && !(await confirm({ content: '撤回后将删除该成员的全部健康数据，且不再记录新的数据。确定撤回？' }))) return
    const r = await setMemberConsent(m.id, on).catch(() => null)
    if (!r) return
    toast(on ? '已开启健康记录' : '已撤回授权，健康数据已删除', 'success')
    await members.reload()
    await info.reload()
  }

  if (members.error && !members.data)
    return <StatusView kind="error" text={members.error} actionText="重试" onAction={() => void members.reload()} />

  return (
    <View className="health-home">
      <View className="health-home__members">
        {list.map((m) => (
          <View key={m.id} className={`health-chip${m.id === current?.id ? ' health-chip--active' : ''}`} onClick={() => setSelected(m.id)}>
            {m.name}
            <Text className="health-chip__rel">{m.relationStr}</Text>
          </View>
        ))}
        {list.length < MAX_HEALTH_MEMBERS && !members.loading ? (
          <View className="health-chip health-chip--add" onClick={() => setForm({ open: true, member: null })}>
            + 添加成员
          </View>
        ) : null}
      </View>

      {members.loading && !members.data ? <View className="health-skeleton" /> : null}
      {!members.loading && list.length === 0 ? (
        <View className="health-home__empty">
          <StatusView kind="empty" text="还没有家庭成员，添加后即可记录血压、血糖、身高和体重" />
          <Button type="primary" className="health-home__add" onClick={() => setForm({ open: true, member: null })}>
            添加家庭成员
          </Button>
        </View>
      ) : null}

      {current ? (
        <View className="health-card health-member">
          <View className="health-member__row">
            <Text className="health-member__name">{current.name}</Text>
            <Text className="health-member__meta">
              {current.relationStr} · {current.sex === 1 ? '男' : '女'} · {current.age}岁
            </Text>
            <View className="health-member__ops">
              <Text className="health-link" onClick={() => setForm({ open: true, member: current })}>
                编辑
              </Text>
              <Text className="health-link health-link--danger" onClick={() => void remove(current)}>
                删除
              </Text>
            </View>
          </View>
          {current.healthConsent ? (
            <View className="health-member__consent">
              <Text>已授权记录健康数据（{current.healthConsentTime?.slice(0, 10)}）</Text>
              <Text className="health-link" onClick={() => void consent(current, false)}>
                撤回授权
              </Text>
            </View>
          ) : (
            <View className="health-member__consent health-member__consent--missing">
              <Text className="health-member__consent-text">{HEALTH_CONSENT_TEXT}</Text>
              <Button type="primary" size="small" className="health-consent-grant" onClick={() => void consent(current, true)}>
                同意并开启健康记录
              </Button>
            </View>
          )}
        </View>
      ) : null}

      {current ? (
        <View className="health-vitals">
          {VITAL_ORDER.map((kind) => {
            const v = VITALS[kind]
            const d = info.data?.member.id === current.id ? info.data.latest[kind] : null
            return (
              <View
                key={kind}
                className={`health-card health-vital health-vital--${kind}`}
                onClick={() => navigate(v.route, { memberId: current.id })}
              >
                <View className="health-vital__label">{v.label}</View>
                {d ? (
                  <>
                    <View className="health-vital__value">
                      {readingValue(d)}
                      <Text className="health-vital__unit">{v.unit}</Text>
                    </View>
                    {d.category ? <Text className={`health-tag health-tag--${categoryTone(d.category)}`}>{d.category}</Text> : null}
                    <View className="health-vital__date">
                      {shortTime(d.measuredAt)} {readingNote(d)}
                    </View>
                  </>
                ) : (
                  <View className="health-vital__none">
                    {info.loading ? '加载中…' : current.healthConsent ? '暂无记录，去记录 ›' : '授权后可记录'}
                  </View>
                )}
              </View>
            )
          })}
        </View>
      ) : null}

      {current && consented ? (
        <View className="health-card health-tags" onClick={() => navigate('/addLabel', { memberId: current.id })}>
          <View className="health-chart__title">
            健康标签与病史
            <Text className="health-link">编辑 ›</Text>
          </View>
          <View>
            {(labels.data ?? []).map((l) => (
              <Text key={l.id} className="health-tag health-tag--warn health-tags__tag">
                {l.name}
              </Text>
            ))}
            {labels.data && labels.data.length === 0 ? <Text className="health-vital__date">添加慢性病、过敏等标签</Text> : null}
          </View>
          <View className="health-vital__date">病史 {history.data?.length ?? 0} 条</View>
        </View>
      ) : null}

      {current && consented ? (
        <View className="health-card health-tags record-entry" onClick={() => navigate('/recordList', { memberId: current.id })}>
          <View className="health-chart__title">
            检查报告与病历
            <Text className="health-link">查看 ›</Text>
          </View>
          <View className="health-vital__date">上传化验单、检查报告、出院小结等图片或PDF</View>
        </View>
      ) : null}

      {current ? (
        <View className="health-card health-export">
          <View className="health-chart__title">我的健康档案</View>
          <View className="health-vital__date">下载{current.name}的健康档案PDF（成员信息、授权记录、标签、病史和全部测量记录）</View>
          <Button
            size="small"
            type="primary"
            fill="outline"
            className="health-export__pdf"
            loading={pdfBusy}
            onClick={() => void openPdf(current)}
          >
            {isH5 ? '下载健康档案PDF' : '打开健康档案PDF'}
          </Button>
        </View>
      ) : null}

      <View className="health-note">
        <Text>{HEALTH_NOT_DIAGNOSIS}</Text>
        <Text className="health-link" onClick={() => navigate('/emergencyLine')}>
          急救热线 ›
        </Text>
      </View>

      <Popup visible={form.open} position="bottom" round onClose={() => setForm({ open: false, member: null })}>
        {form.open ? <MemberForm initial={form.member} onSubmit={save} onCancel={() => setForm({ open: false, member: null })} /> : null}
      </Popup>
    </View>
  )
}
