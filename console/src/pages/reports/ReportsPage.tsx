/**
 * /console/reports: 体检报告 — the queues 待审核 / 待发布 / 已退回 / 已发布 and the 危急值 list; search by exam number;
 * 录入报告 (report:enter) opens the entry form; a row opens the report (review, send back, publish, fix).
 */
import { useState } from 'react'
import { Button, Form, Input, Modal, Segmented, Space, Table, Tag, Typography, message } from 'antd'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReportStatus } from '@/domain/reportDesk'
import type { Me } from '../../features/auth'
import {
  EntryForm,
  followUpCritical,
  listCritical,
  listReports,
  ReportPanel,
  type CriticalItem,
  type ReportList,
  type ReportQuery,
} from '../../features/reports'
import { useKeyboardScroll } from '../../shared/ui'

type Tab = ReportStatus | 'critical'
const TABS: Array<{ value: Tab; label: string }> = [
  { value: 'entered', label: '待审核' },
  { value: 'reviewed', label: '待发布' },
  { value: 'returned', label: '已退回' },
  { value: 'published', label: '已发布' },
  { value: 'critical', label: '危急值' },
]
const STATUS_COLOR: Record<ReportStatus, string> = { entered: 'blue', reviewed: 'cyan', returned: 'orange', published: 'green' }
type Row = ReportList['list'][number]

function CriticalTable({ mayFollow, onDone }: { mayFollow: boolean; onDone: (text: string) => void }) {
  const scrollRef = useKeyboardScroll<HTMLDivElement>('危急值列表')
  const client = useQueryClient()
  const list = useQuery({ queryKey: ['staff-critical'], queryFn: () => listCritical({}) })
  const [item, setItem] = useState<CriticalItem | null>(null)
  const [note, setNote] = useState('')
  const follow = useMutation({
    mutationFn: () => followUpCritical({ itemId: item!.itemId, note }),
    onSuccess: () => {
      setItem(null)
      setNote('')
      onDone('已记录跟进')
      void client.invalidateQueries({ queryKey: ['staff-critical'] })
    },
  })
  return (
    <div ref={scrollRef}>
      <Table<CriticalItem>
        rowKey="itemId"
        size="small"
        scroll={{ x: 720 }}
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          { title: '体检号', dataIndex: 'examNo' },
          { title: '姓名', dataIndex: 'personName' },
          { title: '项目', dataIndex: 'name' },
          { title: '结果', dataIndex: 'value', render: (v: string, c) => `${v}${c.unit ? ` ${c.unit}` : ''}${c.flag ? ` ${c.flag}` : ''}` },
          { title: '参考范围', dataIndex: 'referenceRange', render: (v: string | null) => v ?? '-' },
          {
            title: '跟进',
            key: 'follow',
            render: (_: unknown, c) =>
              c.followedUpAt ? (
                <>
                  <Tag color="green">已跟进</Tag> {c.followedUpBy} {c.followedUpAt}
                  <div>{c.followUpNote}</div>
                </>
              ) : mayFollow ? (
                <Button size="small" type="primary" onClick={() => setItem(c)}>
                  记录跟进
                </Button>
              ) : (
                <Tag color="red">待跟进</Tag>
              ),
          },
        ]}
      />
      {item ? (
        <Modal
          open
          title={`危急值跟进：${item.personName} ${item.name}`}
          okText="确认"
          cancelText="取消"
          okButtonProps={{ disabled: !note.trim() }}
          confirmLoading={follow.isPending}
          onOk={() => follow.mutate()}
          onCancel={() => setItem(null)}
        >
          <Input.TextArea aria-label="跟进情况" rows={3} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
          {follow.error ? <Typography.Text type="danger">{follow.error.message}</Typography.Text> : null}
        </Modal>
      ) : null}
    </div>
  )
}

export default function ReportsPage({ me }: { me: Me }) {
  const scrollRef = useKeyboardScroll<HTMLDivElement>('体检报告列表')
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [tab, setTab] = useState<Tab>('entered')
  const [query, setQuery] = useState<ReportQuery>({ status: 'entered', pageNum: 1, pageSize: 20 })
  const [open, setOpen] = useState<number | null>(null)
  const [entering, setEntering] = useState(false)
  const list = useQuery({
    queryKey: ['staff-reports', query],
    queryFn: () => listReports(query),
    placeholderData: keepPreviousData,
    enabled: tab !== 'critical',
  })
  const can = (p: 'report:enter' | 'report:review') => me.permissions.includes(p)
  const done = (text: string) => {
    void messages.success(text)
    void client.invalidateQueries({ queryKey: ['staff-reports'] })
  }
  const choose = (v: Tab) => {
    setTab(v)
    if (v !== 'critical') setQuery({ ...query, status: v, pageNum: 1 })
  }
  return (
    <>
      {holder}
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        体检报告
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented aria-label="报告队列" options={TABS} value={tab} onChange={(v) => choose(v as Tab)} />
        {tab !== 'critical' ? (
          <Form
            layout="inline"
            onFinish={(v: { examNo?: string }) => setQuery({ ...query, examNo: v.examNo?.trim() || undefined, pageNum: 1 })}
          >
            <Form.Item name="examNo" label="体检号">
              <Input allowClear maxLength={20} autoComplete="off" />
            </Form.Item>
            <Button htmlType="submit">查询</Button>
          </Form>
        ) : null}
        {can('report:enter') ? (
          <Button type="primary" className="report-new" onClick={() => setEntering(true)}>
            录入报告
          </Button>
        ) : null}
      </Space>
      {tab === 'critical' ? (
        <CriticalTable mayFollow={can('report:review')} onDone={(t) => void messages.success(t)} />
      ) : (
        <div ref={scrollRef}>
          <Table<Row>
            rowKey="id"
            size="small"
            scroll={{ x: 760 }}
            loading={list.isFetching}
            dataSource={list.data?.list ?? []}
            onRow={(r) => ({ onClick: () => setOpen(r.id) })}
            pagination={{
              current: query.pageNum,
              pageSize: query.pageSize,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              onChange: (pageNum) => setQuery({ ...query, pageNum }),
            }}
            columns={[
              {
                title: '体检号',
                dataIndex: 'examNo',
                render: (no: string, r) => (
                  <Button type="link" size="small" className="report-open" onClick={() => setOpen(r.id)}>
                    {no}
                  </Button>
                ),
              },
              { title: '姓名', dataIndex: 'personName' },
              { title: '套餐', dataIndex: 'packageName' },
              { title: '体检日期', dataIndex: 'examDate' },
              {
                title: '状态',
                dataIndex: 'statusStr',
                render: (s: string, r) => (
                  <>
                    <Tag color={STATUS_COLOR[r.status]}>{s}</Tag>
                    {r.sentBackReason ? <div>退回原因：{r.sentBackReason}</div> : null}
                  </>
                ),
              },
              {
                title: '异常 / 危急值',
                key: 'counts',
                render: (_: unknown, r) => (
                  <>
                    {r.abnormalCount}
                    {r.criticalCount ? (
                      <Tag color="magenta" style={{ marginLeft: 8 }}>
                        危急值 {r.criticalCount}
                      </Tag>
                    ) : null}
                  </>
                ),
              },
              { title: '录入', dataIndex: 'enteredBy' },
              { title: '审核', dataIndex: 'reviewedBy' },
            ]}
          />
        </div>
      )}
      {open !== null ? <ReportPanel id={open} permissions={me.permissions} onClose={() => setOpen(null)} onChanged={done} /> : null}
      {entering ? (
        <EntryForm
          report={null}
          onClose={() => setEntering(false)}
          onDone={(r) => {
            setEntering(false)
            done('已提交审核')
            setOpen(r.id)
          }}
        />
      ) : null}
    </>
  )
}
