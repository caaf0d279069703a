/**
 * 支付有礼: the pay-success page of the hospital — the banner (an uploaded picture) and the app page it opens, the tip,
 * the recommended goods and the coupons every paid order brings (granted once per order). The server checks the page
 * against the route table and the goods and coupons against the hospital (400 with the reason, shown here).
 */
import { useState } from 'react'
import { Alert, AutoComplete, Button, Drawer, Form, Input, Select, Space, Typography } from 'antd'
import { useMutation, useQuery } from '@tanstack/react-query'
import { APP_PAGES } from '@/domain/appPages'
import { fileBase64, IMAGE_MAX_BYTES, listCoupons, listGoods, paySuccessConfig, savePaySuccess, uploadImage, type PaySuccess } from './api'

interface Values {
  bannerLink: string
  tip: string
  goodsIds: number[]
  giftRuleIds: number[]
}

const PAGE_OPTIONS = APP_PAGES.filter(([p]) => p !== '/').map(([value, title]) => ({ value, label: `${title} ${value}` }))

export function PaySuccessDrawer({ onClose, onDone }: { onClose: () => void; onDone: (c: PaySuccess) => void }) {
  const config = useQuery({ queryKey: ['staff-pay-success'], queryFn: paySuccessConfig })
  const [form] = Form.useForm<Values>()
  const [banner, setBanner] = useState<{ path: string; url: string } | null | undefined>(undefined)
  const [problem, setProblem] = useState('')
  const [uploading, setUploading] = useState(false)
  const [keyword, setKeyword] = useState('')
  const goods = useQuery({
    queryKey: ['staff-goods-pick', keyword],
    queryFn: () => listGoods({ keyword: keyword || undefined, pageSize: 50 }),
  })
  const coupons = useQuery({ queryKey: ['staff-coupons-pick'], queryFn: () => listCoupons({ pageNum: 1, pageSize: 100 }) })
  const save = useMutation({ mutationFn: savePaySuccess, onSuccess: onDone })
  const cfg = config.data
  // the stored banner until the operator uploads another or removes it
  const shown = banner === undefined ? (cfg?.bannerPath ? { path: cfg.bannerPath, url: cfg.bannerUrl ?? cfg.bannerPath } : null) : banner
  const pick = async (file: File | undefined) => {
    if (!file) return
    if (file.size > IMAGE_MAX_BYTES) return setProblem('图片不能超过2MB')
    setUploading(true)
    try {
      setBanner(await uploadImage(await fileBase64(file)))
      setProblem('')
    } catch (e) {
      setProblem((e as Error).message)
    } finally {
      setUploading(false)
    }
  }
  const submit = async () => {
    const v = await form.validateFields()
    setProblem('')
    save.mutate({
      bannerPath: shown?.path ?? null,
      bannerLink: v.bannerLink?.trim() || null,
      tip: v.tip?.trim() || null,
      goodsIds: v.goodsIds ?? [],
      giftRuleIds: v.giftRuleIds ?? [],
    })
  }
  const known = (ids: number[], list: Array<{ id: number }> | undefined, label: string) =>
    ids.filter((id) => !list?.some((x) => x.id === id)).map((id) => ({ value: id, label: `${label} ${id}` }))
  const goodsOptions = [
    ...(goods.data?.list ?? []).map((g) => ({ value: g.id, label: g.goodsName })),
    ...known(cfg?.goodsIds ?? [], goods.data?.list, '商品'),
  ]
  const couponOptions = [
    ...(coupons.data?.list ?? []).map((c) => ({ value: c.id, label: `${c.couponName}（${c.valueText}）` })),
    ...known(cfg?.giftRuleIds ?? [], coupons.data?.list, '优惠券'),
  ]
  return (
    <Drawer
      open
      size="large"
      title="支付有礼"
      onClose={onClose}
      loading={!cfg && !config.error}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" className="pay-success-save" disabled={!cfg} loading={save.isPending} onClick={() => void submit()}>
            保存
          </Button>
        </Space>
      }
    >
      {config.error ? <Alert type="error" showIcon title={config.error.message} /> : null}
      {cfg ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ bannerLink: cfg.bannerLink ?? '', tip: cfg.tip ?? '', goodsIds: cfg.goodsIds, giftRuleIds: cfg.giftRuleIds }}
        >
          <Form.Item label="横幅图片">
            <Space wrap align="center">
              {shown ? (
                <>
                  <img
                    src={shown.url}
                    alt="支付成功页横幅"
                    height={72}
                    style={{ maxWidth: 240, objectFit: 'cover', border: '1px solid #ddd' }}
                  />
                  <Button size="small" type="link" onClick={() => setBanner(null)}>
                    删除
                  </Button>
                </>
              ) : (
                <Typography.Text type="secondary">无横幅</Typography.Text>
              )}
              <input
                type="file"
                accept="image/png,image/jpeg"
                aria-label="上传横幅图片"
                className="pay-success-banner-input"
                disabled={uploading}
                onChange={(e) => void pick(e.target.files?.[0])}
              />
            </Space>
          </Form.Item>
          <Form.Item name="bannerLink" label="横幅跳转页面（可带参数，如 /goodsSearchDetail?keyword=血压计）">
            <AutoComplete
              aria-label="横幅跳转页面"
              options={PAGE_OPTIONS}
              allowClear
              showSearch={{ filterOption: (input, o) => String(o?.label ?? '').includes(input) || String(o?.value ?? '').includes(input) }}
            />
          </Form.Item>
          <Form.Item name="tip" label="提示语">
            <Input.TextArea aria-label="提示语" maxLength={100} showCount autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Form.Item name="goodsIds" label="推荐商品（最多12件，按选择顺序展示）">
            <Select
              mode="multiple"
              aria-label="推荐商品"
              maxCount={12}
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              options={goodsOptions}
            />
          </Form.Item>
          <Form.Item name="giftRuleIds" label="支付后赠送的优惠券（每笔订单赠送一次，最多5种）">
            <Select mode="multiple" aria-label="赠送优惠券" maxCount={5} options={couponOptions} optionFilterProp="label" />
          </Form.Item>
        </Form>
      ) : null}
      {problem || save.error ? <Alert style={{ marginTop: 16 }} type="error" showIcon title={problem || save.error?.message} /> : null}
      {cfg?.updatedAt ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          上次修改：{cfg.updatedAt}
        </Typography.Paragraph>
      ) : null}
    </Drawer>
  )
}
