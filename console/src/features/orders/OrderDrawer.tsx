/**
 * One order in a drawer: the masked patient data, its lines, the courier (ship form while it can be shipped),
 * 核销 by the patient's code, and the staff-only remarks. Each action is shown only with its permission.
 */
import { useState } from 'react'
import { AutoComplete, Button, Descriptions, Drawer, Form, Input, List, Space, Spin, Tag, Typography, message } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Permission } from '../auth'
import { addRemark, COURIERS, orderDetail, shipOrder, type OrderDetail } from './api'
import { VerifyBox } from './VerifyBox'

const GOODS_TYPE: Record<number, string> = { 1: '实物', 2: '服务', 3: '组合' }

/** the WeChat mini-program shipping-information upload: accepted, retrying (next try) or given up (enter it by hand) */
function WechatShipping({ s }: { s: NonNullable<OrderDetail['wechatShipping']> }) {
  if (s.status === 'DONE') return <Tag color="green">已录入</Tag>
  if (s.status === 'PENDING')
    return (
      <span>
        <Tag color="orange">录入中</Tag>
        {s.attempts > 0 ? `已尝试 ${s.attempts} 次，下次 ${s.nextTime ?? '—'}` : ''}
        {s.lastError ? <Typography.Text type="secondary">（{s.lastError}）</Typography.Text> : null}
      </span>
    )
  return (
    <span>
      <Tag color="red">录入失败</Tag>请在微信小程序后台手工录入发货信息
      {s.lastError ? <Typography.Text type="secondary">（{s.lastError}）</Typography.Text> : null}
    </span>
  )
}

export function OrderDrawer({ id, permissions, onClose }: { id: number | null; permissions: readonly Permission[]; onClose: () => void }) {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const can = (p: Permission) => permissions.includes(p)
  const detail = useQuery({ queryKey: ['staff-order', id], queryFn: () => orderDetail(id!), enabled: id !== null })
  const update = (d: OrderDetail) => {
    client.setQueryData(['staff-order', d.orderId], d)
    void client.invalidateQueries({ queryKey: ['staff-orders'] })
  }
  const [shipForm] = Form.useForm<{ company: string; trackingNo: string }>()
  const ship = useMutation({
    mutationFn: (v: { company: string; trackingNo: string }) =>
      shipOrder({ id: id!, company: v.company ?? '', trackingNo: v.trackingNo ?? '' }),
    onSuccess: (d) => (update(d), void messages.success('已发货')),
  })
  const [remark, setRemark] = useState('')
  const note = useMutation({
    mutationFn: () => addRemark({ id: id!, text: remark }),
    onSuccess: (d) => (update(d), setRemark(''), void messages.success('备注已添加')),
  })
  const d = detail.data
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={d ? `订单 ${d.orderNo}` : '订单详情'}
      size="large"
      rootClassName="od-drawer"
      destroyOnHidden
    >
      {holder}
      {!d ? (
        <div role="status" style={{ textAlign: 'center', padding: 32 }}>
          <Spin />
        </div>
      ) : (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 's', label: '状态', children: <Tag color={d.status === 104 ? 'blue' : undefined}>{d.statusStr}</Tag> },
              { key: 'p', label: '实付', children: `¥${d.actualPrice.toFixed(2)}` },
              { key: 'u', label: '患者手机', children: d.phone },
              ...(d.receiver
                ? [
                    {
                      key: 'r',
                      label: '收货人',
                      children: `${d.receiver.name} ${d.receiver.phone} ${d.receiver.region}${d.receiver.address}`,
                    },
                  ]
                : []),
              { key: 'c', label: '下单时间', children: d.createTime },
              { key: 'pt', label: '支付时间', children: d.payTime ?? '—' },
              ...(d.remark ? [{ key: 'm', label: '买家留言', children: d.remark }] : []),
              ...(d.shipNo ? [{ key: 'sh', label: '物流', children: `${d.shipCompany} ${d.shipNo}（${d.shipTime}）` }] : []),
              ...(d.wechatShipping ? [{ key: 'wx', label: '微信发货信息', children: <WechatShipping s={d.wechatShipping} /> }] : []),
            ]}
          />
          <Typography.Title level={2} style={{ fontSize: 15, marginTop: 16 }}>
            商品
          </Typography.Title>
          <List
            size="small"
            dataSource={d.goodsList}
            renderItem={(g) => (
              <List.Item>
                <span>
                  {g.goodsName} {g.skuName} × {g.goodsNum}
                  {g.isGift ? <Tag style={{ marginLeft: 8 }}>赠品</Tag> : null}
                </span>
                <span>
                  {GOODS_TYPE[g.goodsType] ?? ''} 已用 {g.usedNum}/{g.goodsNum}
                </span>
              </List.Item>
            )}
          />
          {d.canShip && can('order:ship') ? (
            <section aria-label="发货">
              <Typography.Title level={2} style={{ fontSize: 15, marginTop: 16 }}>
                发货
              </Typography.Title>
              <Form form={shipForm} layout="vertical" onFinish={(v) => ship.mutate(v)}>
                <Form.Item name="company" label="快递公司" rules={[{ required: true, message: '请填写快递公司' }]}>
                  <AutoComplete options={COURIERS.map((c) => ({ value: c }))} placeholder="选择或输入快递公司" />
                </Form.Item>
                <Form.Item name="trackingNo" label="快递单号" rules={[{ required: true, message: '请填写快递单号' }]}>
                  <Input autoComplete="off" maxLength={40} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={ship.isPending}>
                  确认发货
                </Button>
              </Form>
            </section>
          ) : null}
          {d.canVerify && can('order:verify') ? (
            <section aria-label="核销">
              <Typography.Title level={2} style={{ fontSize: 15, marginTop: 16 }}>
                核销（请患者出示订单核销码）
              </Typography.Title>
              <VerifyBox onVerified={() => void detail.refetch()} />
            </section>
          ) : null}
          <section aria-label="内部备注">
            <Typography.Title level={2} style={{ fontSize: 15, marginTop: 16 }}>
              内部备注（患者不可见）
            </Typography.Title>
            <List
              size="small"
              locale={{ emptyText: '暂无备注' }}
              dataSource={d.notes}
              renderItem={(n) => (
                <List.Item>
                  <span>{n.text}</span>
                  <Typography.Text type="secondary">
                    {n.staffName} {n.time}
                  </Typography.Text>
                </List.Item>
              )}
            />
            {can('order:remark') ? (
              <Space.Compact style={{ width: '100%', marginTop: 8 }}>
                <Input
                  aria-label="备注内容"
                  placeholder="添加备注"
                  maxLength={200}
                  value={remark}
                  onChange={(e) => setRemark(e.target.value)}
                  onPressEnter={() => remark.trim() && note.mutate()}
                />
                <Button onClick={() => note.mutate()} loading={note.isPending} disabled={!remark.trim()}>
                  添加
                </Button>
              </Space.Compact>
            ) : null}
          </section>
        </>
      )}
    </Drawer>
  )
}
