export default definePageConfig({ navigationBarTitleText: '发票详情', enablePullDownRefresh: true })
