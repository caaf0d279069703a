import { useMemo } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { maskIdNumber } from '@/domain/mask'
import { REPORT_DISCLAIMER } from '@/domain/messages/report'
import { ItemRow, reportDetail } from '@/features/report'
import '@/features/report/report.scss'

/**
 * SPEC §2 /webReportDetail?id=: the report as a patient reads it — overall conclusions and advice first, then the
 * abnormal items (value, unit, reference range, 偏高 / 偏低 / 阳性 / 异常) with their trend over earlier reports,
 * then every department's items; the PDF on /webReportPdfDetail.
 */
export default function ReportDetailPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const q = useQuery(['report', query.id], () => reportDetail(query.id))
  const d = q.data
  if (q.error && !d)
    return (
      <Page>
        <StatusView kind="error" text={q.error} actionText="返回报告列表" onAction={() => navigate('/webReport')} />
      </Page>
    )
  // the skeleton is its own tree (key): the report's cards are new nodes, not the skeleton's cards moved down when
  // the report arrives (a layout shift, 0.017), and its first card is the report's head card's height (report.scss)
  if (!d)
    return (
      <Page>
        <View className="rp-page" key="skeleton">
          <View className="rp-card rp-detail__skeleton-head">
            <Skeleton rows={4} animated />
          </View>
          <View className="rp-card">
            <Skeleton rows={8} animated />
          </View>
        </View>
      </Page>
    )
  const footer = (
    <View className="rp-actions">
      <Button block type="primary" className="rp-detail__pdf" onClick={() => navigate('/webReportPdfDetail', { id: d.id })}>
        查看PDF报告
      </Button>
    </View>
  )
  return (
    <Page onRefresh={q.reload} footer={footer}>
      <View className="rp-page rp-detail" key="report" data-report-id={d.id}>
        <View className="rp-card">
          <View className="rp-card__head">
            <Text className="rp-card__title">{d.packageName}</Text>
            {d.abnormalCount > 0 ? (
              <Text className="rp-badge rp-badge--warn">{d.abnormalCount}项异常</Text>
            ) : (
              <Text className="rp-badge">未见异常</Text>
            )}
          </View>
          <Text className="rp-card__line">
            {d.person.name} · {d.person.sexStr} · {d.person.age}岁
          </Text>
          <Text className="rp-card__line rp-detail__id">身份证号 {maskIdNumber(d.person.idNumber)}</Text>
          <Text className="rp-card__line">
            体检日期 {d.examDate} · 体检号 {d.examNo}
          </Text>
          <Text className="rp-card__line rp-card__muted">
            {d.institution} · 主检医生 {d.chiefDoctor}
          </Text>
        </View>

        <View className="rp-card rp-detail__conclusions">
          <Text className="rp-section-title">总检结论</Text>
          {d.conclusions.map((c, i) => (
            <Text key={c} className="rp-conclusion">
              {i + 1}. {c}
            </Text>
          ))}
          {d.advice.length > 0 ? (
            <View className="rp-detail__advice">
              {d.advice.map((a) => (
                <View key={a.title} className="rp-advice">
                  <Text className="rp-advice__title">{a.title}</Text>
                  <Text className="rp-advice__text">{a.text}</Text>
                </View>
              ))}
            </View>
          ) : null}
        </View>

        <View className="rp-card rp-detail__abnormal">
          <Text className="rp-section-title">异常项目（{d.abnormal.length}）</Text>
          {d.abnormal.length === 0 ? (
            <Text className="rp-card__line">本次体检未发现异常项目</Text>
          ) : (
            d.abnormal.map((i) => <ItemRow key={i.id} item={i} />)
          )}
        </View>

        {d.departments.map((g) => (
          <View key={g.department} className="rp-card rp-detail__dept" data-department={g.department}>
            <Text className="rp-section-title">{g.department}</Text>
            {g.items.map((i) => (
              <ItemRow key={i.id} item={i} withTrend={false} />
            ))}
          </View>
        ))}

        <Text className="rp-note">
          {REPORT_DISCLAIMER}
          <Text className="rp-link" onClick={() => navigate('/emergencyLine')}>
            {' '}
            急救热线 ›
          </Text>
        </Text>
      </View>
    </Page>
  )
}
