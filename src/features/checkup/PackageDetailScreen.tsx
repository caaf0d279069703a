import { useMemo } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import PriceText from '@/shared/ui/PriceText'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { formatPrice } from '@/domain'
import { ageBandText, meaningWithAgeBand } from '@/domain/checkup'
import { getGoods } from '@/features/goods'
import { queryPackageDetail } from './api'
import { CHECKUP_TEXT } from './texts'
import './checkup.scss'

/**
 * /checkup/packageDetail?packageId=: the "1 + X" package — base items by department with what each checks,
 * the optional screenings (add-ons) by group with their price and rules, who it is for, the preparation
 * notices, the institution; 立即预约 opens the exam checkout (/serPackageOrderDetail: exam person, rule form,
 * date and slot on the appointment pool, add-ons, payment).
 */
export default function PackageDetailScreen() {
  const { query } = useMemo(() => currentRoute(), [])
  const packageId = Number(query.packageId) || 0
  const d = useQuery(['pe-detail', packageId], () => queryPackageDetail(packageId), { enabled: packageId > 0 })
  // the page shell first: a bare status view would never tell the shell (and its tab bar, title, guard) it settled
  if (!packageId)
    return (
      <Page>
        <StatusView kind="notFound" text="套餐不存在" />
      </Page>
    )
  const p = d.data
  const book = async () => {
    if (!p) return
    const goods = await getGoods({ goodsId: p.goodsId })
    const sku = (goods.skus ?? [])[0] as { skuId?: number; id?: number } | undefined
    navigate('/serPackageOrderDetail', { goodsId: p.goodsId, skuId: sku?.skuId ?? sku?.id ?? 0, goodsNum: 1 })
  }
  const footer = p ? (
    <View className="ck-footer">
      <PriceText price={p.price} linePrice={p.linedPrice} size="large" />
      {p.addItems.length ? (
        <Button className="ck-footer__btn ck-footer__btn--ghost" onClick={() => navigate('/checkup/ballCheck', { packageId: p.packageId })}>
          {CHECKUP_TEXT.chooseAddOns}
        </Button>
      ) : null}
      <Button type="primary" className="ck-footer__btn" onClick={book}>
        {CHECKUP_TEXT.book}
      </Button>
    </View>
  ) : null
  return (
    <Page onRefresh={d.reload} footer={footer}>
      {d.error && !p ? (
        <StatusView kind="error" text={d.error} actionText="重试" onAction={d.reload} />
      ) : !p ? (
        <Skeleton animated rows={10} />
      ) : (
        <View className="ck-detail">
          <Image className="ck-detail__pic" src={p.picUrl} mode="aspectFill" />
          <View className="ck-section">
            <Text className="ck-detail__name">{p.packageName}</Text>
            <Text className="ck-card__sell">{p.sellPoint}</Text>
            <View className="ck-card__tags">
              <Text className="ck-tag">{p.sexLimitStr === '不限' ? '男女通用' : `仅限${p.sexLimitStr}`}</Text>
              {ageBandText(p.minAge, p.maxAge) ? <Text className="ck-tag">{ageBandText(p.minAge, p.maxAge)}</Text> : null}
              {p.familySize > 1 ? <Text className="ck-tag ck-tag--hot">{p.familySize}人套餐</Text> : null}
            </View>
            {p.requiresSexualHistory ? <Text className="ck-warn">{CHECKUP_TEXT.sexualHistory}</Text> : null}
          </View>
          <View className="ck-section">
            <Text className="ck-section__title">
              {CHECKUP_TEXT.baseItems}（{p.itemCount}项）
            </Text>
            {p.itemGroups.map((g) => (
              <View key={g.department} className="ck-group">
                <Text className="ck-group__dept">{g.department}</Text>
                {g.items.map((i) => (
                  <View key={i.name} className="ck-item">
                    <Text className="ck-item__name">{i.name}</Text>
                    <Text className="ck-item__meaning">{i.meaning}</Text>
                  </View>
                ))}
              </View>
            ))}
          </View>
          {p.addOnGroups.length ? (
            <View className="ck-section">
              <Text className="ck-section__title">{CHECKUP_TEXT.addOns}</Text>
              <Text className="ck-hint">{CHECKUP_TEXT.addOnHint}</Text>
              {p.addOnGroups.map((g) => (
                <View key={g.category} className="ck-group">
                  <Text className="ck-group__dept">{g.category}</Text>
                  {g.items.map((i) => (
                    <View key={i.id} className="ck-item">
                      <View className="ck-item__head">
                        <Text className="ck-item__name">{i.itemName}</Text>
                        <Text className="ck-item__price">¥{formatPrice(i.price)}</Text>
                      </View>
                      <Text className="ck-item__meaning">{meaningWithAgeBand(i.meaning, i.minAge, i.maxAge)}</Text>
                    </View>
                  ))}
                </View>
              ))}
            </View>
          ) : null}
          <View className="ck-section">
            <Text className="ck-section__title">{CHECKUP_TEXT.notices}</Text>
            {p.notices.map((n) => (
              <Text key={n.id} className="ck-notice">
                · {n.text}
              </Text>
            ))}
            <Text className="ck-notice">· {p.notice}</Text>
            <Text className="ck-hint">{CHECKUP_TEXT.riskHint}</Text>
            <Text className="ck-link ck-detail__notice" onClick={() => navigate('/checkupNotice', { packageId: p.packageId })}>
              {CHECKUP_TEXT.fullNotice}
            </Text>
          </View>
          <View className="ck-section ck-inst">
            <Text className="ck-section__title">{CHECKUP_TEXT.institution}</Text>
            <Text className="ck-inst__name">{p.serviceInstitution.name}</Text>
            <Text className="ck-inst__line">地址：{p.serviceInstitution.address}</Text>
            {p.serviceInstitution.phone ? <Text className="ck-inst__line">电话：{p.serviceInstitution.phone}</Text> : null}
          </View>
        </View>
      )}
    </Page>
  )
}
