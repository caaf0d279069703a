export default definePageConfig({ navigationBarTitleText: '发票', enablePullDownRefresh: true })
