import { View, Text, Image } from '@tarojs/components'
import type { StudioDetail } from '@contract/content'
import { assetUrl } from '@/shared/request/assetUrl'
import { GoodsCardList, openGoods } from '@/features/goods'
import DoctorRow from './DoctorRow'
import { NO_SERVICES, STUDIO_INTRO, STUDIO_MEMBERS, STUDIO_MEMBER_NUM, STUDIO_SERVICES } from '../texts'
import '../doctor.scss'
import './studio.scss'

/**
 * A studio's sections (the studio page, /groupDoctorHome, the studio entry homes): picture, name, what it is good
 * at, hospital and department; the team introduction; the members with their roles; the studio's goods.
 */
export default function StudioSections({ detail, hospitalId }: { detail: StudioDetail; hospitalId: number | string }) {
  const d = detail
  return (
    <View className="studio-sections">
      <View className="studio-sections__head">
        <Image className="studio-sections__img" src={assetUrl(d.studio.headImgUrl)} mode="aspectFill" />
        <View className="studio-sections__who">
          <Text className="studio-sections__name">{d.studio.name}</Text>
          <Text className="studio-sections__great">{d.studio.great}</Text>
          <Text className="studio-sections__meta">
            {[d.hospitalName, d.studio.departmentName, STUDIO_MEMBER_NUM(d.studio.memberNum)].filter(Boolean).join(' · ')}
          </Text>
        </View>
      </View>
      {d.studio.intro ? (
        <View className="doc-section">
          <Text className="doc-section__title">{STUDIO_INTRO}</Text>
          <Text className="doc-section__text">{d.studio.intro}</Text>
        </View>
      ) : null}
      <View className="doc-section">
        <Text className="doc-section__title">{STUDIO_MEMBERS}</Text>
        {d.members.map((m) => (
          <DoctorRow key={m.doctor.doctorId} doctor={m.doctor} extra={m.role} />
        ))}
      </View>
      <View className="doc-section studio-sections__goods">
        <Text className="doc-section__title">{STUDIO_SERVICES}</Text>
        {d.goods.length ? (
          <GoodsCardList list={d.goods} onClick={(g) => openGoods(g, hospitalId)} />
        ) : (
          <Text className="doc-section__text">{NO_SERVICES}</Text>
        )}
      </View>
    </View>
  )
}
