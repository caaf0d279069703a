/**
 * 录入报告 / 修改报告: a booking of a day (a new report) or the report sent back, the PDF, the items (a dynamic list:
 * department, group, name, result, unit, reference range, 危急值) with the flag the patient will see previewed by
 * src/domain reportItemFlag, the conclusions (one a line) and the advice.
 */
import { useState } from 'react'
import { Alert, Button, Checkbox, Drawer, Form, Input, Select, Space, Tag, Typography } from 'antd'
import { useMutation, useQuery } from '@tanstack/react-query'
import { isAbnormalFlag, reportItemFlag } from '@/domain/report'
import { businessToday } from '@/domain/time'
import {
  createReport,
  fileBase64,
  listBookings,
  REPORT_PDF_MAX_BYTES,
  REPORT_PDF_MAX_MB,
  updateReport,
  type Report,
  type UpdateBody,
} from './api'

interface ItemValues {
  department: string
  group?: string
  name: string
  value: string
  unit?: string
  referenceRange?: string
  critical?: boolean
}
interface Values {
  date?: string
  appointmentId?: number
  items: ItemValues[]
  conclusions: string
  advice?: Array<{ title?: string; text?: string }>
}

const EMPTY_ITEM: ItemValues = { department: '检验科', group: '', name: '', value: '', unit: '', referenceRange: '', critical: false }

function toValues(r: Report): Values {
  return {
    items: r.items.map((i) => ({
      department: i.department,
      group: i.group,
      name: i.name,
      value: i.value,
      unit: i.unit ?? '',
      referenceRange: i.referenceRange ?? '',
      critical: i.critical,
    })),
    conclusions: r.conclusions.join('\n'),
    advice: r.advice,
  }
}

/** the flag the patient will see, as the item is typed */
function FlagPreview({ index }: { index: number }) {
  const item = Form.useWatch(['items', index]) as ItemValues | undefined
  const flag = item?.value?.trim() ? reportItemFlag({ value: item.value, unit: item.unit, referenceRange: item.referenceRange }) : null
  return flag ? <Tag color={isAbnormalFlag(flag) ? 'red' : 'green'}>{flag}</Tag> : null
}

export function EntryForm({ report, onClose, onDone }: { report: Report | null; onClose: () => void; onDone: (r: Report) => void }) {
  const [form] = Form.useForm<Values>()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState('')
  const date = Form.useWatch('date', form) ?? businessToday()
  const bookings = useQuery({ queryKey: ['staff-report-bookings', date], queryFn: () => listBookings(date), enabled: !report })
  const save = useMutation({
    mutationFn: async (v: Values) => {
      const values: Omit<UpdateBody, 'id' | 'version'> = {
        items: v.items.map((i) => ({
          department: i.department ?? '',
          group: i.group ?? '',
          name: i.name ?? '',
          value: i.value ?? '',
          unit: i.unit || null,
          referenceRange: i.referenceRange || null,
          critical: i.critical === true,
        })),
        conclusions: (v.conclusions ?? '')
          .split('\n')
          .map((c) => c.trim())
          .filter(Boolean),
        advice: (v.advice ?? []).map((a) => ({ title: a.title ?? '', text: a.text ?? '' })),
      }
      const pdfBase64 = file ? await fileBase64(file) : undefined
      return report
        ? updateReport({ id: report.id, version: report.version, ...values, ...(pdfBase64 ? { pdfBase64 } : {}) })
        : createReport({ appointmentId: v.appointmentId!, pdfBase64: pdfBase64 ?? '', ...values })
    },
    onSuccess: onDone,
  })
  const submit = async () => {
    const v = await form.validateFields()
    if (!report && !file) return setFileError('请上传体检报告PDF文件')
    save.mutate(v)
  }
  return (
    <Drawer
      open
      size="large"
      title={report ? `修改报告 ${report.examNo}` : '录入报告'}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" className="report-save" loading={save.isPending} onClick={submit}>
            {report ? '保存并提交审核' : '提交审核'}
          </Button>
        </Space>
      }
    >
      {report?.sentBackReason ? (
        <Alert type="warning" showIcon title={`退回原因：${report.sentBackReason}`} style={{ marginBottom: 16 }} />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={report ? toValues(report) : { date: businessToday(), items: [EMPTY_ITEM], conclusions: '', advice: [] }}
      >
        {report ? null : (
          <Space wrap align="start">
            <Form.Item name="date" label="体检日期">
              <Input type="date" />
            </Form.Item>
            <Form.Item name="appointmentId" label="体检预约" rules={[{ required: true, message: '请选择体检预约' }]}>
              <Select
                className="report-booking"
                style={{ minWidth: 320 }}
                loading={bookings.isFetching}
                notFoundContent="当日没有待录入报告的预约"
                options={(bookings.data ?? []).map((b) => ({
                  value: b.appointmentId,
                  label: `${b.appointedTime} ${b.personName}（${b.idNumber}）${b.packageName}`,
                }))}
              />
            </Form.Item>
          </Space>
        )}
        <Form.Item
          label={report?.hasPdf ? '体检报告PDF（不选则保留原文件）' : '体检报告PDF'}
          required={!report}
          validateStatus={fileError ? 'error' : undefined}
          help={fileError || undefined}
        >
          <input
            type="file"
            accept="application/pdf,.pdf"
            aria-label="选择体检报告PDF文件"
            className="report-pdf-input"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null
              setFileError(f && f.size > REPORT_PDF_MAX_BYTES ? `PDF文件不能超过${REPORT_PDF_MAX_MB}MB` : '')
              setFile(f && f.size <= REPORT_PDF_MAX_BYTES ? f : null)
            }}
          />
        </Form.Item>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          检查项目
        </Typography.Title>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, n) => (
                <Space
                  key={f.key}
                  wrap
                  align="start"
                  className="report-item"
                  style={{ borderBottom: '1px solid #f0f0f0', marginBottom: 8 }}
                >
                  <Form.Item name={[f.name, 'department']} label="科室" rules={[{ required: true, message: '请填写科室' }]}>
                    <Input style={{ width: 96 }} maxLength={40} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'group']} label="项目组">
                    <Input style={{ width: 96 }} maxLength={40} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'name']} label="项目名称" rules={[{ required: true, message: `第${n + 1}项：请填写项目名称` }]}>
                    <Input style={{ width: 140 }} maxLength={80} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'value']} label="结果" rules={[{ required: true, message: `第${n + 1}项：请填写结果` }]}>
                    <Input style={{ width: 120 }} maxLength={200} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'unit']} label="单位">
                    <Input style={{ width: 80 }} maxLength={20} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'referenceRange']} label="参考范围">
                    <Input style={{ width: 110 }} maxLength={60} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'critical']} label="危急值" valuePropName="checked">
                    <Checkbox aria-label={`第${n + 1}项是危急值`} />
                  </Form.Item>
                  <Form.Item label="提示">
                    <FlagPreview index={f.name} />
                  </Form.Item>
                  <Form.Item label=" ">
                    <Button onClick={() => remove(f.name)} disabled={fields.length === 1} aria-label={`删除第${n + 1}项`}>
                      删除
                    </Button>
                  </Form.Item>
                </Space>
              ))}
              <Button onClick={() => add({ ...EMPTY_ITEM })} className="report-add-item" style={{ marginBottom: 16 }}>
                添加项目
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item
          name="conclusions"
          label="体检结论（每行一条）"
          rules={[{ required: true, whitespace: true, message: '请填写体检结论' }]}
        >
          <Input.TextArea rows={3} maxLength={3000} />
        </Form.Item>
        <Form.List name="advice">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} wrap align="start">
                  <Form.Item name={[f.name, 'title']} label="建议标题">
                    <Input style={{ width: 160 }} maxLength={60} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'text']} label="健康建议">
                    <Input.TextArea rows={1} style={{ width: 320 }} maxLength={500} />
                  </Form.Item>
                  <Form.Item label=" ">
                    <Button onClick={() => remove(f.name)}>删除</Button>
                  </Form.Item>
                </Space>
              ))}
              <Button onClick={() => add({ title: '', text: '' })}>添加健康建议</Button>
            </>
          )}
        </Form.List>
      </Form>
      {save.error ? <Alert type="error" showIcon title={save.error.message} style={{ marginTop: 16 }} /> : null}
    </Drawer>
  )
}
