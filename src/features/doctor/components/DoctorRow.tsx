import { View, Text, Image } from '@tarojs/components'
import type { Doctor } from '@contract/browse'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import { doctorLink } from '@/domain/contentLinks'
import { formatCNY } from '@/domain/moneyText'
import { CONSULT_FREE, CONSULT_PRICE, GOOD_AT } from '../texts'
import '../doctor.scss'

/** opens the doctor home (/doctorHome?doctorId=&hospitalId=) */
export const openDoctor = (d: Pick<Doctor, 'doctorId' | 'hospitalId'>) => {
  const l = doctorLink(d.doctorId, d.hospitalId)
  return navigate(l.path, l.query)
}

/** the price of a consultation as a card shows it: 图文咨询 ¥50.00, or 免费咨询 */
export const consultPriceText = (price: number) => (price > 0 ? `${CONSULT_PRICE} ${formatCNY(price)}` : CONSULT_FREE)

/**
 * A doctor as a row: photo, name and title, hospital and department, what they are good at, and (showPrice) the
 * price of a consultation; opens the doctor home.
 */
export default function DoctorRow({ doctor, extra, showPrice }: { doctor: Doctor; extra?: string; showPrice?: boolean }) {
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
        {showPrice ? (
          <Text className={`doc-row__price${doctor.consultPrice > 0 ? '' : ' doc-row__price--free'}`}>
            {consultPriceText(doctor.consultPrice)}
          </Text>
        ) : null}
      </View>
    </View>
  )
}
