import { useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { REPORT_EMPTY } from '@/domain/messages/report'
import { ReportCard, reportPage } from '@/features/report'
import '@/features/report/report.scss'

/** SPEC §2 /webReport: my check-up reports (and those of family members on my account) by person and year. */
export default function ReportListPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const [personKey, setPersonKey] = useState<string>(query.personKey || '')
  const [year, setYear] = useState<number | null>(query.year ? Number(query.year) : null)
  const page = useQuery(['reports', personKey, year], () =>
    reportPage({ pageSize: 100, ...(personKey ? { personKey } : {}), ...(year ? { year } : {}) }),
  )
  const d = page.data
  const chip = (on: boolean, text: string, onClick: () => void, cls: string) => (
    <Text key={text} className={`rp-chip ${cls} ${on ? 'rp-chip--on' : ''}`} onClick={onClick}>
      {text}
    </Text>
  )
  const footer = (
    <View className="rp-actions">
      <Button block fill="outline" type="primary" className="rp-list__link" onClick={() => navigate('/checkupReport')}>
        查找并添加报告
      </Button>
    </View>
  )
  if (page.error && !d)
    return (
      <Page>
        <StatusView kind="error" text={page.error} actionText="重试" onAction={page.reload} />
      </Page>
    )
  return (
    <Page onRefresh={page.reload} footer={d && d.list.length > 0 ? footer : undefined}>
      <View className="rp-page rp-list">
        {d && d.persons.length > 0 ? (
          <View className="rp-filters">
            <View className="rp-chips rp-list__persons">
              {chip(!personKey, '全部', () => (setPersonKey(''), setYear(null)), 'rp-list__person')}
              {d.persons.map((p) =>
                chip(personKey === p.personKey, p.name, () => (setPersonKey(p.personKey), setYear(null)), 'rp-list__person'),
              )}
            </View>
            {d.years.length > 1 ? (
              <View className="rp-chips rp-list__years">
                {chip(year === null, '全部年份', () => setYear(null), 'rp-list__year')}
                {d.years.map((y) => chip(year === y, `${y}年`, () => setYear(y), 'rp-list__year'))}
              </View>
            ) : null}
          </View>
        ) : null}
        {!d ? (
          <View className="rp-card">
            <Skeleton rows={6} animated />
          </View>
        ) : d.list.length === 0 ? (
          <StatusView kind="empty" text={REPORT_EMPTY} actionText="查找报告" onAction={() => navigate('/checkupReport')} />
        ) : (
          d.list.map((r) => <ReportCard key={r.id} report={r} onOpen={() => navigate('/webReportDetail', { id: r.id })} />)
        )}
        {d && d.list.length > 0 ? (
          <Text className="rp-note">报告仅本人及您添加的家庭成员可见。未显示的报告可凭体检号和身份信息查找添加。</Text>
        ) : null}
      </View>
    </Page>
  )
}
