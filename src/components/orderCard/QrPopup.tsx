import { useEffect, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Popup, Skeleton } from '@nutui/nutui-react-taro'
import type { OrderQrPicRes } from '@contract/order'
import { getQrPic } from '@/services/orders'

export interface QrPopupProps {
  orderId: number | null
  onClose: () => void
}

/** The verification code of a 104/105 order (getQrPic PNG) with its 12 digits, shown at the counter. */
export default function QrPopup({ orderId, onClose }: QrPopupProps) {
  const [qr, setQr] = useState<OrderQrPicRes | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    setQr(null)
    setError('')
    if (orderId) getQrPic(orderId, { silent: true }).then(setQr, (e) => setError(e?.message || '核销码加载失败'))
  }, [orderId])
  return (
    <Popup visible={!!orderId} position="center" round closeable onClose={onClose} className="qr-popup">
      <View className="qr-popup__box">
        <Text className="qr-popup__title">核销码</Text>
        {qr ? (
          <>
            <Image className="qr-popup__img" src={qr.qrPic} mode="aspectFit" />
            <Text className="qr-popup__code">{qr.verifyCode.replace(/(\d{4})(?=\d)/g, '$1 ')}</Text>
            <Text className="qr-popup__tip">请向工作人员出示此码完成核销</Text>
          </>
        ) : error ? (
          <Text className="qr-popup__tip">{error}</Text>
        ) : (
          <Skeleton rows={4} animated />
        )}
      </View>
    </Popup>
  )
}
