import { useEffect, useMemo, useState } from 'react'
import { View, Text, Image, Input } from '@tarojs/components'
import { Popup, Button } from '@nutui/nutui-react-taro'
import {
  formatPrice,
  linePrice,
  maxQuantity,
  priceDisplay,
  resolveSku,
  showSkuConfirm,
  validateSpecSelection,
  type QuantityActivity,
  type SkuDef,
} from '@/domain'
import { toast } from '@/shared/platform'
import { assetUrl } from '@/shared/request/assetUrl'
import Stepper from '@/shared/ui/Stepper'
import { specValues, toSpecDefs, type SpecInput } from '../specs'
import './sku.scss'

export type SkuAction = 'cart' | 'pay' | 'other'

export interface SkuLike {
  id: number | string
  skuId?: number | string
  price: number | string
  stock?: number | null
  stockFlag?: number | null
  skuData: string | Array<{ key: string; value: string }>
  activityPrice?: number | string | null
  activityDiscountPrice?: number | string | null
}

export interface SkuGoods {
  goodsName: string
  goodsUrl?: string
  goodsType?: number
  price: number | string
  minPrice?: number | string | null
  maxPrice?: number | string | null
  stock?: number | null
  stockFlag?: number | null
  priceShowMode?: number | null
  dealTypeDto?: { goodsPriceFlag?: number | null; customCopy?: string | null } | null
  skuNum?: number
  specList?: SpecInput[]
  skus?: SkuLike[]
  activity?:
    | (QuantityActivity & {
        skuId?: number | string | null
        activityPrice?: number | string | null
        activityDiscountPrice?: number | string | null
      })
    | null
}

export interface SkuChoice {
  sku: SkuLike
  quantity: number
  /** spec name → value (sku and message specs) */
  selected: Record<string, string>
}

export interface SkuPopupProps {
  visible: boolean
  goods: SkuGoods
  /** what confirming does: add to cart, buy now, or just keep the choice (opened from the spec row) */
  action: SkuAction
  initial?: Partial<Pick<SkuChoice, 'quantity' | 'selected'>>
  onClose: () => void
  /** called with the resolved sku and quantity once every spec is chosen */
  onConfirm: (choice: SkuChoice) => void
  /** the choice changed (the detail page shows 已选 from it) */
  onChange?: (choice: Partial<SkuChoice>) => void
}

/** spec name → its value, for each sku spec that has exactly one value */
export function soleValues(specs: readonly SpecInput[], defs: readonly { specName: string; kind?: string }[]): Record<string, string> {
  const out: Record<string, string> = {}
  specs.forEach((s, i) => {
    const values = specValues(s)
    if (defs[i]?.kind === 'sku' && values.length === 1) out[defs[i].specName] = values[0]
  })
  return out
}

/** the entries of `sole` whose spec `selected` has no value for */
function withoutEmpty(sole: Record<string, string>, selected: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(sole).filter(([k]) => !selected[k]))
}

/** OWN: shown instead of the cart / pay button when the price is hidden (priceShowMode 1) */
export const NOT_FOR_SALE_ONLINE = '该商品暂不支持线上购买'
const ACTION_TEXT: Record<SkuAction, string> = { cart: '加入购物车', pay: '立即购买', other: '确定' }

/**
 * SPEC §2/§5 sku and quantity popup: every spec must be chosen (请选择{spec name}); the sku resolves
 * when all sku specs are chosen; the stepper's limits and messages come from domain maxQuantity;
 * the confirm button is hidden while the sku is missing, and for cart/pay when priceShowMode is 1
 * (a grey hint takes its place and tapping it says why).
 */
export default function SkuPopup({ visible, goods, action, initial, onClose, onConfirm, onChange }: SkuPopupProps) {
  const specs = useMemo(() => goods.specList || [], [goods.specList])
  const skus = goods.skus || []
  // the server reports skuNum 1 for a goods without specs (its one sku has no spec values): nothing to choose
  const skuSpecCount = specs.filter((s) => s.kind !== 'message').length
  const skuNum = skuSpecCount === 0 ? 0 : (goods.skuNum ?? skuSpecCount)
  const defs = useMemo(() => toSpecDefs(specs, skuNum), [specs, skuNum])
  // a sku spec with one value only (规格: 标准) is chosen already: nothing to pick
  const sole = useMemo(() => soleValues(specs, defs), [specs, defs])
  const [selected, setSelected] = useState<Record<string, string>>(() => ({ ...sole, ...(initial?.selected || {}) }))
  useEffect(() => {
    if (Object.keys(sole).some((k) => !selected[k])) setSelected((s) => ({ ...s, ...withoutEmpty(sole, s) }))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fills the one-value specs when the goods (its specs) changes
  }, [sole])
  const [quantity, setQuantity] = useState(initial?.quantity || 1)

  // a goods without specs has exactly one sku: nothing to choose
  const skuSelection = useMemo(() => {
    const out: Record<string, string> = {}
    defs.forEach((d) => {
      if (d.kind === 'sku' && selected[d.specName]) out[d.specName] = selected[d.specName]
    })
    return out
  }, [defs, selected])
  // (the server counts such a goods as skuNum 1 with an empty spec list: its one sku is '规格: 标准')
  const sku: SkuLike | null =
    !defs.some((d) => d.kind === 'sku') && skus.length === 1
      ? skus[0]
      : (resolveSku(skus as unknown as Array<SkuLike & SkuDef>, skuSelection, skuNum) as SkuLike | null)
  // an activity bound to one sku (activity.skuId) applies to that sku only
  const act = goods.activity
  const skuActivity =
    act && (act.skuId === null || act.skuId === undefined || !sku || Number(act.skuId) === Number(sku.skuId ?? sku.id)) ? act : null
  const limit = maxQuantity({
    goodsType: goods.goodsType,
    stock: sku?.stock ?? goods.stock,
    stockFlag: sku?.stockFlag ?? goods.stockFlag,
    activity: skuActivity,
  })

  useEffect(() => {
    if (limit.max > 0 && quantity > limit.max) setQuantity(limit.max)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- clamps only when the limit changes; typing a quantity is clamped by the stepper
  }, [limit.max])

  useEffect(() => {
    onChange?.({ sku: sku || undefined, quantity, selected })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reports a change of the choice; a new onChange identity is not a change
  }, [sku, quantity, selected])

  const step = action === 'other' ? 1 : undefined
  const missing = validateSpecSelection(defs, selected, { skuNum, step })
  const canConfirm = showSkuConfirm({ skuResolved: !!sku, action, priceShowMode: goods.priceShowMode })
  const unitPrice = sku
    ? linePrice({
        price: sku.price,
        activity: skuActivity,
        activityPrice: sku.activityPrice ?? skuActivity?.activityPrice,
        activityDiscountPrice: sku.activityDiscountPrice ?? skuActivity?.activityDiscountPrice,
      })
    : null
  const shown = priceDisplay({
    price: unitPrice ?? goods.price,
    priceShowMode: goods.priceShowMode,
    goodsPriceFlag: goods.dealTypeDto?.goodsPriceFlag,
    customCopy: goods.dealTypeDto?.customCopy,
  })
  const range =
    !sku && goods.minPrice != null && goods.maxPrice != null && Number(goods.minPrice) !== Number(goods.maxPrice)
      ? `${formatPrice(goods.minPrice)}-${formatPrice(goods.maxPrice)}`
      : null
  const chosenText = defs
    .filter((d) => selected[d.specName])
    .map((d) => selected[d.specName])
    .join('，')

  // tapping the chosen value again clears it, except the only value of a spec
  const pick = (name: string, value: string) => setSelected((s) => ({ ...s, [name]: s[name] === value && !sole[name] ? '' : value }))

  const confirm = () => {
    if (missing) return toast(missing)
    if (!sku) return toast(validateSpecSelection(defs, skuSelection, { skuNum, step: 1 }) || '所选规格暂无库存')
    if (limit.max <= 0) return toast(limit.message)
    onConfirm({ sku, quantity, selected })
  }
  /** the grey hint in place of the hidden confirm button */
  const hint = !sku ? missing || '所选规格暂无库存' : NOT_FOR_SALE_ONLINE

  return (
    <Popup visible={visible} position="bottom" round closeable onClose={onClose} className="sku-popup">
      <View className="sku-popup__head">
        <Image className="sku-popup__img" src={goods.goodsUrl ? assetUrl(goods.goodsUrl) : ''} mode="aspectFill" />
        <View className="sku-popup__head-info">
          {shown.kind === 'price' ? (
            <Text className="sku-popup__price">
              <Text className="sku-popup__yen">¥</Text>
              {range || shown.text}
            </Text>
          ) : shown.kind === 'copy' ? (
            <Text className="sku-popup__copy">{shown.text}</Text>
          ) : null}
          <Text className="sku-popup__chosen">
            {/* nothing to choose (no specs): the quantity is the whole choice, never 请选择规格 (issue 35) */}
            {chosenText ? `已选：${chosenText}` : missing || (defs.length ? '请选择规格' : `已选：${quantity}件`)}
          </Text>
        </View>
      </View>
      <View className="sku-popup__body">
        {specs.map((spec, i) => {
          const def = defs[i]
          if (def.kind === 'message') {
            return (
              <View key={def.specName} className="sku-popup__spec">
                <Text className="sku-popup__spec-name">{def.specName}</Text>
                <Input
                  className="sku-popup__message"
                  name={`spec-${i}`}
                  placeholder={`请输入${def.specName}`}
                  value={selected[def.specName] || ''}
                  onInput={(e) => setSelected((s) => ({ ...s, [def.specName]: String(e.detail.value).trim() }))}
                />
              </View>
            )
          }
          return (
            <View key={def.specName} className="sku-popup__spec">
              <Text className="sku-popup__spec-name">{def.specName}</Text>
              <View className="sku-popup__values">
                {specValues(spec).map((v) => (
                  <Text
                    key={v}
                    className={`sku-popup__value ${selected[def.specName] === v ? 'sku-popup__value--on' : ''}`}
                    onClick={() => pick(def.specName, v)}
                  >
                    {v}
                  </Text>
                ))}
              </View>
            </View>
          )
        })}
        <View className="sku-popup__qty">
          <Text className="sku-popup__spec-name">购买数量</Text>
          <Stepper value={quantity} max={limit.max} message={limit.message} onChange={setQuantity} />
        </View>
      </View>
      <View className="sku-popup__foot">
        {canConfirm ? (
          <Button type="primary" block className="sku-popup__confirm" onClick={confirm}>
            {ACTION_TEXT[action]}
          </Button>
        ) : (
          <View className="sku-popup__hint" onClick={() => toast(hint)}>
            {hint}
          </View>
        )}
      </View>
    </Popup>
  )
}
