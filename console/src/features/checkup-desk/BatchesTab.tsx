/**
 * 团检批次: import a company's roster from the Excel template (a refused file lists every bad row, nothing imported),
 * the batches (待审批 / 已审批), approval by a member other than the uploader, the roster (masked, with cards)
 */
import { useState } from 'react'
import { Alert, Button, Card, Form, Input, List, Select, Space, Table, Tag, Typography, message } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { businessToday } from '@/domain/time'
import { ApiError } from '../../shared/request'
import { useKeyboardScroll } from '../../shared/ui'
import {
  approveBatch,
  DESK_PATHS,
  fileBase64,
  getRoster,
  importBatch,
  listBatches,
  ROSTER_MAX_BYTES,
  type DeskBatch,
  type DeskRowError,
} from './api'

interface Values {
  companyName: string
  batchName: string
  startDate: string
  endDate: string
  payer: 'company' | 'self'
}

function Roster({ batchId }: { batchId: number }) {
  const roster = useQuery({ queryKey: ['desk-roster', batchId], queryFn: () => getRoster(batchId) })
  return (
    <Table
      rowKey="rosterId"
      size="small"
      scroll={{ x: 720 }}
      loading={roster.isFetching}
      dataSource={roster.data?.list ?? []}
      pagination={{ pageSize: 20, showSizeChanger: false }}
      columns={[
        { title: '行', dataIndex: 'row' },
        { title: '姓名', dataIndex: 'name' },
        { title: '性别', dataIndex: 'sexText' },
        { title: '年龄', dataIndex: 'age' },
        { title: '身份证号', dataIndex: 'idNumber' },
        { title: '手机号', dataIndex: 'phone' },
        { title: '体检套餐', dataIndex: 'packageName' },
        { title: '卡号', dataIndex: 'cardNo', render: (v: string | null) => v ?? '审批后发卡' },
        { title: '预约', dataIndex: 'bookingText' },
      ]}
    />
  )
}

export function BatchesTab() {
  const scrollRef = useKeyboardScroll<HTMLDivElement>('团检批次列表')
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [form] = Form.useForm<Values>()
  const [file, setFile] = useState<File | null>(null)
  const [refused, setRefused] = useState<{ msg: string; rows: DeskRowError[] } | null>(null)
  const batches = useQuery({ queryKey: ['desk-batches'], queryFn: listBatches })
  const upload = useMutation({
    mutationFn: async (v: Values) => importBatch({ ...v, fileBase64: await fileBase64(file!) }),
    onSuccess: (b) => {
      setRefused(null)
      form.resetFields()
      setFile(null)
      void messages.success(`已导入 ${b.employees} 人，等待另一位同事审批`)
      void client.invalidateQueries({ queryKey: ['desk-batches'] })
    },
    onError: (e) => {
      const data = e instanceof ApiError ? (e.data as { rowErrors?: DeskRowError[] } | null) : null
      setRefused({ msg: e instanceof Error ? e.message : '导入失败', rows: data?.rowErrors ?? [] })
    },
  })
  const approve = useMutation({
    mutationFn: (b: DeskBatch) => approveBatch(b.batchId),
    onSuccess: () => {
      void messages.success('已审批，体检卡已发放')
      void client.invalidateQueries({ queryKey: ['desk-batches'] })
      void client.invalidateQueries({ queryKey: ['desk-roster'] })
    },
  })
  const submit = async () => {
    const v = await form.validateFields()
    if (!file) return setRefused({ msg: '请上传名单Excel文件', rows: [] })
    if (file.size > ROSTER_MAX_BYTES) return setRefused({ msg: '名单文件不能超过2MB', rows: [] })
    upload.mutate(v)
  }
  const today = businessToday()
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Card
        size="small"
        title="导入单位名单"
        extra={
          <a href={DESK_PATHS.rosterTemplate} download="团检名单模板.xlsx">
            下载模板
          </a>
        }
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ payer: 'company', startDate: today, endDate: today }}
          style={{ maxWidth: 560 }}
        >
          <Form.Item name="companyName" label="单位名称" rules={[{ required: true, message: '请填写单位名称' }]}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="batchName" label="批次名称" rules={[{ required: true, message: '请填写批次名称' }]}>
            <Input maxLength={60} />
          </Form.Item>
          <Space wrap>
            <Form.Item name="startDate" label="开始日期" rules={[{ required: true, message: '请选择日期' }]}>
              <Input type="date" />
            </Form.Item>
            <Form.Item name="endDate" label="结束日期" rules={[{ required: true, message: '请选择日期' }]}>
              <Input type="date" />
            </Form.Item>
            <Form.Item name="payer" label="付费方">
              <Select
                style={{ width: 140 }}
                options={[
                  { value: 'company', label: '单位付费' },
                  { value: 'self', label: '个人付费' },
                ]}
              />
            </Form.Item>
          </Space>
          <Form.Item label="名单文件（.xlsx）" required>
            <input
              type="file"
              aria-label="名单文件"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Form.Item>
          <Button type="primary" onClick={submit} loading={upload.isPending} className="desk-import">
            导入
          </Button>
        </Form>
        {refused ? (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            role="alert"
            message={refused.rows.length ? '名单有错误，未导入任何数据，请修改后重新上传' : refused.msg}
            description={
              refused.rows.length ? (
                <List
                  size="small"
                  dataSource={refused.rows}
                  renderItem={(r) => (
                    <List.Item className="desk-row-error">
                      第{r.row}行：{r.message}
                    </List.Item>
                  )}
                />
              ) : null
            }
          />
        ) : null}
      </Card>
      <div ref={scrollRef}>
        <Table<DeskBatch>
          rowKey="batchId"
          size="small"
          scroll={{ x: 760 }}
          loading={batches.isFetching}
          dataSource={batches.data?.list ?? []}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          expandable={{ expandedRowRender: (b) => <Roster batchId={b.batchId} />, expandRowByClick: false }}
          columns={[
            { title: '单位', dataIndex: 'companyName' },
            { title: '批次', dataIndex: 'batchName' },
            { title: '体检时间', key: 'window', render: (_: unknown, b) => `${b.startDate} 至 ${b.endDate}` },
            { title: '人数', dataIndex: 'employees' },
            { title: '已预约', dataIndex: 'booked' },
            {
              title: '状态',
              dataIndex: 'statusText',
              render: (s: string, b) => <Tag color={b.status === 'approved' ? 'green' : 'orange'}>{s}</Tag>,
            },
            { title: '上传人', dataIndex: 'uploadedBy', render: (v: string | null) => v ?? '' },
            { title: '审批人', dataIndex: 'approvedBy', render: (v: string | null) => v ?? '' },
            {
              title: '操作',
              key: 'actions',
              render: (_: unknown, b) =>
                b.canApprove ? (
                  <Button
                    size="small"
                    type="primary"
                    className="desk-approve"
                    onClick={() => approve.mutate(b)}
                    loading={approve.isPending}
                  >
                    审批通过
                  </Button>
                ) : b.status === 'pending' ? (
                  <Typography.Text type="secondary">待另一位同事审批</Typography.Text>
                ) : null,
            },
          ]}
        />
      </div>
    </Space>
  )
}
