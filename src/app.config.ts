import { buildPageConfig, buildPreloadRule } from './shared/routes/build'

const pageConfig = buildPageConfig()
const { pages, subPackages } = pageConfig

export default defineAppConfig({
  pages,
  subPackages,
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '健康商城',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f6f7',
  },
  // tab shells (main, shop, checkup) are drawn by shared/ui/TabBar on every target
  // only the components a page renders are injected at start-up (WeChat; Alipay ignores the key)
  lazyCodeLoading: 'requiredComponents',
  // the likely next areas are downloaded in the background once home / cart / 我的 has opened
  preloadRule: buildPreloadRule(pageConfig),
  permission: {
    'scope.userLocation': { desc: '用于为您推荐附近的医院与服务' },
  },
  requiredPrivateInfos: ['chooseAddress', 'getLocation'],
})
