export default definePageConfig({ navigationBarTitleText: '商品详情', enablePullDownRefresh: true })
