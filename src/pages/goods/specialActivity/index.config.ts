export default definePageConfig({ navigationBarTitleText: '专题活动', enablePullDownRefresh: true })
