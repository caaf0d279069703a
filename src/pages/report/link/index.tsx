import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import type { ReportSummary } from '@contract/report'
import Page from '@/shared/ui/Page'
import { navigate } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform'
import { validateIdNumber } from '@/domain/validation'
import { REPORT_EXAM_NO_INVALID, REPORT_LINKED, REPORT_NAME_REQUIRED } from '@/domain/messages/report'
import { linkReport, ReportCard } from '@/features/report'
import '@/features/report/report.scss'

/**
 * SPEC §2 /checkupReport: find a check-up report that is not on the account yet by exam number + the exam
 * person's name and ID number, and add it (the server caps the attempts per account and per client).
 */
export default function CheckupReportPage() {
  const [examNo, setExamNo] = useState('')
  const [name, setName] = useState('')
  const [idNumber, setIdNumber] = useState('')
  const [found, setFound] = useState<ReportSummary | null>(null)
  const submit = async () => {
    if (!/^[A-Za-z0-9]{6,20}$/.test(examNo.trim())) return toast(REPORT_EXAM_NO_INVALID)
    if (!name.trim()) return toast(REPORT_NAME_REQUIRED)
    const idError = validateIdNumber(idNumber)
    if (idError) return toast(idError)
    await linkReport({ examNo: examNo.trim(), name: name.trim(), idNumber: idNumber.trim() }).then(
      (r) => {
        setFound(r)
        setIdNumber('')
        toast(REPORT_LINKED, 'success')
      },
      () => undefined,
    )
  }
  const field = (label: string, cls: string, value: string, set: (v: string) => void, placeholder: string, extra = {}) => (
    <View className="rp-field">
      <Text className="rp-field__label">{label}</Text>
      <Input className={`rp-field__input ${cls}`} value={value} onChange={set} placeholder={placeholder} {...extra} />
    </View>
  )
  return (
    <Page>
      <View className="rp-page rp-link-page">
        <View className="rp-card">
          <Text className="rp-section-title">查找体检报告</Text>
          <Text className="rp-card__line rp-card__muted">
            体检号见体检指引单或短信通知。核对通过后报告将添加到您的账户，仅您本人可查看。
          </Text>
          {field('体检号', 'rp-link__exam-no', examNo, setExamNo, '请输入体检号', { maxLength: 20 })}
          {field('姓名', 'rp-link__name', name, setName, '请输入体检人姓名', { maxLength: 20 })}
          {field('身份证号', 'rp-link__id', idNumber, setIdNumber, '请输入体检人身份证号', { maxLength: 18, type: 'idcard' })}
        </View>
        <View className="rp-actions">
          <Button block type="primary" className="rp-link__submit" onClick={submit}>
            查找并添加
          </Button>
        </View>
        {found ? (
          <>
            <ReportCard report={found} onOpen={() => navigate('/webReportDetail', { id: found.id })} />
            <View className="rp-actions">
              <Button
                block
                fill="outline"
                type="primary"
                className="rp-link__open"
                onClick={() => navigate('/webReportDetail', { id: found.id })}
              >
                查看报告
              </Button>
            </View>
          </>
        ) : null}
        <Text className="rp-note">
          已添加的报告在「
          <Text className="rp-link" onClick={() => navigate('/webReport')}>
            我的报告
          </Text>
          」中查看。为保护您的隐私，查询次数有限制。
        </Text>
      </View>
    </Page>
  )
}
