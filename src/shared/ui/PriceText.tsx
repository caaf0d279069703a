import { View, Text } from '@tarojs/components'
import { formatPrice, priceDisplay, type MoneyInput } from '@/domain'
import './PriceText.scss'

export interface PriceTextProps {
  price: MoneyInput
  /** strike-through line price (shown only when above the price) */
  linePrice?: MoneyInput
  priceShowMode?: number | string | null
  goodsPriceFlag?: number | string | null
  customCopy?: string | null
  size?: 'small' | 'normal' | 'large'
  className?: string
}

/**
 * Goods price (SPEC §3/§4/§9): two decimals (domain formatPrice) after ¥, the custom copy when the price
 * flag says pay after consultation, nothing when priceShowMode hides it; plus the strike-through line price.
 */
export default function PriceText({
  price,
  linePrice,
  priceShowMode,
  goodsPriceFlag,
  customCopy,
  size = 'normal',
  className,
}: PriceTextProps) {
  const d = priceDisplay({ price, priceShowMode, goodsPriceFlag, customCopy })
  if (d.kind === 'hidden') return null
  const showLine =
    d.kind === 'price' && linePrice !== undefined && linePrice !== null && linePrice !== '' && Number(linePrice) > Number(price)
  return (
    <View className={`goods-price goods-price--${size} ${className || ''}`}>
      {d.kind === 'copy' ? (
        <Text className="goods-price__copy">{d.text}</Text>
      ) : (
        <Text className="goods-price__now">
          <Text className="goods-price__symbol">¥</Text>
          {d.text}
        </Text>
      )}
      {showLine ? <Text className="goods-price__line">¥{formatPrice(linePrice)}</Text> : null}
    </View>
  )
}
