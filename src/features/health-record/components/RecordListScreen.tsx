import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import { RECORD_CATEGORIES, RECORD_CATEGORY_LABELS, type RecordCategory } from '@/domain/records'
import { HEALTH_CONSENT_TEXT } from '@/domain/messages/health'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import StatusView from '@/shared/ui/StatusView'
import { queryMembers, queryRecordList } from '../api'
import MemberChips from './MemberChips'
import '../health-record.scss'

/**
 * /recordList (issue 13 item 2): a member's uploaded reports and case documents (two tabs), newest first; tap one →
 * /reportDetail; 上传 → /addRecord for the member and tab. Uploads need the member's separate health consent.
 */
export default function RecordListScreen({ initialMemberId, initialCategory }: { initialMemberId?: number; initialCategory?: string }) {
  const members = useQuery(['health-members'], () => queryMembers())
  const [selected, setSelected] = useState<number | null>(initialMemberId ?? null)
  const [category, setCategory] = useState<RecordCategory>(initialCategory === 'case' ? 'case' : 'report')
  const list = members.data ?? []
  const current = list.find((m) => m.id === selected) ?? list[0] ?? null
  const records = useQuery(['health-records', current?.id, category], () => queryRecordList(category, current!.id), { enabled: !!current })
  useDidShow(() => {
    if (records.data) void records.reload()
  })

  if (members.error && !members.data)
    return <StatusView kind="error" text={members.error} actionText="重试" onAction={() => void members.reload()} />
  if (members.loading && !members.data)
    return (
      <View className="health-home">
        <View className="health-skeleton" />
      </View>
    )
  if (!current)
    return (
      <View className="health-home health-home__empty">
        <StatusView kind="empty" text="还没有家庭成员，请先在健康档案中添加" />
        <Button type="primary" className="health-home__add" onClick={() => navigate('/healthRecord')}>
          去健康档案
        </Button>
      </View>
    )

  return (
    <View className="health-home record-list">
      <MemberChips members={list} current={current.id} onChange={setSelected} />
      <View className="record-tabs">
        {RECORD_CATEGORIES.map((c) => (
          <Text key={c} className={`record-tabs__tab${c === category ? ' record-tabs__tab--active' : ''}`} onClick={() => setCategory(c)}>
            {RECORD_CATEGORY_LABELS[c]}
          </Text>
        ))}
      </View>
      {!current.healthConsent ? (
        <View className="health-card health-member__consent--missing">
          <Text className="health-member__consent-text">{HEALTH_CONSENT_TEXT}</Text>
          <Text className="health-link" onClick={() => navigate('/healthRecord', { memberId: current.id })}>
            去健康档案授权 ›
          </Text>
        </View>
      ) : null}
      {records.loading && !records.data ? <View className="health-skeleton" /> : null}
      {records.error && !records.data ? (
        <StatusView kind="error" text={records.error} actionText="重试" onAction={() => void records.reload()} />
      ) : null}
      {records.data && records.data.list.length === 0 ? (
        <StatusView kind="empty" text={`${current.name}还没有上传${RECORD_CATEGORY_LABELS[category]}`} />
      ) : null}
      {(records.data?.list ?? []).map((r) => (
        <View key={r.id} className="health-card record-item" onClick={() => navigate('/reportDetail', { id: r.id })}>
          <View className={`record-item__icon record-item__icon--${r.isImage ? 'image' : 'pdf'}`}>{r.isImage ? '图片' : 'PDF'}</View>
          <View className="record-item__body">
            <View className="record-item__title">{r.title}</View>
            <View className="record-item__meta">
              {[r.recordDate || r.createTime.slice(0, 10), r.hospital, r.fileSizeStr].filter(Boolean).join(' · ')}
            </View>
          </View>
          <Text className="record-item__arrow">›</Text>
        </View>
      ))}
      <View className="record-footer">
        <Button
          type="primary"
          block
          className="record-upload"
          disabled={!current.healthConsent}
          onClick={() => navigate('/addRecord', { memberId: current.id, category })}
        >
          上传{RECORD_CATEGORY_LABELS[category]}
        </Button>
      </View>
    </View>
  )
}
