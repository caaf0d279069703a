/** 开票: the invoice number, date and amount (the applied amount by default) and the electronic invoice's PDF */
import { useState } from 'react'
import { Alert, Form, Input, InputNumber, Modal } from 'antd'
import { useMutation } from '@tanstack/react-query'
import { businessToday } from '@/domain/time'
import { fileBase64, issueInvoice, PDF_MAX_BYTES, type Invoice } from './api'

interface Values {
  invoiceNo: string
  invoiceDate: string
  amount: number
}

export function IssueDialog({ invoice, onClose, onDone }: { invoice: Invoice; onClose: () => void; onDone: (i: Invoice) => void }) {
  const [form] = Form.useForm<Values>()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState('')
  const issue = useMutation({
    mutationFn: async (v: Values) =>
      issueInvoice({
        id: invoice.invoiceId,
        invoiceNo: v.invoiceNo,
        invoiceDate: v.invoiceDate,
        amount: v.amount,
        pdfBase64: await fileBase64(file!),
      }),
    onSuccess: onDone,
  })
  const submit = async () => {
    const v = await form.validateFields()
    if (!file) return setFileError('请上传电子发票PDF文件')
    issue.mutate(v)
  }
  return (
    <Modal
      open
      title={`开具发票：${invoice.invoiceTitle}`}
      okText="确认开票"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={issue.isPending}
    >
      <Form form={form} layout="vertical" initialValues={{ invoiceDate: businessToday(), amount: invoice.amount }}>
        <Form.Item
          name="invoiceNo"
          label="发票号码"
          rules={[{ required: true, pattern: /^\d{8,20}$/, message: '请填写正确的发票号码（8-20位数字）' }]}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={20} />
        </Form.Item>
        <Form.Item name="invoiceDate" label="开票日期" rules={[{ required: true, message: '请填写正确的开票日期' }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="amount"
          label={`发票金额（申请金额 ¥${invoice.amount.toFixed(2)}）`}
          rules={[{ required: true, message: '请填写发票金额' }]}
        >
          <InputNumber min={0} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="电子发票PDF" required validateStatus={fileError ? 'error' : undefined} help={fileError || undefined}>
          <input
            type="file"
            accept="application/pdf,.pdf"
            aria-label="选择电子发票PDF文件"
            className="invoice-pdf-input"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null
              setFileError(f && f.size > PDF_MAX_BYTES ? 'PDF文件不能超过2MB' : '')
              setFile(f && f.size <= PDF_MAX_BYTES ? f : null)
            }}
          />
        </Form.Item>
      </Form>
      {issue.error ? <Alert type="error" showIcon title={issue.error.message} /> : null}
    </Modal>
  )
}
