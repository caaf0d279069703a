/**
 * 线下开单 (issue 31 item 5; offline-order:create): the counter makes an order for a registered patient by phone —
 * 窗口开单 or 医生处方, the goods lines (goods ID, SKU ID, quantity), a remark (prescription number, department,
 * where to pick up); the patient pays it in the app under 线下订单. One request id per filled form, so a double
 * submit makes one order. The reply's order number and amount are shown.
 */
import { useState } from 'react'
import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Radio, Space } from 'antd'
import { useMutation } from '@tanstack/react-query'
import { CREATE_WAYS, createOfflineOrder, type OfflineOrderBody, type OfflineOrderReply } from './api'

interface Values {
  phone: string
  createWay: OfflineOrderBody['createWay']
  goodsList: Array<{ goodsId: number; skuId: number; goodsNum: number }>
  remark?: string
}

const newRequestId = () => `console-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

export function OfflineOrderForm() {
  const [form] = Form.useForm<Values>()
  const [requestId, setRequestId] = useState(newRequestId)
  const [made, setMade] = useState<OfflineOrderReply | null>(null)
  const create = useMutation({
    mutationFn: (v: Values) =>
      createOfflineOrder({
        phone: v.phone.trim(),
        createWay: v.createWay,
        goodsList: v.goodsList,
        remark: v.remark?.trim() || undefined,
        requestId,
      }),
    onSuccess: (r) => setMade(r),
  })
  const again = () => {
    setMade(null)
    setRequestId(newRequestId())
    form.resetFields()
  }
  if (made)
    return (
      <Card>
        <Alert type="success" showIcon title="开单成功，患者可在“线下订单”中支付" style={{ marginBottom: 16 }} role="status" />
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'no', label: '订单号', children: made.orderNo },
            { key: 'price', label: '应付金额', children: `¥${made.actualPrice.toFixed(2)}` },
            { key: 'close', label: '支付截止', children: made.closeTime },
          ]}
        />
        <Button type="primary" onClick={again} style={{ marginTop: 16 }}>
          继续开单
        </Button>
      </Card>
    )
  return (
    <Card>
      <Form<Values>
        form={form}
        layout="vertical"
        aria-label="线下开单"
        initialValues={{ createWay: 'counter', goodsList: [{ goodsNum: 1 }] }}
        onFinish={(v) => create.mutate(v)}
        style={{ maxWidth: 560 }}
      >
        <Form.Item
          label="患者手机号"
          name="phone"
          rules={[
            { required: true, message: '请输入手机号' },
            { pattern: /^\s*1\d{10}\s*$/, message: '请输入正确的手机号' },
          ]}
        >
          <Input inputMode="numeric" maxLength={11} autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item label="开单方式" name="createWay">
          <Radio.Group options={CREATE_WAYS.map((w) => ({ value: w.value, label: w.label }))} />
        </Form.Item>
        <Form.List name="goodsList">
          {(fields, { add, remove }) => (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontSize: 14, marginBottom: 8 }}>商品</legend>
              {fields.map((f, i) => (
                <Space key={f.key} align="start" wrap style={{ display: 'flex' }}>
                  <Form.Item
                    label={`商品ID（第${i + 1}行）`}
                    name={[f.name, 'goodsId']}
                    rules={[{ required: true, message: '请输入商品ID' }]}
                  >
                    <InputNumber min={1} max={2147483647} precision={0} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item
                    label={`SKU ID（第${i + 1}行）`}
                    name={[f.name, 'skuId']}
                    rules={[{ required: true, message: '请输入SKU ID' }]}
                  >
                    <InputNumber min={1} max={2147483647} precision={0} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item label={`数量（第${i + 1}行）`} name={[f.name, 'goodsNum']} rules={[{ required: true, message: '请输入数量' }]}>
                    <InputNumber min={1} max={999} precision={0} style={{ width: 100 }} />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button onClick={() => remove(f.name)} style={{ marginTop: 30 }} aria-label={`删除第${i + 1}行商品`}>
                      删除
                    </Button>
                  )}
                </Space>
              ))}
              {fields.length < 20 && (
                <Button type="dashed" onClick={() => add({ goodsNum: 1 })} style={{ marginBottom: 16 }}>
                  添加商品
                </Button>
              )}
            </fieldset>
          )}
        </Form.List>
        <Form.Item label="备注" name="remark" extra="处方号、科室、医生、取药窗口等">
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          开单
        </Button>
      </Form>
    </Card>
  )
}
