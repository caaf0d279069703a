export default definePageConfig({ navigationBarTitleText: '我的报告', enablePullDownRefresh: true })
