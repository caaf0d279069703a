/** 拒绝开票 with the reason the patient sees on /billDetail (开票失败：…) */
import { Form, Input, Modal } from 'antd'
import { useMutation } from '@tanstack/react-query'
import { refuseInvoice, type Invoice } from './api'

export function RefuseDialog({ invoice, onClose, onDone }: { invoice: Invoice; onClose: () => void; onDone: (i: Invoice) => void }) {
  const [form] = Form.useForm<{ reason: string }>()
  const refuse = useMutation({ mutationFn: (reason: string) => refuseInvoice({ id: invoice.invoiceId, reason }), onSuccess: onDone })
  return (
    <Modal
      open
      title={`拒绝开票：${invoice.invoiceTitle}`}
      okText="确认拒绝"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={refuse.isPending}
      onCancel={onClose}
      onOk={async () => refuse.mutate((await form.validateFields()).reason)}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label="拒绝原因（患者可见）" rules={[{ required: true, whitespace: true, message: '请填写原因' }]}>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 3 }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
