export default definePageConfig({ navigationBarTitleText: '精选商品', enablePullDownRefresh: true })
