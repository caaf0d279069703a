export default definePageConfig({ navigationBarTitleText: '满减活动', enablePullDownRefresh: true })
