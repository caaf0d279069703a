import { useMemo } from 'react'
import { View, Text } from '@tarojs/components'
import Page from '@/shared/ui/Page'
import { currentRoute } from '@/shared/routes/current'
import { PdfView, reportPdfSource } from '@/features/report'
import '@/features/report/report.scss'

/**
 * SPEC §2 /webReportPdfDetail?id=: the report's PDF made by the server (selectable Chinese text). H5: pdf.js,
 * loaded by this page only; mini-programs: downloaded and opened in the platform's document viewer.
 */
export default function ReportPdfPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const src = useMemo(() => reportPdfSource(query.id), [query.id])
  return (
    <Page>
      <View className="rp-page rp-pdf-page">
        <PdfView url={src.url} headers={src.headers} />
        <Text className="rp-note">报告包含您的健康信息，请妥善保管，转发前请确认接收人。</Text>
      </View>
    </Page>
  )
}
