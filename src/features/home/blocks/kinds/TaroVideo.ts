/** Taro's Video on its own, for VideoPlayer.h5.tsx's lazy import on H5 (that chunk carries the Stencil runtime). */
export { Video as default } from '@tarojs/components'
