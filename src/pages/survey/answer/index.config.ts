export default definePageConfig({ navigationBarTitleText: '问卷调查', enablePullDownRefresh: true, backgroundColor: '#f5f6f8' })
