import { View, Text, Image } from '@tarojs/components'
import type { PePackage } from '@contract/exam'
import PriceText from '@/shared/ui/PriceText'
import { navigate } from '@/shared/routes/navigate'

/** one package in a list: picture, name, who it is for, item count, price (two decimals) */
export default function PackageCard({ pkg }: { pkg: PePackage }) {
  const age = pkg.maxAge >= 150 ? (pkg.minAge > 0 ? `${pkg.minAge}岁以上` : '不限年龄') : `${pkg.minAge}-${pkg.maxAge}岁`
  return (
    <View
      className="ck-card"
      data-package-id={pkg.packageId}
      onClick={() => navigate('/checkup/packageDetail', { packageId: pkg.packageId })}
    >
      <Image className="ck-card__pic" src={pkg.picUrl} mode="aspectFill" />
      <View className="ck-card__body">
        <Text className="ck-card__name">{pkg.packageName}</Text>
        <Text className="ck-card__sell">{pkg.sellPoint}</Text>
        <View className="ck-card__tags">
          <Text className="ck-tag">{pkg.sexLimitStr === '不限' ? '男女通用' : `仅限${pkg.sexLimitStr}`}</Text>
          <Text className="ck-tag">{age}</Text>
          <Text className="ck-tag">{pkg.itemCount}项检查</Text>
          {pkg.familySize > 1 ? <Text className="ck-tag ck-tag--hot">{pkg.familySize}人套餐</Text> : null}
        </View>
        <PriceText price={pkg.price} linePrice={pkg.linedPrice} size="small" />
      </View>
    </View>
  )
}
