export default definePageConfig({ navigationBarTitleText: '问卷结果', enablePullDownRefresh: true, backgroundColor: '#f5f6f8' })
