import { Image, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import type { SharePosterRes } from '@contract/share'
import { formatPrice } from '@/domain'
import { SHARE_POSTER_SCAN, SHARE_POSTER_TIP } from '@/domain/messages/contract'
import { assetUrl } from '@/shared/request/assetUrl'
import './share.scss'

/**
 * A share poster (zeus activity/getShareQrPic): the shared object's picture, name, price and the server's QR code
 * of its link with the sharer's id. Shown in a popup; the user long-presses or screenshots it to share.
 */
export default function SharePoster({ poster, onClose }: { poster: SharePosterRes | null; onClose: () => void }) {
  return (
    <Popup visible={!!poster} position="center" round onClose={onClose} className="share-poster-popup">
      {poster ? (
        <View className="share-poster" data-testid="share-poster">
          <Image className="share-poster__img" src={assetUrl(poster.imageUrl)} mode="aspectFill" />
          <View className="share-poster__body">
            <Text className="share-poster__title">{poster.title}</Text>
            {poster.subTitle ? <Text className="share-poster__sub">{poster.subTitle}</Text> : null}
            {poster.price !== null ? <Text className="share-poster__price">¥{formatPrice(poster.price)}</Text> : null}
          </View>
          <View className="share-poster__foot">
            <View className="share-poster__from">
              <Text className="share-poster__hospital">{poster.hospitalName}</Text>
              <Text className="share-poster__scan">{SHARE_POSTER_SCAN}</Text>
            </View>
            <Image className="share-poster__qr" src={poster.qrPic} showMenuByLongpress />
          </View>
          <Text className="share-poster__tip">{SHARE_POSTER_TIP}</Text>
        </View>
      ) : null}
    </Popup>
  )
}
