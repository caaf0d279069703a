/** 今日到检: the day's bookings per package and slot with the places left; check-in by card, check-in code or ID number */
import { useState } from 'react'
import { Alert, Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { businessToday } from '@/domain/time'
import { ApiError } from '../../shared/request'
import { useKeyboardScroll } from '../../shared/ui'
import { checkIn, getDay, type DeskBooking } from './api'

const BY = [
  { value: 'card', label: '卡号' },
  { value: 'code', label: '签到码' },
  { value: 'idNumber', label: '身份证号' },
] as const
type By = (typeof BY)[number]['value']
const TONE: Record<number, string> = { 1: 'blue', 2: 'default', 3: 'green', 4: 'green' }

export function DayTab() {
  const scrollRef = useKeyboardScroll<HTMLDivElement>('当日预约列表')
  const client = useQueryClient()
  const today = businessToday()
  const [date, setDate] = useState(today)
  const [by, setBy] = useState<By>('card')
  const [value, setValue] = useState('')
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const day = useQuery({ queryKey: ['desk-day', date], queryFn: () => getDay(date) })
  const checkin = useMutation({
    mutationFn: () => checkIn({ by, value }),
    onSuccess: (b) => {
      setResult({ ok: true, text: `已签到：${b.personName}（${b.idNumber}） ${b.packageName} ${b.appointedTime}` })
      setValue('')
      void client.invalidateQueries({ queryKey: ['desk-day'] })
    },
    onError: (e) => setResult({ ok: false, text: e instanceof ApiError ? e.message : '签到失败' }),
  })
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title="到检签到">
        <Form layout="inline" onFinish={() => checkin.mutate()} aria-label="到检签到">
          <Form.Item label="方式">
            <Select aria-label="签到方式" value={by} onChange={(v) => setBy(v)} options={[...BY]} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item label={BY.find((b) => b.value === by)!.label}>
            {by === 'idNumber' ? (
              // the ID number is never shown on screen in full
              <Input.Password
                aria-label="身份证号"
                autoComplete="off"
                visibilityToggle={false}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                style={{ width: 220 }}
              />
            ) : (
              <Input
                aria-label={by === 'card' ? '卡号' : '签到码'}
                autoComplete="off"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                style={{ width: 220 }}
                autoFocus
              />
            )}
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={checkin.isPending} className="desk-checkin">
              签到
            </Button>
          </Form.Item>
        </Form>
        {result ? (
          <Alert style={{ marginTop: 12 }} type={result.ok ? 'success' : 'error'} message={result.text} showIcon role="status" />
        ) : null}
      </Card>
      <Space wrap>
        <Input
          type="date"
          aria-label="日期"
          value={date}
          onChange={(e) => e.target.value && setDate(e.target.value)}
          style={{ width: 170 }}
        />
        {day.data ? (
          <Typography.Text>
            已预约 {day.data.counts.booked} 人，已到检 {day.data.counts.checkedIn} 人
          </Typography.Text>
        ) : null}
      </Space>
      <div ref={scrollRef}>
        {(day.data?.packages ?? []).map((p) => (
          <Card key={p.packageId} size="small" title={p.packageName} style={{ marginBottom: 12 }}>
            <Space wrap style={{ marginBottom: 8 }}>
              {p.slots.map((s) => (
                <Tag key={s.poolId} color={s.closed ? 'default' : s.remaining === 0 ? 'red' : 'blue'}>
                  {s.time} 余{s.remaining}/{s.total}
                  {s.closed ? '（已关闭）' : ''}
                </Tag>
              ))}
            </Space>
            <Table<DeskBooking>
              rowKey="appointmentId"
              size="small"
              pagination={false}
              scroll={{ x: 640 }}
              dataSource={p.bookings}
              locale={{ emptyText: '暂无预约' }}
              columns={[
                { title: '时段', dataIndex: 'appointedTime' },
                { title: '姓名', dataIndex: 'personName' },
                { title: '身份证号', dataIndex: 'idNumber' },
                { title: '来源', dataIndex: 'sourceText' },
                {
                  title: '状态',
                  dataIndex: 'statusText',
                  render: (s: string, r) => <Tag color={TONE[r.status]}>{s}</Tag>,
                },
                { title: '签到时间', dataIndex: 'checkedInAt', render: (v: string | null) => v ?? '' },
              ]}
            />
          </Card>
        ))}
        {day.data && !day.data.packages.length ? <Typography.Text type="secondary">当日没有号源和预约</Typography.Text> : null}
      </div>
    </Space>
  )
}
