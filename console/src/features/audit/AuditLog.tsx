/**
 * The audit log of the own hospital (issue 31 item 4; audit:read): filters (action, staff ID, from / to business
 * days), newest first, paged on the server, and 导出 CSV with the same filters.
 */
import { useState } from 'react'
import { Button, Form, Input, InputNumber, Space, Table, Typography } from 'antd'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { EmptyText, StatusTag, useKeyboardScroll } from '../../shared/ui'
import { AUDIT_RESULTS, auditCsvHref, listAudit, type AuditQuery, type AuditRow } from './api'

const PAGE_SIZE = 20
type Filters = Omit<AuditQuery, 'pageNum' | 'pageSize'>

function clean(v: { action?: string; staffId?: number | null; from?: string; to?: string }): Filters {
  return {
    action: v.action?.trim() || undefined,
    staffId: v.staffId ?? undefined,
    from: v.from || undefined,
    to: v.to || undefined,
  }
}

export function AuditLog() {
  const scrollRef = useKeyboardScroll<HTMLDivElement>('操作日志列表')
  const [filters, setFilters] = useState<Filters>({})
  const [page, setPage] = useState(1)
  const list = useQuery({
    queryKey: ['audit', filters, page],
    queryFn: ({ signal }) => listAudit({ ...filters, pageNum: page, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  })
  return (
    <>
      <Form
        layout="inline"
        aria-label="筛选操作日志"
        onFinish={(v) => {
          setPage(1)
          setFilters(clean(v))
        }}
        style={{ rowGap: 12, marginBottom: 16 }}
      >
        <Form.Item label="操作" name="action">
          <Input placeholder="如 after-sale.approve" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="员工ID" name="staffId">
          <InputNumber min={1} max={2147483647} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="开始日期" name="from">
          <Input type="date" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="结束日期" name="to">
          <Input type="date" style={{ width: 160 }} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button href={auditCsvHref(filters)} download="staff-audit.csv">
            导出 CSV
          </Button>
        </Space>
      </Form>
      <Typography.Paragraph type="secondary" aria-live="polite">
        共 {list.data?.total ?? 0} 条
      </Typography.Paragraph>
      <div ref={scrollRef}>
        <Table<AuditRow>
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          locale={{ emptyText: <EmptyText>暂无记录</EmptyText> }}
          columns={[
            { title: '时间', dataIndex: 'time' },
            { title: '员工', dataIndex: 'username', render: (u: string, r) => (r.staffId ? `${u}（${r.staffId}）` : u) },
            { title: '角色', dataIndex: 'role', render: (v: string | null) => v ?? '—' },
            { title: '操作', dataIndex: 'action' },
            {
              title: '对象',
              key: 'object',
              render: (_: unknown, r) => (r.objectType ? `${r.objectType} ${r.objectId ?? ''}` : '—'),
            },
            { title: '患者ID', dataIndex: 'patientUserId', render: (v: number | null) => v ?? '—' },
            {
              title: '结果',
              dataIndex: 'result',
              render: (v: string) => (
                <StatusTag tone={v === 'ok' ? 'green' : v === 'refused' ? 'orange' : 'red'}>{AUDIT_RESULTS[v] ?? v}</StatusTag>
              ),
            },
            { title: '地址', dataIndex: 'ip' },
            { title: '变更', dataIndex: 'changes', render: (v: string | null) => v ?? '—' },
          ]}
        />
      </div>
    </>
  )
}
