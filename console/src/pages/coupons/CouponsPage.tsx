/**
 * /console/coupons: 优惠券 — the hospital's coupon rules, search by name; new / edit in a drawer; grant by phone;
 * 支付有礼 (the pay-success page: banner, tip, recommended goods, the coupons a paid order brings) in its own drawer
 */
import { useState } from 'react'
import { Button, Input, Space, Tag, Typography, message } from 'antd'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { CouponDrawer, GrantDialog, PaySuccessDrawer, listCoupons, type Coupon } from '../../features/goods'
import { PagedTable } from '../../shared/ui'

export default function CouponsPage() {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [query, setQuery] = useState<{ keyword?: string; pageNum: number; pageSize: number }>({ pageNum: 1, pageSize: 20 })
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null)
  const [granting, setGranting] = useState<Coupon | null>(null)
  const [paySuccess, setPaySuccess] = useState(false)
  const list = useQuery({ queryKey: ['staff-coupons', query], queryFn: () => listCoupons(query), placeholderData: keepPreviousData })
  const refresh = () => void client.invalidateQueries({ queryKey: ['staff-coupons'] })
  return (
    <>
      {holder}
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        优惠券
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索优惠券名称"
          placeholder="优惠券名称"
          allowClear
          onSearch={(keyword) => setQuery({ ...query, pageNum: 1, keyword: keyword.trim() || undefined })}
          style={{ width: 220 }}
        />
        <Button type="primary" className="coupon-new" onClick={() => setEditing('new')}>
          新建优惠券
        </Button>
        <Button className="pay-success-open" onClick={() => setPaySuccess(true)}>
          支付有礼
        </Button>
      </Space>
      <PagedTable<Coupon>
        label="优惠券列表"
        rowKey="id"
        scroll={{ x: 760 }}
        loading={list.isFetching}
        data={list.data}
        page={query}
        onPage={(pageNum) => setQuery({ ...query, pageNum })}
        columns={[
          { title: '名称', dataIndex: 'couponName' },
          { title: '面额', dataIndex: 'valueText' },
          { title: '门槛', dataIndex: 'conditionText' },
          {
            title: '有效期',
            key: 'period',
            render: (_: unknown, c) => (c.periodDays ? `领取后${c.periodDays}天` : `${c.periodBegin ?? ''} 至 ${c.periodEnd ?? ''}`),
          },
          { title: '已领 / 总量', key: 'num', render: (_: unknown, c) => `${c.receivedNum} / ${c.couponTotal}` },
          { title: '每人限领', dataIndex: 'reqNum' },
          {
            title: '适用',
            key: 'goods',
            render: (_: unknown, c) => (c.goodsIds.length ? <Tag>{c.goodsIds.length} 件商品</Tag> : <Tag>全部商品</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, c) => (
              <Space>
                <Button size="small" onClick={() => setEditing(c)}>
                  编辑
                </Button>
                <Button size="small" onClick={() => setGranting(c)}>
                  发放
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <CouponDrawer
          coupon={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null)
            void messages.success('已保存')
            refresh()
          }}
        />
      ) : null}
      {granting ? (
        <GrantDialog
          coupon={granting}
          onClose={() => setGranting(null)}
          onDone={() => {
            setGranting(null)
            void messages.success('已发放')
            refresh()
          }}
        />
      ) : null}
      {paySuccess ? (
        <PaySuccessDrawer
          onClose={() => setPaySuccess(false)}
          onDone={() => {
            setPaySuccess(false)
            void messages.success('支付有礼已保存')
          }}
        />
      ) : null}
    </>
  )
}
