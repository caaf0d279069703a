import { View, Text } from '@tarojs/components'
import type { ReportSummary } from '@contract/report'
import { maskIdNumber } from '@/domain/mask'

/** a report in a list: date, package, person (masked identity), abnormal count */
export default function ReportCard({ report, onOpen }: { report: ReportSummary; onOpen: () => void }) {
  return (
    <View className="rp-card rp-report" data-report-id={report.id} onClick={onOpen}>
      <View className="rp-card__head">
        <Text className="rp-card__title">{report.packageName}</Text>
        {report.abnormalCount > 0 ? (
          <Text className="rp-badge rp-badge--warn">{report.abnormalCount}项异常</Text>
        ) : (
          <Text className="rp-badge">未见异常</Text>
        )}
      </View>
      <Text className="rp-card__line">
        {report.person.name} · {report.person.sexStr} · {report.person.age}岁 · {maskIdNumber(report.person.idNumber)}
      </Text>
      <Text className="rp-card__line">
        体检日期 {report.examDate} · {report.institution}
      </Text>
      <Text className="rp-card__line rp-card__muted">
        体检号 {report.examNo} · 共{report.itemCount}项
      </Text>
    </View>
  )
}
