// default for: weapp, alipay — h5 has its own file (VideoPlayer.h5.tsx)
/** The video block's player: Taro's Video. */
export { Video as default } from '@tarojs/components'
