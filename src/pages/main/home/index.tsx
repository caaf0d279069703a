import { View, Text, Image } from '@tarojs/components'
import { SearchBar, Grid, Skeleton } from '@nutui/nutui-react-taro'
import Page from '../../../components/Page'
import { navigate } from '../../../routes/navigate'
import { useAppStore } from '../../../store'
import { HOME_ENTRIES } from './entries'
import { assetUrl } from '../../../components/assets'
import './index.scss'

/**
 * Home (/home, /modulePage/home, /shop/home, /customPage, /hospital/modulePage/home, /hospital/customPage).
 * The hospital's header, the search bar and the service entries; the page-builder blocks render below.
 */
export default function HomePage() {
  const info = useAppStore((s) => s.hospitalInfo)
  const hospitalId = useAppStore((s) => s.hospitalId)
  const loadHospital = useAppStore((s) => s.loadHospitalInfo)
  return (
    <Page onRefresh={() => loadHospital?.()}>
      <View className="home-header">
        {info ? (
          <View className="home-header__row">
            <Image className="home-header__logo" src={assetUrl(info.logoUrl)} mode="aspectFill" />
            <View className="home-header__text">
              <Text className="home-header__name">{info.hospitalName}</Text>
              <Text className="home-header__addr">{info.address}</Text>
            </View>
          </View>
        ) : (
          <Skeleton rows={2} animated />
        )}
        <View className="home-header__search" onClick={() => navigate('/goodsSearchDetail', { tag: 1, hospitalId })}>
          <SearchBar shape="round" placeholder="搜索商品" disabled />
        </View>
      </View>
      <View className="home-card">
        <Grid columns={4}>
          {HOME_ENTRIES.map((e) => (
            <Grid.Item key={e.path} text={e.title} onClick={() => navigate(e.path, { hospitalId })}>
              <View className={`home-entry-icon home-entry-icon--${e.tone}`}>
                <Text>{e.glyph}</Text>
              </View>
            </Grid.Item>
          ))}
        </Grid>
      </View>
    </Page>
  )
}
