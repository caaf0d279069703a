/** 新建 / 编辑商品: name, category, goods type, copy, price mode, pictures (uploaded), sku rows (price in yuan, stock) */
import { useState } from 'react'
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd'
import { useMutation } from '@tanstack/react-query'
import { checkGoodsDraft, GOODS_COPY_TYPE_NAMES, GOODS_TYPE_NAMES } from '@/domain/staff/catalog'
import { fen, fileBase64, IMAGE_MAX_BYTES, saveGoods, uploadImage, type Category, type Goods } from './api'

interface SkuRow {
  id?: number
  name: string
  price: number | null
  linedPrice?: number | null
  stock?: number | null
}
interface Values {
  goodsName: string
  categoryId: number
  goodsType: 1 | 2 | 3
  copyType: 0 | 1 | 2 | 3 | 4
  copywriting?: string
  sellPoint?: string
  priceShowMode: boolean
  specName?: string
  skus: SkuRow[]
  listed?: boolean
}

export function GoodsDrawer({
  goods,
  categories,
  onClose,
  onDone,
}: {
  goods: Goods | null
  categories: Category[]
  onClose: () => void
  onDone: (g: Goods) => void
}) {
  const [form] = Form.useForm<Values>()
  const [images, setImages] = useState<Array<{ path: string; url: string }>>(
    goods ? goods.images.map((path, i) => ({ path, url: goods.imageUrls[i] ?? path })) : [],
  )
  const [problem, setProblem] = useState('')
  const [uploading, setUploading] = useState(false)
  const save = useMutation({
    mutationFn: (v: Values) =>
      saveGoods({
        ...(goods ? { id: goods.id } : { listed: !!v.listed }),
        goodsName: v.goodsName,
        categoryId: v.categoryId,
        goodsType: v.goodsType,
        copyType: v.copyType,
        copywriting: v.copywriting ?? '',
        sellPoint: v.sellPoint ?? '',
        priceShowMode: v.priceShowMode ? 1 : 0,
        specName: v.specName ?? '规格',
        images: images.map((i) => i.path),
        skus: v.skus.map((s) => ({
          ...(s.id ? { id: s.id } : {}),
          name: s.name ?? '',
          priceFen: fen(s.price) ?? 0,
          ...(s.linedPrice ? { linedPriceFen: fen(s.linedPrice) } : {}),
          ...(s.stock === null || s.stock === undefined ? {} : { stock: s.stock }),
        })),
      }),
    onSuccess: onDone,
  })
  const submit = async () => {
    const v = await form.validateFields()
    const skus = (v.skus ?? []).map((s) => ({
      name: s.name ?? '',
      priceFen: fen(s.price) ?? 0,
      linedPriceFen: fen(s.linedPrice),
      stock: s.stock,
    }))
    const p = checkGoodsDraft({ ...v, images: images.map((i) => i.path), skus })
    setProblem(p ?? '')
    if (!p) save.mutate(v)
  }
  const pick = async (file: File | undefined) => {
    if (!file) return
    if (file.size > IMAGE_MAX_BYTES) return setProblem('图片不能超过2MB')
    setUploading(true)
    try {
      const r = await uploadImage(await fileBase64(file))
      setImages((list) => [...list, r])
      setProblem('')
    } catch (e) {
      setProblem((e as Error).message)
    } finally {
      setUploading(false)
    }
  }
  const initial: Partial<Values> = goods
    ? {
        goodsName: goods.goodsName,
        categoryId: goods.categoryId,
        goodsType: goods.goodsType as 1 | 2 | 3,
        copyType: goods.copyType as Values['copyType'],
        copywriting: goods.copywriting,
        sellPoint: goods.sellPoint,
        priceShowMode: goods.priceShowMode === 1,
        specName: goods.specName,
        skus: goods.skus.map((s) => ({
          id: s.id,
          name: s.name,
          price: s.priceFen / 100,
          linedPrice: s.linedPriceFen ? s.linedPriceFen / 100 : null,
          stock: s.stock,
        })),
      }
    : { goodsType: 1, copyType: 0, priceShowMode: false, specName: '规格', skus: [{ name: '', price: null, stock: null }], listed: false }
  return (
    <Drawer
      open
      size="large"
      title={goods ? `编辑商品：${goods.goodsName}` : '新建商品'}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" className="goods-save" loading={save.isPending} onClick={() => void submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="goodsName" label="商品名称" rules={[{ required: true, message: '请填写商品名称' }]}>
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item name="categoryId" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
          <Select
            aria-label="分类"
            showSearch={{ optionFilterProp: 'label' }}
            options={categories.map((c) => ({
              value: c.id,
              label: `${c.cateLevel === 2 ? '└ ' : ''}${c.categoryName}${c.hidden ? '（隐藏）' : ''}`,
            }))}
          />
        </Form.Item>
        <Space wrap>
          <Form.Item name="goodsType" label="商品类型">
            <Select
              aria-label="商品类型"
              style={{ width: 140 }}
              options={[1, 2, 3].map((v) => ({ value: v, label: GOODS_TYPE_NAMES[v] }))}
            />
          </Form.Item>
          <Form.Item name="copyType" label="文案类型">
            <Select
              aria-label="文案类型"
              style={{ width: 120 }}
              options={[0, 1, 2, 3, 4].map((v) => ({ value: v, label: GOODS_COPY_TYPE_NAMES[v] }))}
            />
          </Form.Item>
          <Form.Item name="copywriting" label="文案">
            <Input maxLength={10} />
          </Form.Item>
          <Form.Item name="priceShowMode" label="隐藏价格" valuePropName="checked">
            <Switch />
          </Form.Item>
          {goods ? null : (
            <Form.Item name="listed" label="保存后上架" valuePropName="checked">
              <Switch className="goods-listed-switch" />
            </Form.Item>
          )}
        </Space>
        <Form.Item name="sellPoint" label="卖点">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="商品图片（第一张为主图）" required>
          <Space wrap>
            {images.map((img, i) => (
              <span key={img.path} style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center' }}>
                <img
                  src={img.url}
                  alt={`商品图片${i + 1}`}
                  width={72}
                  height={72}
                  style={{ objectFit: 'cover', border: '1px solid #ddd' }}
                />
                <Button size="small" type="link" onClick={() => setImages((l) => l.filter((x) => x.path !== img.path))}>
                  删除
                </Button>
              </span>
            ))}
            <input
              type="file"
              accept="image/png,image/jpeg"
              aria-label="上传商品图片"
              className="goods-image-input"
              disabled={uploading || images.length >= 9}
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </Space>
        </Form.Item>
        <Form.Item name="specName" label="规格名">
          <Input maxLength={20} style={{ width: 200 }} />
        </Form.Item>
        <Form.List name="skus">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} wrap align="baseline" className="goods-sku-row">
                  <Form.Item name={[f.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[f.name, 'name']} label={`规格${i + 1}`} rules={[{ required: true, message: '请填写规格名称' }]}>
                    <Input aria-label={`规格${i + 1}名称`} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'price']} label="售价（元）" rules={[{ required: true, message: '请填写售价' }]}>
                    <InputNumber aria-label={`规格${i + 1}售价`} precision={2} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'linedPrice']} label="划线价（元）">
                    <InputNumber aria-label={`规格${i + 1}划线价`} precision={2} min={0} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'stock']} label="库存">
                    <InputNumber aria-label={`规格${i + 1}库存`} precision={0} style={{ width: 100 }} />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(f.name)} disabled={fields.length <= 1}>
                    删除
                  </Button>
                </Space>
              ))}
              <Button className="goods-add-sku" onClick={() => add({ name: '', price: null, stock: null })}>
                添加规格
              </Button>
            </>
          )}
        </Form.List>
      </Form>
      {problem || save.error ? <Alert style={{ marginTop: 16 }} type="error" showIcon title={problem || save.error?.message} /> : null}
    </Drawer>
  )
}
