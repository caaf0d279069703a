/**
 * 号源: a package's slots from today (capacity per slot, closed days, new days); 预览 shows what the change does to
 * the bookings already made, 保存 applies it (the server refuses a slot below its bookings with the slot named)
 */
import { useState } from 'react'
import { Alert, Button, Card, Checkbox, Form, Input, InputNumber, List, Select, Space, Table, Typography, message } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useKeyboardScroll } from '../../shared/ui'
import { getPools, previewPools, savePools, type DeskPoolEditReq, type DeskPoolPreview } from './api'

interface Row {
  key: string
  date: string
  time: string
  total: number
  booked: number
  closed: boolean
}

export function PoolsTab() {
  const scrollRef = useKeyboardScroll<HTMLDivElement>('号源列表')
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [packageId, setPackageId] = useState<number | undefined>()
  const [totals, setTotals] = useState<Record<string, number>>({})
  const [closed, setClosed] = useState<Record<string, boolean>>({})
  const [added, setAdded] = useState<Array<{ date: string; time: string; total: number }>>([])
  const [preview, setPreview] = useState<DeskPoolPreview | null>(null)
  const [form] = Form.useForm<{ date: string; time: string; total: number }>()
  const pools = useQuery({ queryKey: ['desk-pools', packageId], queryFn: () => getPools(packageId) })
  const rows: Row[] = (pools.data?.days ?? []).flatMap((d) =>
    d.slots.map((s) => ({ key: `${d.date} ${s.time}`, date: d.date, time: s.time, total: s.total, booked: s.booked, closed: d.closed })),
  )
  const edit = (): DeskPoolEditReq => {
    const days = pools.data?.days ?? []
    return {
      packageId: packageId!,
      slots: [
        ...rows
          .filter((r) => totals[r.key] !== undefined && totals[r.key] !== r.total)
          .map((r) => ({ date: r.date, time: r.time, total: totals[r.key] })),
        ...added,
      ],
      close: days.filter((d) => closed[d.date] === true && !d.closed).map((d) => d.date),
      open: days.filter((d) => closed[d.date] === false && d.closed).map((d) => d.date),
    }
  }
  const reset = () => {
    setTotals({})
    setClosed({})
    setAdded([])
    setPreview(null)
  }
  const check = useMutation({ mutationFn: () => previewPools(edit()), onSuccess: setPreview })
  const save = useMutation({
    mutationFn: () => savePools(edit()),
    onSuccess: () => {
      void messages.success('号源已保存')
      reset()
      void client.invalidateQueries({ queryKey: ['desk-pools'] })
      void client.invalidateQueries({ queryKey: ['desk-day'] })
    },
  })
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Select
        aria-label="体检套餐"
        placeholder="选择体检套餐"
        style={{ width: 320, maxWidth: '100%' }}
        value={packageId}
        onChange={(v) => {
          setPackageId(v)
          reset()
        }}
        options={(pools.data?.packages ?? []).map((p) => ({ value: p.packageId, label: p.packageName }))}
      />
      {packageId ? (
        <>
          <div ref={scrollRef}>
            <Table<Row>
              rowKey="key"
              size="small"
              scroll={{ x: 600 }}
              pagination={{ pageSize: 20, showSizeChanger: false }}
              loading={pools.isFetching}
              dataSource={rows}
              columns={[
                { title: '日期', dataIndex: 'date' },
                { title: '时段', dataIndex: 'time' },
                { title: '已预约', dataIndex: 'booked' },
                {
                  title: '号源数',
                  dataIndex: 'total',
                  render: (total: number, r) => (
                    <InputNumber
                      aria-label={`${r.date} ${r.time} 号源数`}
                      min={0}
                      max={999}
                      precision={0}
                      value={totals[r.key] ?? total}
                      onChange={(v) => setTotals({ ...totals, [r.key]: v ?? 0 })}
                    />
                  ),
                },
                {
                  title: '关闭该日',
                  key: 'closed',
                  render: (_: unknown, r) => (
                    <Checkbox
                      aria-label={`关闭 ${r.date}`}
                      checked={closed[r.date] ?? r.closed}
                      onChange={(e) => setClosed({ ...closed, [r.date]: e.target.checked })}
                    />
                  ),
                },
              ]}
            />
          </div>
          <Card size="small" title="增加号源（新日期或新时段）">
            <Form
              form={form}
              layout="inline"
              onFinish={(v) => {
                setAdded([...added, { date: v.date, time: v.time.trim(), total: v.total }])
                form.resetFields()
              }}
            >
              <Form.Item name="date" label="日期" rules={[{ required: true, message: '请选择日期' }]}>
                <Input type="date" />
              </Form.Item>
              <Form.Item name="time" label="时段" rules={[{ required: true, message: '请填写时段' }]}>
                <Input placeholder="08:00-09:00" style={{ width: 130 }} />
              </Form.Item>
              <Form.Item name="total" label="号源数" rules={[{ required: true, message: '请填写号源数' }]}>
                <InputNumber min={0} max={999} precision={0} />
              </Form.Item>
              <Form.Item>
                <Button htmlType="submit">加入</Button>
              </Form.Item>
            </Form>
            {added.length ? (
              <Typography.Paragraph style={{ marginTop: 8 }}>
                待增加：{added.map((a) => `${a.date} ${a.time} ${a.total}个`).join('、')}
              </Typography.Paragraph>
            ) : null}
          </Card>
          <Space>
            <Button onClick={() => check.mutate()} loading={check.isPending}>
              预览影响
            </Button>
            <Button type="primary" disabled={!preview || preview.errors.length > 0} onClick={() => save.mutate()} loading={save.isPending}>
              保存
            </Button>
            <Button onClick={reset}>重置</Button>
          </Space>
          {preview ? (
            <Card size="small" title={`影响已有预约 ${preview.affectedBookings} 人`}>
              {preview.errors.length ? (
                <Alert type="error" showIcon message={preview.errors.join('；')} style={{ marginBottom: 8 }} />
              ) : null}
              <List
                size="small"
                dataSource={[
                  ...preview.slots.map(
                    (s) => `${s.date} ${s.time}：${s.before ?? '新增'} → ${s.after}（已预约${s.booked}）${s.error ? `，${s.error}` : ''}`,
                  ),
                  ...preview.days.map(
                    (d) =>
                      `${d.action === 'close' ? '关闭' : '开放'} ${d.date}（已预约${d.booked}）${d.note ? `，${d.note}` : ''}${d.error ? `，${d.error}` : ''}`,
                  ),
                ]}
                renderItem={(t) => <List.Item>{t}</List.Item>}
              />
            </Card>
          ) : null}
        </>
      ) : null}
    </Space>
  )
}
