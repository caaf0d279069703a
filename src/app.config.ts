import { buildPageConfig } from './shared/routes/build'

const { pages, subPackages } = buildPageConfig()

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
  lazyCodeLoading: 'requiredComponents',
  permission: {
    'scope.userLocation': { desc: '用于为您推荐附近的医院与服务' },
  },
  requiredPrivateInfos: ['chooseAddress', 'getLocation'],
})
