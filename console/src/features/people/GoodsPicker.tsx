/** the goods a studio offers: picked by name from the hospital's goods (the goods desk's list), in order, removable */
import { useState } from 'react'
import { Select, Space, Tag } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { listGoods } from '../goods'

export function GoodsPicker({
  value,
  onChange,
}: {
  value: Array<{ goodsId: number; goodsName: string }>
  onChange: (v: Array<{ goodsId: number; goodsName: string }>) => void
}) {
  const [keyword, setKeyword] = useState('')
  const found = useQuery({
    queryKey: ['staff-people-goods-pick', keyword],
    queryFn: () => listGoods({ keyword: keyword || undefined, pageNum: 1, pageSize: 20 }),
  })
  const chosen = new Set(value.map((g) => g.goodsId))
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {value.map((g) => (
          <Tag key={g.goodsId} closable onClose={() => onChange(value.filter((x) => x.goodsId !== g.goodsId))}>
            {g.goodsName}
          </Tag>
        ))}
      </Space>
      <Select
        aria-label="添加工作室商品"
        placeholder="搜索商品名称添加"
        style={{ width: 320 }}
        value={null}
        showSearch={{ filterOption: false, onSearch: (s) => setKeyword(s.trim()) }}
        options={(found.data?.list ?? []).filter((g) => !chosen.has(g.id)).map((g) => ({ value: g.id, label: g.goodsName }))}
        onChange={(id: number) => {
          const g = found.data?.list.find((x) => x.id === id)
          if (g) onChange([...value, { goodsId: g.id, goodsName: g.goodsName }])
        }}
      />
    </Space>
  )
}
