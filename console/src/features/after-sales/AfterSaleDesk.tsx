/**
 * The after-sale queue (issue 31 item 6): status tabs (the tab in the URL, ?status=), a table of the own
 * hospital's after-sales, and a drawer per after-sale with the actions its status and the staff member's
 * permissions allow: 同意 / 拒绝 (with a reason) on 待审核, 确认收货 / 拒绝 on 待寄回 (after-sale:approve), and on 退款中
 * the finance approval (refund:approve) shown as steps — above the configured amount the second approval is a
 * separate step for a different finance member. `fixedStatus` (the 退款审批 screen) shows one status, no tabs.
 */
import { useState } from 'react'
import { Alert, Button, Descriptions, Drawer, Form, Grid, Input, Space, Steps, Table, Tabs, Typography, message } from 'antd'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { navigate, useLocation } from '../../shared/router'
import { EmptyText, StatusTag, useKeyboardScroll, type Tone } from '../../shared/ui'
import type { Permission } from '../auth'
import {
  AFTER_SALE_TABS,
  AFTER_SALE_TYPES,
  approveAfterSale,
  approveRefund,
  goodsReceived,
  listAfterSales,
  refundSteps,
  refuseAfterSale,
  type AfterSale,
} from './api'

const PAGE_SIZE = 20
const STATUS_TONES: Record<number, Tone> = { 1: 'orange', 2: 'blue', 3: 'purple', 4: 'green', 5: 'default', 6: 'red' }

function money(v: number): string {
  return `¥${v.toFixed(2)}`
}

function Actions({
  a,
  permissions,
  onDone,
}: {
  a: AfterSale
  permissions: readonly Permission[]
  onDone: (next: AfterSale, note: string) => void
}) {
  const held = new Set(permissions)
  const [refusing, setRefusing] = useState(false)
  const [form] = Form.useForm<{ reason: string }>()
  const approve = useMutation({ mutationFn: () => approveAfterSale(a.afterSaleId), onSuccess: (r) => onDone(r, '已同意售后申请') })
  const received = useMutation({ mutationFn: () => goodsReceived(a.afterSaleId), onSuccess: (r) => onDone(r, '已确认收货') })
  const refuse = useMutation({
    mutationFn: (reason: string) => refuseAfterSale(a.afterSaleId, reason),
    onSuccess: (r) => {
      setRefusing(false)
      onDone(r, '已拒绝售后申请')
    },
  })
  const refund = useMutation({
    mutationFn: () => approveRefund(a.afterSaleId),
    onSuccess: (r) =>
      onDone(
        r.afterSale,
        r.state === 'awaiting-second'
          ? '已审批，等待另一位财务人员复核'
          : r.state === 'refunded'
            ? '已退款'
            : '退款已提交，等待支付渠道处理',
      ),
  })
  const busy = approve.isPending || received.isPending || refuse.isPending || refund.isPending
  const canReview = held.has('after-sale:approve') && (a.status === 1 || a.status === 2)
  const canRefund = held.has('refund:approve') && a.status === 3

  return (
    <>
      {a.status === 3 || a.status === 4 ? (
        <section aria-label="退款审批">
          <Typography.Title level={3} style={{ fontSize: 15 }}>
            退款审批
          </Typography.Title>
          <Steps
            size="small"
            orientation="vertical"
            current={refundSteps(a).current}
            items={refundSteps(a).steps.map((title) => ({ title }))}
          />
          {a.needsSecondApproval && a.status === 3 && (
            <Alert
              type="info"
              showIcon
              style={{ margin: '8px 0' }}
              title={
                a.refundApprovals === 0
                  ? '大额退款：本次审批后，还需另一位财务人员复核才会退款。'
                  : '已有一位财务人员审批：需另一位财务人员复核后退款。'
              }
            />
          )}
        </section>
      ) : null}
      {(canReview || canRefund) && (
        <Space wrap style={{ marginTop: 16 }}>
          {canReview && a.status === 1 && (
            <Button type="primary" loading={approve.isPending} disabled={busy} onClick={() => approve.mutate()}>
              同意
            </Button>
          )}
          {canReview && a.status === 2 && (
            <Button type="primary" loading={received.isPending} disabled={busy} onClick={() => received.mutate()}>
              确认收货
            </Button>
          )}
          {canReview && (
            <Button danger disabled={busy} onClick={() => setRefusing(true)} aria-expanded={refusing}>
              拒绝
            </Button>
          )}
          {canRefund && (
            <Button type="primary" loading={refund.isPending} disabled={busy} onClick={() => refund.mutate()}>
              {a.needsSecondApproval && a.refundApprovals > 0 ? '复核并退款' : a.needsSecondApproval ? '审批退款' : '同意退款'}
            </Button>
          )}
        </Space>
      )}
      {refusing && (
        <Form
          form={form}
          layout="vertical"
          style={{ marginTop: 16 }}
          onFinish={(v) => refuse.mutate(v.reason.trim())}
          aria-label="拒绝售后"
        >
          <Form.Item label="拒绝原因" name="reason" rules={[{ required: true, whitespace: true, message: '请填写原因' }]}>
            <Input.TextArea autoFocus rows={3} maxLength={200} showCount />
          </Form.Item>
          <Space>
            <Button type="primary" danger htmlType="submit" loading={refuse.isPending}>
              确认拒绝
            </Button>
            <Button onClick={() => setRefusing(false)}>取消</Button>
          </Space>
        </Form>
      )}
    </>
  )
}

function Detail({
  a,
  permissions,
  onDone,
}: {
  a: AfterSale
  permissions: readonly Permission[]
  onDone: (next: AfterSale, note: string) => void
}) {
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'no', label: '售后单号', children: a.afterSaleNo },
          { key: 'order', label: '订单ID', children: a.orderId },
          { key: 'status', label: '状态', children: <StatusTag tone={STATUS_TONES[a.status]}>{a.statusStr}</StatusTag> },
          { key: 'type', label: '售后类型', children: AFTER_SALE_TYPES[a.afterSaleType] },
          { key: 'amount', label: '退款金额', children: money(a.refundAmount) },
          { key: 'reason', label: '售后原因', children: a.reason || '—' },
          { key: 'desc', label: '问题描述', children: a.description || '—' },
          ...(a.refuseReason ? [{ key: 'refuse', label: '拒绝原因', children: a.refuseReason }] : []),
          ...(a.logisticsNo ? [{ key: 'logistics', label: '寄回物流', children: `${a.logisticsCompany ?? ''} ${a.logisticsNo}` }] : []),
          { key: 'apply', label: '申请时间', children: a.applyTime },
          { key: 'update', label: '更新时间', children: a.updateTime },
        ]}
      />
      <Actions key={`${a.afterSaleId}-${a.status}-${a.refundApprovals}`} a={a} permissions={permissions} onDone={onDone} />
    </>
  )
}

export function AfterSaleDesk({ permissions, fixedStatus }: { permissions: readonly Permission[]; fixedStatus?: number }) {
  const { path, search } = useLocation()
  const tabStatus = Number(search.get('status') ?? '1')
  const status = fixedStatus ?? (AFTER_SALE_TABS.some((t) => t.status === tabStatus) ? tabStatus : 1)
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<AfterSale | null>(null)
  const [notes, holder] = message.useMessage()
  const client = useQueryClient()
  const phone = Grid.useBreakpoint().md === false
  const scrollRef = useKeyboardScroll<HTMLDivElement>('售后单列表')
  const list = useQuery({
    queryKey: ['after-sales', status, page],
    queryFn: ({ signal }) => listAfterSales({ status, pageNum: page, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  })
  const done = (next: AfterSale, note: string) => {
    setOpen(next)
    void notes.success(note)
    void client.invalidateQueries({ queryKey: ['after-sales'] })
  }
  const table = (
    <Table<AfterSale>
      rowKey="afterSaleId"
      size="middle"
      loading={list.isFetching}
      dataSource={list.data?.list ?? []}
      scroll={{ x: 'max-content' }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      locale={{ emptyText: <EmptyText>暂无售后单</EmptyText> }}
      columns={[
        { title: '售后单号', dataIndex: 'afterSaleNo' },
        { title: '类型', dataIndex: 'afterSaleType', render: (t: number) => AFTER_SALE_TYPES[t] },
        { title: '退款金额', dataIndex: 'refundAmount', align: 'right', render: money },
        { title: '状态', dataIndex: 'statusStr', render: (s: string, a) => <StatusTag tone={STATUS_TONES[a.status]}>{s}</StatusTag> },
        ...(phone ? [] : [{ title: '申请时间', dataIndex: 'applyTime' }]),
        {
          title: '操作',
          key: 'op',
          render: (_: unknown, a: AfterSale) => (
            <Button size="small" onClick={() => setOpen(a)} aria-label={`处理 ${a.afterSaleNo}`}>
              处理
            </Button>
          ),
        },
      ]}
    />
  )
  return (
    <>
      {holder}
      {fixedStatus === undefined ? (
        <Tabs
          activeKey={String(status)}
          onChange={(k) => {
            setPage(1)
            navigate(`${path}?status=${k}`, { replace: true })
          }}
          items={AFTER_SALE_TABS.map((t) => ({ key: String(t.status), label: t.label }))}
        />
      ) : null}
      {list.isError ? <Alert type="error" showIcon title="售后单加载失败" style={{ marginBottom: 16 }} /> : null}
      <div ref={scrollRef}>{table}</div>
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `售后单 ${open.afterSaleNo}` : '售后单'}
        size={phone ? '100%' : 520}
        destroyOnHidden
      >
        {open && <Detail a={open} permissions={permissions} onDone={done} />}
      </Drawer>
    </>
  )
}
