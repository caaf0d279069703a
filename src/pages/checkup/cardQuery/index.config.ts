export default definePageConfig({ navigationBarTitleText: '体检卡查询' })
