/**
 * 数据统计 (figures:read): page visits and distinct logged-in visitors per page per business day of the own
 * hospital, over a range of at most 93 days (the server's rule; default the last 7 days), optionally one utm
 * campaign; a per-page total above the daily rows.
 */
import { useState } from 'react'
import { Button, Card, Col, Form, Input, Row, Statistic, Table } from 'antd'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { addDays, businessToday } from '@/domain/time'
import { EmptyText, useKeyboardScroll } from '../../shared/ui'
import { byPage, pageVisits, type FiguresQuery, type FiguresRow } from './api'

function defaults(): FiguresQuery {
  const to = businessToday()
  return { from: addDays(to, -6) ?? to, to }
}

export function PageVisits() {
  const [q, setQ] = useState<FiguresQuery>(defaults)
  const byPageRef = useKeyboardScroll<HTMLDivElement>('按页面访问')
  const byDayRef = useKeyboardScroll<HTMLDivElement>('按日访问')
  const figures = useQuery({
    queryKey: ['figures', q],
    queryFn: ({ signal }) => pageVisits(q, signal),
    placeholderData: keepPreviousData,
  })
  const rows = figures.data ?? []
  const pages = byPage(rows)
  const total = rows.reduce((s, r) => s + r.visits, 0)
  return (
    <>
      <Form
        layout="inline"
        aria-label="统计范围"
        initialValues={q}
        onFinish={(v: FiguresQuery) => setQ({ from: v.from, to: v.to, utm: v.utm?.trim() || undefined })}
        style={{ rowGap: 12, marginBottom: 16 }}
      >
        <Form.Item label="开始日期" name="from" rules={[{ required: true, message: '请选择开始日期' }]}>
          <Input type="date" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="结束日期" name="to" rules={[{ required: true, message: '请选择结束日期' }]}>
          <Input type="date" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="活动(utm)" name="utm">
          <Input maxLength={64} style={{ width: 160 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="访问次数" value={total} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="页面数" value={pages.length} />
          </Card>
        </Col>
      </Row>
      <div ref={byPageRef}>
        <Table
          rowKey="path"
          size="small"
          loading={figures.isFetching}
          dataSource={pages}
          scroll={{ x: 'max-content' }}
          pagination={false}
          locale={{ emptyText: <EmptyText>该范围内暂无访问</EmptyText> }}
          title={() => <h2 style={{ fontSize: 15, margin: 0 }}>按页面</h2>}
          columns={[
            { title: '页面', dataIndex: 'path' },
            { title: '访问次数', dataIndex: 'visits', align: 'right' },
            { title: '有访问的天数', dataIndex: 'days', align: 'right' },
          ]}
        />
      </div>
      <div ref={byDayRef}>
        <Table<FiguresRow>
          rowKey={(r) => `${r.day} ${r.path}`}
          size="small"
          style={{ marginTop: 24 }}
          loading={figures.isFetching}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 50, showSizeChanger: false }}
          locale={{ emptyText: <EmptyText>该范围内暂无访问</EmptyText> }}
          title={() => <h2 style={{ fontSize: 15, margin: 0 }}>按日</h2>}
          columns={[
            { title: '日期', dataIndex: 'day' },
            { title: '页面', dataIndex: 'path' },
            { title: '访问次数', dataIndex: 'visits', align: 'right' },
            { title: '登录访客', dataIndex: 'visitors', align: 'right' },
          ]}
        />
      </div>
    </>
  )
}
