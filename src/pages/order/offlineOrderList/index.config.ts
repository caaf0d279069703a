export default definePageConfig({ navigationBarTitleText: '线下订单', enablePullDownRefresh: true })
