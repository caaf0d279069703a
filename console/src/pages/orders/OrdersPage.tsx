/** /console/orders: 订单 — search by number, phone, days and status; a row opens the detail drawer */
import { useState } from 'react'
import { Button, Form, Input, Select, Typography } from 'antd'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ORDER_STATUS, orderStatusLabel } from '@/domain/orders'
import type { Me } from '../../features/auth'
import { OrderDrawer, searchOrders, type OrderQuery, type OrderRow } from '../../features/orders'
import { PagedTable } from '../../shared/ui'

const STATUSES = Object.values(ORDER_STATUS).map((s) => ({ value: s, label: orderStatusLabel(s) }))

export default function OrdersPage({ me }: { me: Me }) {
  const [query, setQuery] = useState<OrderQuery>({ pageNum: 1, pageSize: 20 })
  const [open, setOpen] = useState<number | null>(null)
  const list = useQuery({ queryKey: ['staff-orders', query], queryFn: () => searchOrders(query), placeholderData: keepPreviousData })
  const search = (v: { orderNo?: string; phone?: string; status?: number; from?: string; to?: string }) =>
    setQuery({
      pageNum: 1,
      pageSize: 20,
      orderNo: v.orderNo?.trim() || undefined,
      phone: v.phone?.trim() || undefined,
      status: v.status,
      from: v.from || undefined,
      to: v.to || undefined,
    })
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        订单管理
      </Typography.Title>
      <Form layout="inline" onFinish={search} style={{ rowGap: 8, marginBottom: 16 }} aria-label="订单搜索">
        <Form.Item name="orderNo" label="订单号">
          <Input allowClear maxLength={64} />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={[{ pattern: /^\d{11}$/, message: '请输入11位手机号' }]}>
          <Input allowClear inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select allowClear options={STATUSES} style={{ minWidth: 140 }} placeholder="全部" />
        </Form.Item>
        <Form.Item name="from" label="下单日期从">
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label="至">
          <Input type="date" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          搜索
        </Button>
      </Form>
      <PagedTable<OrderRow>
        label="订单列表"
        rowKey="orderId"
        scroll={{ x: 640 }}
        loading={list.isFetching}
        data={list.data}
        page={query}
        onPage={(pageNum) => setQuery({ ...query, pageNum })}
        columns={[
          {
            title: '订单号',
            dataIndex: 'orderNo',
            render: (no: string, r) => (
              <Button type="link" className="order-open" onClick={() => setOpen(r.orderId)} style={{ padding: 0 }}>
                {no}
              </Button>
            ),
          },
          { title: '状态', dataIndex: 'status', render: (s: number) => orderStatusLabel(s) },
          { title: '实付', dataIndex: 'actualPrice', render: (p: number) => `¥${p.toFixed(2)}` },
          { title: '手机', dataIndex: 'phone' },
          { title: '下单时间', dataIndex: 'createTime' },
        ]}
      />
      <OrderDrawer id={open} permissions={me.permissions} onClose={() => setOpen(null)} />
    </>
  )
}
