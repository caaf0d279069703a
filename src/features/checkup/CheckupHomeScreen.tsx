import { View, Text, Image } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import Carousel from '@/shared/ui/Carousel'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { queryPackageList, queryPeBanner, queryPeCrowd, queryPeDisease } from './api'
import PackageCard from './PackageCard'
import { CHECKUP_TEXT } from './texts'
import './checkup.scss'

/** /checkup/home/index: banners, entries by crowd and by concern, personal / family / group, recommended packages, the institution */
export default function CheckupHomeScreen() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const banners = useQuery(['pe-banner', hospitalId], queryPeBanner)
  const crowds = useQuery(['pe-crowd', hospitalId], queryPeCrowd)
  const diseases = useQuery(['pe-disease', hospitalId], queryPeDisease)
  const packages = useQuery(['pe-packages', hospitalId], () => queryPackageList({ pageSize: 50 }))
  const refresh = () => Promise.all([banners.reload(), crowds.reload(), diseases.reload(), packages.reload()])
  const recommended = (packages.data?.list ?? []).filter((p) => p.recommended)
  const institution = packages.data?.list[0]?.serviceInstitution
  // the sections below the entries arrive together: one skeleton until the three lists are in, so that the crowd
  // and concern grids do not push the sections under them down as each reply lands (issue 16: CLS ≤ 0.02)
  const settled = (q: { data?: unknown; loading: boolean }) => !!q.data || !q.loading
  const sectionsReady = settled(crowds) && settled(diseases) && settled(packages)
  if (packages.error && !packages.data)
    return (
      <Page onRefresh={refresh}>
        <StatusView kind="error" text={packages.error} actionText="重试" onAction={refresh} />
      </Page>
    )
  return (
    <Page onRefresh={refresh}>
      <View className="ck-home">
        {banners.data?.length ? (
          <Carousel className="ck-home__banner" height="150px" autoplay loop indicator>
            {banners.data.map((b) => (
              <Image
                key={b.id}
                className="ck-home__banner-img"
                src={b.picUrl}
                mode="aspectFill"
                onClick={() => b.jumpPath && navigate(b.jumpPath)}
              />
            ))}
          </Carousel>
        ) : (
          <Skeleton className="ck-home__banner" animated rows={3} />
        )}
        <View className="ck-entries">
          <View className="ck-entry" onClick={() => navigate('/checkup/personalPackageList')}>
            <Text className="ck-entry__title">{CHECKUP_TEXT.personal}</Text>
            <Text className="ck-entry__sub">{CHECKUP_TEXT.personalSub}</Text>
          </View>
          <View className="ck-entry" onClick={() => navigate('/checkup/packageList', { family: 1 })}>
            <Text className="ck-entry__title">{CHECKUP_TEXT.family}</Text>
            <Text className="ck-entry__sub">{CHECKUP_TEXT.familySub}</Text>
          </View>
          <View className="ck-entry" onClick={() => navigate('/checkup/copersonal')}>
            <Text className="ck-entry__title">{CHECKUP_TEXT.group}</Text>
            <Text className="ck-entry__sub">{CHECKUP_TEXT.groupSub}</Text>
          </View>
        </View>
        {sectionsReady ? (
          <>
            <EntryGrid
              title={CHECKUP_TEXT.byCrowd}
              items={crowds.data ?? []}
              dataKey="data-crowd"
              onPick={(c) => navigate('/checkup/packageList', { crowd: c.id })}
            />
            <EntryGrid
              title={CHECKUP_TEXT.byConcern}
              items={diseases.data ?? []}
              onPick={(d) => navigate('/checkup/packageList', { diseaseId: d.id })}
            />
            <View className="ck-section">
              <Text className="ck-section__title">{CHECKUP_TEXT.recommended}</Text>
              {packages.loading && !packages.data ? (
                <Skeleton animated rows={4} />
              ) : (
                recommended.map((p) => <PackageCard key={p.packageId} pkg={p} />)
              )}
            </View>
            {institution ? (
              <View className="ck-section ck-inst">
                <Text className="ck-section__title">{CHECKUP_TEXT.institution}</Text>
                <Text className="ck-inst__name">{institution.name}</Text>
                <Text className="ck-inst__line">地址：{institution.address}</Text>
                <Text className="ck-inst__line">{CHECKUP_TEXT.hours}</Text>
                {institution.phone ? <Text className="ck-inst__line">电话：{institution.phone}</Text> : null}
              </View>
            ) : null}
          </>
        ) : (
          <Skeleton className="ck-home__sections" animated rows={10} />
        )}
      </View>
    </Page>
  )
}

/** a section of entries by crowd or by concern: each with its package count; entries without a package are left out */
function EntryGrid<T extends { id: string | number; name: string; packageCount: number }>(props: {
  title: string
  items: T[]
  onPick: (item: T) => void
  /** a data attribute carrying the entry's id (the journeys pick a crowd by it) */
  dataKey?: 'data-crowd'
}) {
  const { title, items, onPick, dataKey } = props
  return (
    <View className="ck-section">
      <Text className="ck-section__title">{title}</Text>
      <View className="ck-grid">
        {items
          .filter((i) => i.packageCount > 0)
          .map((i) => (
            <View key={i.id} className="ck-grid__item" {...(dataKey ? { [dataKey]: i.id } : {})} onClick={() => onPick(i)}>
              <Text className="ck-grid__name">{i.name}</Text>
              <Text className="ck-grid__count">{i.packageCount}个套餐</Text>
            </View>
          ))}
      </View>
    </View>
  )
}
