/** /console/invoices: 发票 — the applications (开票中 first by default); issue with the PDF or refuse with a reason */
import { useState } from 'react'
import { Button, Segmented, Space, Tag, Typography, message } from 'antd'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Me } from '../../features/auth'
import { IssueDialog, listInvoices, RefuseDialog, type Invoice, type InvoiceQuery } from '../../features/invoices'
import { PagedTable } from '../../shared/ui'

const TABS = [
  { value: 1, label: '开票中' },
  { value: 2, label: '已开票' },
  { value: 3, label: '开票失败' },
  { value: 0, label: '全部' },
]

export default function InvoicesPage({ me }: { me: Me }) {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [query, setQuery] = useState<InvoiceQuery>({ status: 1, pageNum: 1, pageSize: 20 })
  const [dialog, setDialog] = useState<{ kind: 'issue' | 'refuse'; invoice: Invoice } | null>(null)
  const list = useQuery({ queryKey: ['staff-invoices', query], queryFn: () => listInvoices(query), placeholderData: keepPreviousData })
  const mayIssue = me.permissions.includes('invoice:issue')
  const done = (text: string) => () => {
    setDialog(null)
    void messages.success(text)
    void client.invalidateQueries({ queryKey: ['staff-invoices'] })
  }
  return (
    <>
      {holder}
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        发票管理
      </Typography.Title>
      <Segmented
        aria-label="发票状态"
        options={TABS}
        value={query.status ?? 0}
        onChange={(v) => setQuery({ pageNum: 1, pageSize: 20, status: v === 0 ? undefined : (v as number) })}
        style={{ marginBottom: 16 }}
      />
      <PagedTable<Invoice>
        label="发票申请列表"
        rowKey="invoiceId"
        scroll={{ x: 720 }}
        loading={list.isFetching}
        data={list.data}
        page={query}
        onPage={(pageNum) => setQuery({ ...query, pageNum })}
        columns={[
          { title: '申请时间', dataIndex: 'applyTime' },
          {
            title: '抬头',
            dataIndex: 'invoiceTitle',
            render: (title: string, r) => (
              <>
                {title} <Tag>{r.headerType === 2 ? '单位' : '个人'}</Tag>
                {r.taxNumber ? <div>税号 {r.taxNumber}</div> : null}
              </>
            ),
          },
          { title: '金额', dataIndex: 'amount', render: (a: number) => `¥${a.toFixed(2)}` },
          { title: '订单', dataIndex: 'orderNos', render: (nos: string[]) => nos.join('、') },
          { title: '邮箱', dataIndex: 'email' },
          {
            title: '状态',
            dataIndex: 'statusStr',
            render: (s: string, r) => (
              <>
                <Tag color={r.status === 2 ? 'green' : r.status === 3 ? 'red' : 'blue'}>{s}</Tag>
                {r.invoiceNo ? <div>{r.invoiceNo}</div> : null}
                {r.refuseReason ? <div>{r.refuseReason}</div> : null}
              </>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) =>
              r.status === 1 && mayIssue ? (
                <Space>
                  <Button type="primary" size="small" className="invoice-issue" onClick={() => setDialog({ kind: 'issue', invoice: r })}>
                    开票
                  </Button>
                  <Button danger size="small" onClick={() => setDialog({ kind: 'refuse', invoice: r })}>
                    拒绝
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      {dialog?.kind === 'issue' ? <IssueDialog invoice={dialog.invoice} onClose={() => setDialog(null)} onDone={done('已开票')} /> : null}
      {dialog?.kind === 'refuse' ? <RefuseDialog invoice={dialog.invoice} onClose={() => setDialog(null)} onDone={done('已拒绝')} /> : null}
    </>
  )
}
