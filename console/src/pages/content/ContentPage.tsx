/**
 * /console/content: 内容运营 — 文章资讯 (search by title, summary or author; group and status filters; new / edit in a
 * drawer with the rich-text editor, which loads only when the drawer opens; 发布 / 撤回; delete) with the article
 * groups, and 视频 (new / edit / delete). Every change reaches the patient's next read.
 */
import { useState } from 'react'
import { Button, Input, Popconfirm, Select, Space, Tabs, Typography, message } from 'antd'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ArticleDrawer,
  GroupsDrawer,
  VideoDrawer,
  deleteArticle,
  deleteVideo,
  groupOptions,
  listArticles,
  listGroups,
  listVideos,
  publishArticle,
  type Article,
  type ArticleQuery,
  type Video,
} from '../../features/content'
import { PagedTable, StatusTag } from '../../shared/ui'

function Articles() {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [query, setQuery] = useState<ArticleQuery>({ pageNum: 1, pageSize: 20 })
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [groupsOpen, setGroupsOpen] = useState(false)
  const list = useQuery({ queryKey: ['staff-articles', query], queryFn: () => listArticles(query), placeholderData: keepPreviousData })
  const groups = useQuery({ queryKey: ['staff-article-groups'], queryFn: listGroups })
  const refresh = () => void client.invalidateQueries({ queryKey: ['staff-articles'] })
  const publish = useMutation({
    mutationFn: publishArticle,
    onSuccess: (a) => (void messages.success(a.status === 1 ? '已发布' : '已撤回'), refresh()),
  })
  const remove = useMutation({ mutationFn: deleteArticle, onSuccess: () => (void messages.success('已删除'), refresh()) })
  return (
    <>
      {holder}
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索文章"
          placeholder="标题、摘要或作者"
          allowClear
          onSearch={(keyword) => setQuery({ ...query, pageNum: 1, keyword: keyword.trim() || undefined })}
          style={{ width: 240 }}
        />
        <Select
          aria-label="按分组筛选"
          allowClear
          placeholder="全部分组"
          style={{ width: 220 }}
          value={query.groupId}
          onChange={(groupId?: number) => setQuery({ ...query, pageNum: 1, groupId })}
          options={groupOptions(groups.data?.list ?? [])}
        />
        <Select
          aria-label="按发布状态筛选"
          allowClear
          placeholder="全部状态"
          style={{ width: 120 }}
          value={query.status}
          onChange={(status?: number) => setQuery({ ...query, pageNum: 1, status })}
          options={[
            { value: 1, label: '已发布' },
            { value: 0, label: '草稿' },
          ]}
        />
        <Button type="primary" className="article-new" onClick={() => setEditing('new')}>
          新建文章
        </Button>
        <Button onClick={() => setGroupsOpen(true)}>分组管理</Button>
      </Space>
      <PagedTable<Article>
        label="文章列表"
        rowKey="id"
        scroll={{ x: 820 }}
        loading={list.isFetching}
        data={list.data}
        page={query}
        onPage={(pageNum) => setQuery({ ...query, pageNum })}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (title: string, a) => (
              <Space>
                {a.coverUrl ? <img src={a.coverUrl} alt="" width={48} height={32} style={{ objectFit: 'cover' }} /> : null}
                <span>{title}</span>
              </Space>
            ),
          },
          { title: '分组', dataIndex: 'groupName' },
          { title: '作者', dataIndex: 'author' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (s: number) => <StatusTag tone={s === 1 ? 'green' : 'default'}>{s === 1 ? '已发布' : '草稿'}</StatusTag>,
          },
          { title: '发布时间', dataIndex: 'publishTime' },
          { title: '阅读', dataIndex: 'readNum' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, a) => (
              <Space>
                <Button size="small" onClick={() => setEditing(a.id)}>
                  编辑
                </Button>
                <Button
                  size="small"
                  aria-label={`${a.status === 1 ? '撤回' : '发布'} ${a.title}`}
                  loading={publish.isPending && publish.variables?.id === a.id}
                  onClick={() => publish.mutate({ id: a.id, published: a.status !== 1 })}
                >
                  {a.status === 1 ? '撤回' : '发布'}
                </Button>
                <Popconfirm title="删除这篇文章？" okText="删除" cancelText="取消" onConfirm={() => remove.mutate(a.id)}>
                  <Button size="small" danger aria-label={`删除 ${a.title}`}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing !== null ? (
        <ArticleDrawer
          id={editing === 'new' ? null : editing}
          groups={groups.data?.list ?? []}
          onClose={() => setEditing(null)}
          onDone={(a) => {
            setEditing(null)
            void messages.success(a.status === 1 ? '已保存并发布' : '已保存')
            refresh()
            void client.invalidateQueries({ queryKey: ['staff-article-groups'] })
          }}
        />
      ) : null}
      {groupsOpen ? <GroupsDrawer groups={groups.data?.list ?? []} onClose={() => setGroupsOpen(false)} /> : null}
    </>
  )
}

function Videos() {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [editing, setEditing] = useState<Video | 'new' | null>(null)
  const list = useQuery({ queryKey: ['staff-videos'], queryFn: listVideos })
  const refresh = () => void client.invalidateQueries({ queryKey: ['staff-videos'] })
  const remove = useMutation({ mutationFn: deleteVideo, onSuccess: () => (void messages.success('已删除'), refresh()) })
  const data = list.data ? { list: list.data.list, total: list.data.list.length } : undefined
  return (
    <>
      {holder}
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setEditing('new')}>
          新建视频
        </Button>
      </Space>
      <PagedTable<Video>
        label="视频列表"
        rowKey="id"
        scroll={{ x: 720 }}
        loading={list.isFetching}
        data={data}
        page={{ pageNum: 1, pageSize: 200 }}
        onPage={() => undefined}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (title: string, v) => (
              <Space>
                {v.coverUrl ? <img src={v.coverUrl} alt="" width={48} height={32} style={{ objectFit: 'cover' }} /> : null}
                <span>{title}</span>
              </Space>
            ),
          },
          {
            title: '地址',
            dataIndex: 'videoUrl',
            render: (u: string) => (
              <Typography.Text ellipsis style={{ maxWidth: 240 }}>
                {u}
              </Typography.Text>
            ),
          },
          { title: '排序', dataIndex: 'sort' },
          { title: '播放', dataIndex: 'playNum' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, v) => (
              <Space>
                <Button size="small" onClick={() => setEditing(v)}>
                  编辑
                </Button>
                <Popconfirm title="删除这个视频？" okText="删除" cancelText="取消" onConfirm={() => remove.mutate(v.id)}>
                  <Button size="small" danger aria-label={`删除 ${v.title}`}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <VideoDrawer
          video={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null)
            void messages.success('已保存')
            refresh()
          }}
        />
      ) : null}
    </>
  )
}

export default function ContentPage() {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        内容运营
      </Typography.Title>
      <Tabs
        items={[
          { key: 'articles', label: '文章资讯', children: <Articles /> },
          { key: 'videos', label: '视频', children: <Videos /> },
        ]}
      />
    </>
  )
}
