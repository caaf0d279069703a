// default for: weapp, alipay — h5 has its own file (AdPopupLoader.h5.tsx)
/** Mini-programs: the popup ad component itself (H5 loads it on demand, AdPopupLoader.h5.tsx). */
export { default } from './AdPopup'
export type { AdPopupProps } from './AdPopup'
