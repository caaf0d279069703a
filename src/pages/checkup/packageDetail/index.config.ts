export default definePageConfig({ navigationBarTitleText: '套餐详情', enablePullDownRefresh: true })
