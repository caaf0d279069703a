import { useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Checkbox, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { addMoney, formatPrice } from '@/domain'
import { addOnTotal, annotateAddOns, meaningWithAgeBand } from '@/domain/checkup'
import { queryServicePersons } from '@/features/address-person'
import { getGoods } from '@/features/goods'
import { queryPackageDetail } from './api'
import { CHECKUP_TEXT } from './texts'
import './checkup.scss'

/**
 * /checkup/ballCheck?packageId=[&personId=]: the package's add-on items ("X") by group with price, who
 * each is for, and — once an exam person is chosen — which ones fit (src/domain annotateAddOns: sex, age
 * band, gynaecological rule); the selected total with decimal.js. 下一步 carries the choice and the person
 * into the exam checkout (/serPackageOrderDetail), where the order charges them (the server checks the
 * same rules at commitPay).
 */
export default function AddOnScreen() {
  const { query } = useMemo(() => currentRoute(), [])
  const packageId = Number(query.packageId) || 0
  const d = useQuery(['pe-detail', packageId], () => queryPackageDetail(packageId), { enabled: packageId > 0 })
  const persons = useQuery(['pe-persons'], () => queryServicePersons())
  const [personId, setPersonId] = useState<number | null>(Number(query.personId) || null)
  const [selected, setSelected] = useState<number[]>([])
  if (!packageId)
    return (
      <Page>
        <StatusView kind="notFound" text="套餐不存在" />
      </Page>
    )
  const p = d.data
  const person = (persons.data ?? []).find((x) => x.id === personId) ?? null
  const annotated = p
    ? person
      ? annotateAddOns(p.addItems, person)
      : p.addItems.map((i) => ({ ...i, eligible: true, ineligibleReason: null }))
    : []
  // a choice that no longer fits the person is dropped from the total and the order
  const chosen = selected.filter((id) => annotated.find((a) => a.id === id)?.eligible)
  const addOns = p ? addOnTotal(p.addItems, chosen) : addMoney(0)
  const total = p ? addMoney(p.price, addOns) : addMoney(0)
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))
  const next = async () => {
    if (!p) return
    const goods = await getGoods({ goodsId: p.goodsId })
    const sku = (goods.skus ?? [])[0] as { skuId?: number; id?: number } | undefined
    navigate('/serPackageOrderDetail', {
      goodsId: p.goodsId,
      skuId: sku?.skuId ?? sku?.id ?? 0,
      goodsNum: 1,
      ...(chosen.length ? { addItemIds: chosen.join(',') } : {}),
      ...(person ? { examPersonId: person.id } : {}),
    })
  }
  const footer = p ? (
    <View className="ck-footer">
      <View className="ck-addon__sum">
        <Text className="ck-addon__total" data-total={total.toFixed(2)}>
          合计：¥{formatPrice(total)}
        </Text>
        <Text className="ck-hint" data-addons={addOns.toFixed(2)}>
          套餐 ¥{formatPrice(p.price)} + 加项 ¥{formatPrice(addOns)}（{chosen.length}项）
        </Text>
      </View>
      <Button type="primary" className="ck-footer__btn" onClick={next}>
        {CHECKUP_TEXT.next}
      </Button>
    </View>
  ) : null
  const groups: Array<{ category: string; items: typeof annotated }> = []
  for (const it of annotated) {
    const category = it.category || '其他加项'
    let g = groups.find((x) => x.category === category)
    if (!g) groups.push((g = { category, items: [] }))
    g.items.push(it)
  }
  return (
    <Page onRefresh={d.reload} footer={footer}>
      {d.error && !p ? (
        <StatusView kind="error" text={d.error} actionText="重试" onAction={d.reload} />
      ) : !p ? (
        <Skeleton animated rows={8} />
      ) : (
        <View className="ck-detail ck-addon">
          <View className="ck-section">
            <Text className="ck-detail__name">{p.packageName}</Text>
            <Text className="ck-hint">{CHECKUP_TEXT.addOnIntro}</Text>
          </View>
          <View className="ck-section">
            <Text className="ck-section__title">{CHECKUP_TEXT.forWhom}</Text>
            {(persons.data ?? []).length ? (
              <View className="ck-addon__persons">
                {(persons.data ?? []).map((x) => (
                  <Text
                    key={x.id}
                    data-person={x.id}
                    className={`ck-chip ${x.id === personId ? 'ck-chip--on' : ''}`}
                    onClick={() => setPersonId(x.id === personId ? null : x.id)}
                  >
                    {x.name} {x.sexStr} {x.age}岁
                  </Text>
                ))}
              </View>
            ) : (
              <Text className="ck-hint">{CHECKUP_TEXT.noPersonYet}</Text>
            )}
            {!person ? <Text className="ck-hint">{CHECKUP_TEXT.pickPersonHint}</Text> : null}
            <Text
              className="ck-link"
              onClick={() => navigate('/checkup/medical-user-info', { packageId, ...(person ? { personId: person.id } : {}) })}
            >
              {CHECKUP_TEXT.fillPersonInfo}
            </Text>
          </View>
          {groups.length === 0 ? (
            <StatusView kind="empty" text={CHECKUP_TEXT.noAddOns} />
          ) : (
            groups.map((g) => (
              <View key={g.category} className="ck-section">
                <Text className="ck-section__title">{g.category}</Text>
                {g.items.map((i) => (
                  <View
                    key={i.id}
                    data-add-on={i.id}
                    className={`ck-addon__item ${i.eligible ? '' : 'ck-addon__item--off'}`}
                    onClick={() => i.eligible && toggle(i.id)}
                  >
                    <Checkbox checked={chosen.includes(i.id)} disabled={!i.eligible} />
                    <View className="ck-addon__body">
                      <View className="ck-item__head">
                        <Text className="ck-item__name">{i.itemName}</Text>
                        <Text className="ck-item__price">¥{formatPrice(i.price)}</Text>
                      </View>
                      <Text className="ck-item__meaning">{meaningWithAgeBand(i.meaning, i.minAge, i.maxAge)}</Text>
                      {i.ineligibleReason ? <Text className="ck-warn">{i.ineligibleReason}</Text> : null}
                    </View>
                  </View>
                ))}
              </View>
            ))
          )}
          <View className="ck-section">
            <Text className="ck-hint">{CHECKUP_TEXT.riskHint}</Text>
          </View>
        </View>
      )}
    </Page>
  )
}
