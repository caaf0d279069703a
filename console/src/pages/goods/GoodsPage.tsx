/** /console/goods: 商品管理 — search by name, category and listing; new / edit in a drawer; 上架 / 下架; categories */
import { useState } from 'react'
import { Button, Input, Select, Space, Switch, Tag, Typography, message } from 'antd'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CategoriesDrawer, GoodsDrawer, listCategories, listGoods, setListed, type Goods, type GoodsQuery } from '../../features/goods'
import { PagedTable } from '../../shared/ui'

const yuan = (f: number) => `¥${(f / 100).toFixed(2)}`

export default function GoodsPage() {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [query, setQuery] = useState<GoodsQuery>({ pageNum: 1, pageSize: 20 })
  const [editing, setEditing] = useState<Goods | 'new' | null>(null)
  const [cats, setCats] = useState(false)
  const list = useQuery({ queryKey: ['staff-goods', query], queryFn: () => listGoods(query), placeholderData: keepPreviousData })
  const categories = useQuery({ queryKey: ['staff-categories'], queryFn: listCategories })
  const refresh = () => void client.invalidateQueries({ queryKey: ['staff-goods'] })
  const listing = useMutation({
    mutationFn: setListed,
    onSuccess: (g) => {
      void messages.success(g.listed ? '已上架' : '已下架')
      refresh()
    },
    onError: (e) => void messages.error(e.message),
  })
  return (
    <>
      {holder}
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        商品管理
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索商品名称"
          placeholder="商品名称"
          allowClear
          onSearch={(keyword) => setQuery({ ...query, pageNum: 1, keyword: keyword.trim() || undefined })}
          style={{ width: 220 }}
        />
        <Select
          aria-label="按分类筛选"
          allowClear
          placeholder="全部分类"
          style={{ width: 160 }}
          value={query.categoryId}
          onChange={(categoryId?: number) => setQuery({ ...query, pageNum: 1, categoryId })}
          options={(categories.data?.list ?? []).map((c) => ({ value: c.id, label: c.categoryName }))}
        />
        <Select
          aria-label="按上架状态筛选"
          allowClear
          placeholder="全部状态"
          style={{ width: 120 }}
          value={query.listed}
          onChange={(listed?: number) => setQuery({ ...query, pageNum: 1, listed })}
          options={[
            { value: 1, label: '已上架' },
            { value: 0, label: '未上架' },
          ]}
        />
        <Button type="primary" className="goods-new" onClick={() => setEditing('new')}>
          新建商品
        </Button>
        <Button onClick={() => setCats(true)}>分类管理</Button>
      </Space>
      <PagedTable<Goods>
        label="商品列表"
        rowKey="id"
        scroll={{ x: 760 }}
        loading={list.isFetching}
        data={list.data}
        page={query}
        onPage={(pageNum) => setQuery({ ...query, pageNum })}
        columns={[
          {
            title: '商品',
            dataIndex: 'goodsName',
            render: (name: string, g) => (
              <Space>
                {g.imageUrls[0] ? <img src={g.imageUrls[0]} alt="" width={40} height={40} style={{ objectFit: 'cover' }} /> : null}
                <span>
                  {name}
                  {g.copyType ? <Tag style={{ marginLeft: 4 }}>{g.copywriting}</Tag> : null}
                </span>
              </Space>
            ),
          },
          { title: '分类', dataIndex: 'categoryName' },
          {
            title: '价格',
            key: 'price',
            render: (_: unknown, g) =>
              g.minPriceFen === g.maxPriceFen ? yuan(g.minPriceFen) : `${yuan(g.minPriceFen)}–${yuan(g.maxPriceFen)}`,
          },
          { title: '规格', key: 'skus', render: (_: unknown, g) => g.skus.length },
          { title: '库存', dataIndex: 'stock' },
          { title: '销量', dataIndex: 'salesNum' },
          {
            title: '上架',
            dataIndex: 'listed',
            render: (listed: boolean, g) => (
              <Switch
                aria-label={`上架 ${g.goodsName}`}
                checked={listed}
                loading={listing.isPending && listing.variables?.id === g.id}
                onChange={(v) => listing.mutate({ id: g.id, listed: v })}
              />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, g) => (
              <Button size="small" onClick={() => setEditing(g)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing ? (
        <GoodsDrawer
          goods={editing === 'new' ? null : editing}
          categories={categories.data?.list ?? []}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null)
            void messages.success('已保存')
            refresh()
          }}
        />
      ) : null}
      {cats ? <CategoriesDrawer categories={categories.data?.list ?? []} onClose={() => setCats(false)} /> : null}
    </>
  )
}
