/** /console/doctors: 医生与科室 — tabs 医生 (search, new / edit in a drawer), 科室 (add, rename, order), 工作室 (team, goods) */
import { useState } from 'react'
import { Avatar, Button, Input, Select, Space, Table, Tabs, Tag, Typography, message } from 'antd'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  DepartmentsTab,
  DoctorDrawer,
  StudioDrawer,
  listDepartments,
  listDoctors,
  listStudios,
  type Doctor,
  type DoctorQuery,
  type Studio,
} from '../../features/people'
import { PagedTable, StatusTag, useKeyboardScroll } from '../../shared/ui'

const yuan = (f: number) => `¥${(f / 100).toFixed(2)}`

export default function DoctorsPage() {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [query, setQuery] = useState<DoctorQuery>({ pageNum: 1, pageSize: 20 })
  const [doctor, setDoctor] = useState<Doctor | 'new' | null>(null)
  const [studio, setStudio] = useState<Studio | 'new' | null>(null)
  const departments = useQuery({ queryKey: ['staff-people-departments'], queryFn: listDepartments })
  const doctors = useQuery({
    queryKey: ['staff-people-doctors', query],
    queryFn: () => listDoctors(query),
    placeholderData: keepPreviousData,
  })
  const studios = useQuery({ queryKey: ['staff-people-studios'], queryFn: listStudios })
  const studiosScroll = useKeyboardScroll<HTMLDivElement>('工作室列表')
  const deps = departments.data ?? { list: [], titles: [] }
  const saved = () => {
    void messages.success('已保存')
    void client.invalidateQueries({ queryKey: ['staff-people-doctors'] })
    void client.invalidateQueries({ queryKey: ['staff-people-studios'] })
    void client.invalidateQueries({ queryKey: ['staff-people-departments'] })
  }

  const doctorsTab = (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索医生姓名或擅长"
          placeholder="医生姓名或擅长"
          allowClear
          onSearch={(keyword) => setQuery({ ...query, pageNum: 1, keyword: keyword.trim() || undefined })}
          style={{ width: 220 }}
        />
        <Select
          aria-label="按科室筛选"
          allowClear
          placeholder="全部科室"
          style={{ width: 180 }}
          value={query.departmentId}
          onChange={(departmentId?: number) => setQuery({ ...query, pageNum: 1, departmentId })}
          options={deps.list.map((d) => ({ value: d.id, label: d.departmentName }))}
        />
        <Button type="primary" className="doctor-new" onClick={() => setDoctor('new')}>
          新建医生
        </Button>
      </Space>
      <PagedTable<Doctor>
        label="医生列表"
        rowKey="id"
        scroll={{ x: 820 }}
        loading={doctors.isFetching}
        data={doctors.data}
        page={query}
        onPage={(pageNum) => setQuery({ ...query, pageNum })}
        columns={[
          {
            title: '医生',
            dataIndex: 'name',
            render: (name: string, d) => (
              <Space>
                <Avatar src={d.avatarUrl} alt="" />
                <span>
                  {name} <Typography.Text type="secondary">{d.titleName}</Typography.Text>
                </span>
              </Space>
            ),
          },
          { title: '科室', dataIndex: 'departmentName' },
          {
            title: '名医',
            dataIndex: 'famous',
            render: (famous: boolean, d) => (famous ? <StatusTag tone="orange">名医 {d.famousSort}</StatusTag> : null),
          },
          {
            title: '在线问诊',
            key: 'consult',
            render: (_: unknown, d) => (d.consultOpen ? yuan(d.consultFeeFen) : <Tag>未开通</Tag>),
          },
          {
            title: '状态',
            dataIndex: 'listed',
            render: (listed: boolean, d) => (
              <Space size={4} wrap>
                {listed ? <StatusTag tone="green">展示</StatusTag> : <StatusTag>已隐藏</StatusTag>}
                {d.linkedAccount ? <StatusTag tone="blue">已关联账号</StatusTag> : null}
                {d.openConversations ? <Tag>{d.openConversations} 个问诊</Tag> : null}
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, d) => (
              <Button size="small" aria-label={`编辑 ${d.name}`} onClick={() => setDoctor(d)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
    </>
  )

  const studiosTab = (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" className="studio-new" onClick={() => setStudio('new')}>
          新建工作室
        </Button>
      </Space>
      <div ref={studiosScroll}>
        <Table<Studio>
          size="small"
          rowKey="id"
          scroll={{ x: 760 }}
          loading={studios.isFetching}
          dataSource={studios.data?.list ?? []}
          pagination={false}
          columns={[
            {
              title: '工作室',
              dataIndex: 'name',
              render: (name: string, s) => (
                <Space>
                  <Avatar shape="square" src={s.coverUrl} alt="" />
                  <span>
                    {name}
                    {s.chronic ? <Tag style={{ marginLeft: 4 }}>慢病</Tag> : null}
                  </span>
                </Space>
              ),
            },
            { title: '科室', dataIndex: 'departmentName' },
            {
              title: '团队',
              key: 'members',
              render: (_: unknown, s) => s.members.map((m) => `${m.doctorName}（${m.role}）`).join('、'),
            },
            { title: '商品', key: 'goods', render: (_: unknown, s) => s.goods.length },
            {
              title: '操作',
              key: 'actions',
              render: (_: unknown, s) => (
                <Button size="small" aria-label={`编辑 ${s.name}`} onClick={() => setStudio(s)}>
                  编辑
                </Button>
              ),
            },
          ]}
        />
      </div>
    </>
  )

  return (
    <>
      {holder}
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        医生与科室
      </Typography.Title>
      <Tabs
        items={[
          { key: 'doctors', label: '医生', children: doctorsTab },
          { key: 'departments', label: '科室', children: <DepartmentsTab departments={deps.list} /> },
          { key: 'studios', label: '工作室', children: studiosTab },
        ]}
      />
      {doctor ? (
        <DoctorDrawer
          doctor={doctor === 'new' ? null : doctor}
          departments={deps}
          onClose={() => setDoctor(null)}
          onDone={() => {
            setDoctor(null)
            saved()
          }}
        />
      ) : null}
      {studio ? (
        <StudioDrawer
          studio={studio === 'new' ? null : studio}
          departments={deps}
          onClose={() => setStudio(null)}
          onDone={() => {
            setStudio(null)
            saved()
          }}
        />
      ) : null}
    </>
  )
}
