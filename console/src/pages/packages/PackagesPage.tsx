/** /console/packages: 体检套餐 — search, listed filter; new / edit in a drawer; 上架 / 下架 */
import { useState } from 'react'
import { Button, Input, Select, Space, Switch, Table, Tag, Typography, message } from 'antd'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { listPackageCategories, listPackages, PackageDrawer, setPackageListed, yuanText, type Package } from '../../features/packages'
import { useKeyboardScroll } from '../../shared/ui'
import { ageBandText } from '@/domain/checkup/itemText'

const SEX = ['不限', '男性', '女性']

export default function PackagesPage() {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [query, setQuery] = useState<{ keyword?: string; listed?: 0 | 1 }>({})
  const [editing, setEditing] = useState<Package | 'new' | null>(null)
  const scrollRef = useKeyboardScroll<HTMLDivElement>('体检套餐列表')
  const list = useQuery({ queryKey: ['staff-packages', query], queryFn: () => listPackages(query), placeholderData: keepPreviousData })
  const all = useQuery({ queryKey: ['staff-packages', 'all'], queryFn: () => listPackages({}) })
  const categories = useQuery({ queryKey: ['staff-categories'], queryFn: listPackageCategories })
  const refresh = () => void client.invalidateQueries({ queryKey: ['staff-packages'] })
  const listing = useMutation({
    mutationFn: setPackageListed,
    onSuccess: (p) => {
      void messages.success(p.listed ? '已上架' : '已下架')
      refresh()
    },
    onError: (e) => void messages.error(e.message),
  })
  return (
    <>
      {holder}
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        体检套餐
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索套餐名称"
          placeholder="套餐名称"
          allowClear
          onSearch={(keyword) => setQuery({ ...query, keyword: keyword.trim() || undefined })}
          style={{ width: 220 }}
        />
        <Select
          aria-label="按上架状态筛选"
          allowClear
          placeholder="全部状态"
          style={{ width: 120 }}
          value={query.listed}
          onChange={(listed?: 0 | 1) => setQuery({ ...query, listed })}
          options={[
            { value: 1, label: '已上架' },
            { value: 0, label: '未上架' },
          ]}
        />
        <Button type="primary" className="package-new" onClick={() => setEditing('new')}>
          新建套餐
        </Button>
      </Space>
      <div ref={scrollRef}>
        <Table<Package>
          size="small"
          rowKey="id"
          scroll={{ x: 760 }}
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          columns={[
            {
              title: '套餐',
              dataIndex: 'packageName',
              render: (name: string, p) => (
                <Space>
                  {p.imageUrl ? <img src={p.imageUrl} alt="" width={40} height={40} style={{ objectFit: 'cover' }} /> : null}
                  <span>{name}</span>
                </Space>
              ),
            },
            { title: '分类', dataIndex: 'categoryName' },
            { title: '价格', dataIndex: 'priceFen', render: (f: number) => yuanText(f) },
            {
              title: '适用人群',
              key: 'who',
              render: (_: unknown, p) => (
                <Space size={4} wrap>
                  <Tag>{SEX[p.sexLimit]}</Tag>
                  {ageBandText(p.minAge, p.maxAge) ? <Tag>{ageBandText(p.minAge, p.maxAge)}</Tag> : null}
                  {p.married ? <Tag>已婚</Tag> : null}
                </Space>
              ),
            },
            { title: '加项', key: 'addOns', render: (_: unknown, p) => p.addOns.length },
            {
              title: '上架',
              dataIndex: 'listed',
              render: (listed: boolean, p) => (
                <Switch
                  aria-label={`上架 ${p.packageName}`}
                  checked={listed}
                  loading={listing.isPending && listing.variables?.id === p.id}
                  onChange={(v) => listing.mutate({ id: p.id, listed: v })}
                />
              ),
            },
            {
              title: '操作',
              key: 'actions',
              render: (_: unknown, p) => (
                <Button size="small" onClick={() => setEditing(p)}>
                  编辑
                </Button>
              ),
            },
          ]}
        />
      </div>
      {editing ? (
        <PackageDrawer
          pkg={editing === 'new' ? null : editing}
          packages={all.data?.list ?? []}
          categories={categories.data?.list ?? []}
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
