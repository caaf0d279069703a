export default definePageConfig({ navigationBarTitleText: '发票抬头', enablePullDownRefresh: true })
