/**
 * 数据看板 (figures:read, issue 33 item 5): the own hospital's orders, sales, refunds, bookings, visits, top goods and
 * the conversion visit → order over a range of business days (at most 93, the server's rule; default the last 7
 * days), charts drawn with recharts (imported only here: it stays in the figures screen's lazy chunk), each with a
 * text alternative of its totals; the CSV download of the same range.
 */
import { useState } from 'react'
import { Button, Card, Col, Form, Input, Row, Statistic, Table } from 'antd'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { addDays, businessToday } from '@/domain/time'
import { EmptyText, useKeyboardScroll } from '../../shared/ui'
import { bookingsSummary, dashboard, dashboardCsvHref, money, percent, salesSummary, type DashboardQuery } from './api'

function defaults(): DashboardQuery {
  const to = businessToday()
  return { from: addDays(to, -6) ?? to, to }
}

const stat = (title: string, value: string | number) => (
  <Col xs={12} md={6} lg={4} key={title}>
    <Card size="small">
      <Statistic title={title} value={value} />
    </Card>
  </Col>
)

export function Dashboard() {
  const [q, setQ] = useState<DashboardQuery>(defaults)
  const goodsRef = useKeyboardScroll<HTMLDivElement>('商品销售排行')
  const daysRef = useKeyboardScroll<HTMLDivElement>('每日经营数据')
  const figures = useQuery({
    queryKey: ['figures-dashboard', q],
    queryFn: ({ signal }) => dashboard(q, signal),
    placeholderData: keepPreviousData,
  })
  const f = figures.data
  return (
    <section aria-labelledby="figures-dashboard-title" style={{ marginBottom: 32 }}>
      <h2 id="figures-dashboard-title" style={{ fontSize: 16 }}>
        经营看板
      </h2>
      <Form
        layout="inline"
        aria-label="看板统计范围"
        initialValues={q}
        onFinish={(v: DashboardQuery) => setQ({ from: v.from, to: v.to })}
        style={{ rowGap: 12, marginBottom: 16 }}
      >
        <Form.Item label="开始日期" name="from" rules={[{ required: true, message: '请选择开始日期' }]}>
          <Input type="date" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="结束日期" name="to" rules={[{ required: true, message: '请选择结束日期' }]}>
          <Input type="date" style={{ width: 160 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button href={dashboardCsvHref(q)} download={`figures-${q.from}-${q.to}.csv`} style={{ marginLeft: 8 }}>
          导出 CSV
        </Button>
      </Form>
      {f && (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {stat('下单数', f.totals.orders)}
            {stat('支付订单数', f.totals.paidOrders)}
            {stat('销售额', money(f.totals.sales))}
            {stat('退款额', money(f.totals.refunded))}
            {stat('体检预约', f.totals.bookings)}
            {stat('页面访问', f.totals.visits)}
            {stat('登录访客', f.totals.visitors)}
            {stat('访问→下单转化率', percent(f.totals.conversion))}
          </Row>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            <Col xs={24} lg={14}>
              <Card size="small" title={<h3 style={{ fontSize: 14, margin: 0 }}>每日订单与销售额</h3>}>
                <figure style={{ margin: 0 }}>
                  <div role="img" aria-label={salesSummary(f)} style={{ width: '100%', height: 260 }}>
                    <ResponsiveContainer>
                      <LineChart data={f.days} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
                        <CartesianGrid strokeDasharray="3 3" />
                        <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} />
                        <YAxis yAxisId="n" allowDecimals={false} />
                        <YAxis yAxisId="yuan" orientation="right" />
                        <Tooltip />
                        <Legend />
                        <Line
                          yAxisId="n"
                          type="monotone"
                          dataKey="orders"
                          name="下单数"
                          stroke="#1677ff"
                          dot={false}
                          isAnimationActive={false}
                        />
                        <Line
                          yAxisId="n"
                          type="monotone"
                          dataKey="paidOrders"
                          name="支付订单数"
                          stroke="#389e0d"
                          dot={false}
                          isAnimationActive={false}
                        />
                        <Line
                          yAxisId="yuan"
                          type="monotone"
                          dataKey="sales"
                          name="销售额(元)"
                          stroke="#d4380d"
                          dot={false}
                          isAnimationActive={false}
                        />
                      </LineChart>
                    </ResponsiveContainer>
                  </div>
                  <figcaption style={{ fontSize: 12, color: 'rgba(0,0,0,0.65)' }}>{salesSummary(f)}</figcaption>
                </figure>
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card size="small" title={<h3 style={{ fontSize: 14, margin: 0 }}>各体检套餐预约数</h3>}>
                <figure style={{ margin: 0 }}>
                  <div role="img" aria-label={bookingsSummary(f)} style={{ width: '100%', height: 260 }}>
                    <ResponsiveContainer>
                      <BarChart data={f.packages} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
                        <CartesianGrid strokeDasharray="3 3" />
                        <XAxis dataKey="name" />
                        <YAxis allowDecimals={false} />
                        <Tooltip />
                        <Bar dataKey="bookings" name="预约数" fill="#1677ff" isAnimationActive={false} />
                      </BarChart>
                    </ResponsiveContainer>
                  </div>
                  <figcaption style={{ fontSize: 12, color: 'rgba(0,0,0,0.65)' }}>{bookingsSummary(f)}</figcaption>
                </figure>
              </Card>
            </Col>
          </Row>
        </>
      )}
      <div ref={goodsRef}>
        <Table
          rowKey="goodsId"
          size="small"
          loading={figures.isFetching}
          dataSource={f?.topGoods ?? []}
          scroll={{ x: 'max-content' }}
          pagination={false}
          locale={{ emptyText: <EmptyText>该范围内暂无支付订单</EmptyText> }}
          title={() => <h3 style={{ fontSize: 15, margin: 0 }}>商品销售排行</h3>}
          columns={[
            { title: '商品', dataIndex: 'name' },
            { title: '销量', dataIndex: 'quantity', align: 'right' },
            { title: '支付金额', dataIndex: 'amount', align: 'right', render: (v: number) => money(v) },
          ]}
        />
      </div>
      <div ref={daysRef}>
        <Table
          rowKey="day"
          size="small"
          style={{ marginTop: 24 }}
          loading={figures.isFetching}
          dataSource={f?.days ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 31, showSizeChanger: false }}
          locale={{ emptyText: <EmptyText>该范围内暂无数据</EmptyText> }}
          title={() => <h3 style={{ fontSize: 15, margin: 0 }}>每日经营数据</h3>}
          columns={[
            { title: '日期', dataIndex: 'day' },
            { title: '下单数', dataIndex: 'orders', align: 'right' },
            { title: '支付订单数', dataIndex: 'paidOrders', align: 'right' },
            { title: '销售额', dataIndex: 'sales', align: 'right', render: (v: number) => money(v) },
            { title: '退款额', dataIndex: 'refunded', align: 'right', render: (v: number) => money(v) },
            { title: '体检预约', dataIndex: 'bookings', align: 'right' },
            { title: '页面访问', dataIndex: 'visits', align: 'right' },
          ]}
        />
      </div>
    </section>
  )
}
