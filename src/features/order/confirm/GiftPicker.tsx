import { useEffect, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Popup, Button, Checkbox } from '@nutui/nutui-react-taro'
import {
  formatPrice,
  giftPickerFooter,
  giftStatusLabel,
  isGiftSelectable,
  toggleGift,
  validateGiftSelection,
  type GiftItem,
} from '@/domain'
import { toast } from '@/shared/platform'
import './order-widgets.scss'

export type PickerGift = GiftItem & {
  goodsId: number
  skuId: number
  goodsName: string
  goodsUrl?: string
  skuName?: string
  distributePrice?: number
  checked?: boolean
}

export interface GiftPickerProps {
  visible: boolean
  gifts: PickerGift[]
  /** domain giftMaxCount(giftNum, gifts) */
  max: number
  onConfirm: (gifts: PickerGift[]) => void
  onClose: () => void
}

/**
 * SPEC §2/§5 gift picker: tap to choose (domain toggleGift refuses an unavailable gift or one beyond
 * the maximum); footer 已选：{n} and 最多可选{max}种商品; 确定 needs at least one when gifts are
 * available (至少选择一个赠品).
 */
export default function GiftPicker({ visible, gifts, max, onConfirm, onClose }: GiftPickerProps) {
  const [list, setList] = useState<PickerGift[]>(gifts)
  useEffect(() => {
    if (visible) setList(gifts)
  }, [visible, gifts])
  const footer = giftPickerFooter(list, max)
  const tap = (i: number) => {
    const r = toggleGift(list, i, max)
    if (r.message) toast(r.message)
    setList(r.gifts)
  }
  const confirm = () => {
    const msg = validateGiftSelection(list, max)
    if (msg) return toast(msg)
    onConfirm(list)
  }
  return (
    <Popup visible={visible} position="bottom" round closeable title="选择赠品" onClose={onClose} className="gift-picker">
      <View className="gift-picker__list">
        {list.map((g, i) => {
          const label = giftStatusLabel(g)
          return (
            <View
              key={`${g.goodsId}-${g.skuId}`}
              className={`gift-item ${isGiftSelectable(g) ? '' : 'gift-item--off'}`}
              data-gift={g.skuId}
              onClick={() => tap(i)}
            >
              <Checkbox className="gift-item__check" checked={!!g.checked} disabled={!isGiftSelectable(g)} />
              {g.goodsUrl ? <Image className="gift-item__img" src={g.goodsUrl} mode="aspectFill" /> : null}
              <View className="gift-item__body">
                <Text className="gift-item__name">{g.goodsName}</Text>
                {g.skuName ? <Text className="gift-item__sku">{g.skuName}</Text> : null}
                <View className="gift-item__row">
                  <Text className="gift-item__price">赠品 ¥0.00</Text>
                  {g.distributePrice ? <Text className="gift-item__line">¥{formatPrice(g.distributePrice)}</Text> : null}
                  {label ? <Text className="gift-item__state">{label}</Text> : null}
                </View>
              </View>
            </View>
          )
        })}
      </View>
      <View className="gift-picker__footer">
        <View className="gift-picker__count">
          <Text className="gift-picker__selected">{footer.selected}</Text>
          <Text className="gift-picker__limit">{footer.limit}</Text>
        </View>
        <Button type="primary" className="gift-picker__confirm" onClick={confirm}>
          确定
        </Button>
      </View>
    </Popup>
  )
}
