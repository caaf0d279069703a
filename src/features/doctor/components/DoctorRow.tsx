import { View, Text, Image } from '@tarojs/components'
import type { Doctor } from '@contract/browse'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import { doctorLink } from '@/domain/contentLinks'
import { GOOD_AT } from '../texts'
import '../doctor.scss'

/** opens the doctor home (/doctorHome?doctorId=&hospitalId=) */
export const openDoctor = (d: Pick<Doctor, 'doctorId' | 'hospitalId'>) => {
  const l = doctorLink(d.doctorId, d.hospitalId)
  return navigate(l.path, l.query)
}

/** A doctor as a row: photo, name and title, hospital and department, what they are good at; opens the doctor home. */
export default function DoctorRow({ doctor, extra }: { doctor: Doctor; extra?: string }) {
  return (
    <View className="doc-row" onClick={() => openDoctor(doctor)}>
      <Image className="doc-row__avatar" src={assetUrl(doctor.coverUrl || '')} mode="aspectFill" lazyLoad />
      <View className="doc-row__text">
        <View>
          <Text className="doc-row__name">{doctor.doctorName}</Text>
          {doctor.doctorTitleName ? <Text className="doc-row__title">{doctor.doctorTitleName}</Text> : null}
          {extra ? <Text className="doc-row__extra">{extra}</Text> : null}
        </View>
        <Text className="doc-row__dep">{[doctor.hospitalName, doctor.departmentNames].filter(Boolean).join(' · ')}</Text>
        {doctor.goodAt ? (
          <Text className="doc-row__good">
            {GOOD_AT}：{doctor.goodAt}
          </Text>
        ) : null}
      </View>
    </View>
  )
}
