export default definePageConfig({ navigationBarTitleText: '体检服务', enablePullDownRefresh: true })
