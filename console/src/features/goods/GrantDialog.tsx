/** 发放: give one coupon to a registered patient by phone (the total still applies) */
import { Alert, Form, Input, Modal } from 'antd'
import { useMutation } from '@tanstack/react-query'
import { grantCoupon, type Coupon } from './api'

export function GrantDialog({ coupon, onClose, onDone }: { coupon: Coupon; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ phone: string }>()
  const grant = useMutation({ mutationFn: (phone: string) => grantCoupon({ id: coupon.id, phone }), onSuccess: onDone })
  return (
    <Modal
      open
      title={`发放优惠券：${coupon.couponName}`}
      okText="发放"
      cancelText="取消"
      onOk={async () => grant.mutate((await form.validateFields()).phone)}
      onCancel={onClose}
      confirmLoading={grant.isPending}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="phone" label="患者手机号" rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: '请填写正确的手机号' }]}>
          <Input inputMode="numeric" maxLength={11} autoComplete="off" />
        </Form.Item>
      </Form>
      {grant.error ? <Alert type="error" showIcon title={grant.error.message} /> : null}
    </Modal>
  )
}
