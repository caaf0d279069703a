export default definePageConfig({ navigationBarTitleText: '开票订单', enablePullDownRefresh: true })
