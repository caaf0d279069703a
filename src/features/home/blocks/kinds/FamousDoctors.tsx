import { View, Text, Image } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import { famousDoctorCount } from '@/domain'
import { doctorLink } from '@/domain/contentLinks'
import { getDoctors } from '@/features/home/api'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import BlockBox, { MoreLink } from '../BlockBox'
import { useBlockEnv, useBlockItems } from '../context'
import type { BlockProps } from '../types'
import type { DoctorItem } from '@/features/home/model'
import { NO_DATA } from './News'

export function DoctorCard({ doctor }: { doctor: DoctorItem }) {
  const { hospitalId } = useBlockEnv()
  return (
    <View
      className="magic-doctor"
      onClick={() => {
        const l = doctorLink(doctor.doctorId, doctor.hospitalId ?? hospitalId)
        navigate(l.path, l.query)
      }}
    >
      <Image className="magic-doctor__avatar" src={assetUrl(doctor.coverUrl || '')} mode="aspectFill" lazyLoad />
      <Text className="magic-doctor__name">{doctor.doctorName}</Text>
      {doctor.doctorTitleName ? <Text className="magic-doctor__title">{doctor.doctorTitleName}</Text> : null}
      {doctor.departmentNames ? <Text className="magic-doctor__dep">{doctor.departmentNames}</Text> : null}
    </View>
  )
}

/** Famous doctors (SPEC §9: at most 3 in layout 1, else 6), 更多 to /famousDoctor. */
export default function FamousDoctors({ block }: BlockProps) {
  const s = block.settings || {}
  const { hospitalId } = useBlockEnv()
  const { data, loading } = useBlockItems<DoctorItem>(block.items, s.groupId, getDoctors)
  const list = (data || []).slice(0, famousDoctorCount(block.layout))
  return (
    <BlockBox
      kind="famousDoctors"
      settings={s}
      title="名医推荐"
      extra={<MoreLink onClick={() => navigate('/famousDoctor', { groupId: s.groupId, hospitalId })} />}
    >
      {loading && !data ? (
        <Skeleton rows={3} animated />
      ) : list.length ? (
        <View className="magic-doctors" data-count={list.length}>
          {list.map((d) => (
            <DoctorCard key={d.doctorId} doctor={d} />
          ))}
        </View>
      ) : (
        <View className="magic-empty">{NO_DATA}</View>
      )}
    </BlockBox>
  )
}
