/**
 * /console/activities: 营销活动 — tabs per kind: 秒杀, 拼团, 特价活动 (the `activity` table), 满减满赠 (promotions) and
 * 积分 (rules and exchange goods). Each list searches by name; new / edit in a drawer; 提前结束 with a confirm.
 */
import { useState } from 'react'
import { Button, Input, Modal, Space, Tabs, Tag, Typography, message } from 'antd'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { ACTIVITY_TYPE_NAMES, type ActivityType } from '@/domain/staff/activities'
import {
  ActivityDrawer,
  PointsPanel,
  PromotionDrawer,
  STATUS_TEXT,
  endActivity,
  endPromotion,
  listActivities,
  listPromotions,
  type Activity,
  type Promotion,
} from '../../features/activities'
import { PagedTable, StatusTag } from '../../shared/ui'

const tone = (status: number) => (status === 2 ? 'green' : status === 1 ? 'blue' : 'default')
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

function ActivityList({ type }: { type: ActivityType }) {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [query, setQuery] = useState<{ keyword?: string; pageNum: number; pageSize: number }>({ pageNum: 1, pageSize: 20 })
  const [editing, setEditing] = useState<Activity | 'new' | null>(null)
  const list = useQuery({
    queryKey: ['staff-activities', type, query],
    queryFn: () => listActivities({ ...query, type }),
    placeholderData: keepPreviousData,
  })
  const refresh = () => void client.invalidateQueries({ queryKey: ['staff-activities', type] })
  const name = ACTIVITY_TYPE_NAMES[type]
  const end = (a: Activity) =>
    Modal.confirm({
      title: `提前结束「${a.activityName}」？`,
      content: '结束后患者立即看不到活动价，已下的订单不受影响。',
      okText: '提前结束',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await endActivity(a.id)
          void messages.success('已结束')
          refresh()
        } catch (e) {
          void messages.error((e as Error).message)
        }
      },
    })
  return (
    <>
      {holder}
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={`搜索${name}名称`}
          placeholder="活动名称"
          allowClear
          onSearch={(keyword) => setQuery({ ...query, pageNum: 1, keyword: keyword.trim() || undefined })}
          style={{ width: 220 }}
        />
        <Button type="primary" className="activity-new" onClick={() => setEditing('new')}>
          新建{name}
        </Button>
      </Space>
      <PagedTable<Activity>
        label={`${name}列表`}
        rowKey="id"
        scroll={{ x: 900 }}
        loading={list.isFetching}
        data={list.data}
        page={query}
        onPage={(pageNum) => setQuery({ ...query, pageNum })}
        columns={[
          { title: '名称', dataIndex: 'activityName' },
          { title: '状态', key: 'status', render: (_: unknown, a) => <StatusTag tone={tone(a.status)}>{STATUS_TEXT[a.status]}</StatusTag> },
          { title: '时间', key: 'period', render: (_: unknown, a) => `${a.periodBegin} 至 ${a.periodEnd}` },
          {
            title: '商品',
            key: 'lines',
            render: (_: unknown, a) =>
              a.lines.map((l) => (
                <Tag key={`${l.goodsId}:${l.skuId ?? 0}`}>
                  {l.goodsName}
                  {l.skuName ? ` ${l.skuName}` : ''} {yuan(l.activityPriceFen)}（售{l.sold}/{l.stock}）
                </Tag>
              )),
          },
          ...(type === 2
            ? [{ title: '成团', key: 'team', render: (_: unknown, a: Activity) => `${a.teamNum}人 / ${a.teamHours}小时` }]
            : []),
          { title: '限购', key: 'limit', render: (_: unknown, a) => `每人${a.purchaseMax || '不限'} / 每单${a.singleLimit || '不限'}` },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, a) => (
              <Space>
                <Button size="small" disabled={a.status === 3} onClick={() => setEditing(a)}>
                  编辑
                </Button>
                <Button size="small" danger disabled={a.status === 3} onClick={() => end(a)}>
                  提前结束
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <ActivityDrawer
          type={type}
          activity={editing === 'new' ? null : editing}
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

function PromotionList() {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [query, setQuery] = useState<{ keyword?: string; pageNum: number; pageSize: number }>({ pageNum: 1, pageSize: 20 })
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null)
  const list = useQuery({ queryKey: ['staff-promotions', query], queryFn: () => listPromotions(query), placeholderData: keepPreviousData })
  const refresh = () => void client.invalidateQueries({ queryKey: ['staff-promotions'] })
  const end = (p: Promotion) =>
    Modal.confirm({
      title: `提前结束「${p.activityName}」？`,
      content: '结束后结算不再按此活动减免。',
      okText: '提前结束',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await endPromotion(p.id)
          void messages.success('已结束')
          refresh()
        } catch (e) {
          void messages.error((e as Error).message)
        }
      },
    })
  return (
    <>
      {holder}
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索满减活动名称"
          placeholder="活动名称"
          allowClear
          onSearch={(keyword) => setQuery({ ...query, pageNum: 1, keyword: keyword.trim() || undefined })}
          style={{ width: 220 }}
        />
        <Button type="primary" className="promotion-new" onClick={() => setEditing('new')}>
          新建满减满赠
        </Button>
      </Space>
      <PagedTable<Promotion>
        label="满减满赠列表"
        rowKey="id"
        scroll={{ x: 800 }}
        loading={list.isFetching}
        data={list.data}
        page={query}
        onPage={(pageNum) => setQuery({ ...query, pageNum })}
        columns={[
          { title: '名称', dataIndex: 'activityName' },
          { title: '状态', key: 'status', render: (_: unknown, p) => <StatusTag tone={tone(p.status)}>{STATUS_TEXT[p.status]}</StatusTag> },
          { title: '时间', key: 'period', render: (_: unknown, p) => `${p.periodBegin} 至 ${p.periodEnd}` },
          {
            title: '优惠',
            key: 'tiers',
            render: (_: unknown, p) =>
              p.tiers.map((t) => (
                <Tag key={t.totalAmount}>
                  满{t.totalAmount}
                  {t.amount ? (t.type === 2 ? `享${t.amount}折` : `减${t.amount}`) : ''}
                  {t.gifts.length ? '送赠品' : ''}
                  {t.couponRuleIds.length ? '送券' : ''}
                </Tag>
              )),
          },
          { title: '商品数', key: 'goods', render: (_: unknown, p) => p.goodsIds.length },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, p) => (
              <Space>
                <Button size="small" disabled={p.status === 3} onClick={() => setEditing(p)}>
                  编辑
                </Button>
                <Button size="small" danger disabled={p.status === 3} onClick={() => end(p)}>
                  提前结束
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <PromotionDrawer
          promotion={editing === 'new' ? null : editing}
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

export default function ActivitiesPage() {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        营销活动
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'seckill', label: '秒杀', children: <ActivityList type={1} /> },
          { key: 'group', label: '拼团', children: <ActivityList type={2} /> },
          { key: 'special', label: '特价活动', children: <ActivityList type={3} /> },
          { key: 'promotion', label: '满减满赠', children: <PromotionList /> },
          { key: 'points', label: '积分', children: <PointsPanel /> },
        ]}
      />
    </>
  )
}
