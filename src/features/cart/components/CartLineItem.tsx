import { View, Text, Image } from '@tarojs/components'
import { Checkbox } from '@nutui/nutui-react-taro'
import type { CartLine } from '@contract/cart'
import PriceText from '@/shared/ui/PriceText'
import Stepper from '@/shared/ui/Stepper'
import './cart.scss'

export interface CartLineItemProps {
  line: CartLine
  /** lost-efficacy lines: greyed, the radio disabled, no stepper */
  lost?: boolean
  onToggle?: (line: CartLine) => void
  onQuantity?: (line: CartLine, n: number) => void
  onDelete?: (line: CartLine) => void
}

/** one cart line: radio, picture, name, sku, price (activity price with the sku price struck through), stepper, delete */
export default function CartLineItem({ line, lost, onToggle, onQuantity, onDelete }: CartLineItemProps) {
  const struck = line.linePrice > line.actualPrice ? line.linePrice : line.price > line.actualPrice ? line.price : undefined
  return (
    <View className={`cart-line ${lost ? 'cart-line--lost' : ''}`} data-cart={line.cartId} data-checked={line.checked ? '1' : '0'}>
      <View className="cart-line__radio" onClick={() => onToggle?.(line)}>
        <Checkbox checked={!lost && line.checked} disabled={!!lost} />
      </View>
      <View className="cart-line__pic">
        <Image className="cart-line__img" src={line.goodsUrl} mode="aspectFill" />
        {lost ? <Text className="cart-line__lost-tag">失效</Text> : null}
      </View>
      <View className="cart-line__body">
        <Text className="cart-line__name">{line.goodsName}</Text>
        {line.skuName ? <Text className="cart-line__sku">{line.skuName}</Text> : null}
        {line.copywriting && line.type ? <Text className="cart-line__copy">{line.copywriting}</Text> : null}
        {lost ? <Text className="cart-line__reason">{line.lostReason || '商品已失效'}</Text> : null}
        <View className="cart-line__bottom">
          <PriceText
            price={line.actualPrice}
            linePrice={struck}
            priceShowMode={line.priceShowMode}
            goodsPriceFlag={line.dealTypeDto?.goodsPriceFlag}
            customCopy={line.dealTypeDto?.customCopy}
            size="small"
          />
          {lost ? null : (
            <Stepper value={line.goodsNum} max={line.maxNum} message={line.limitMessage} onChange={(n) => onQuantity?.(line, n)} />
          )}
        </View>
      </View>
      {onDelete ? (
        <Text className="cart-line__del" onClick={() => onDelete(line)}>
          删除
        </Text>
      ) : null}
    </View>
  )
}
