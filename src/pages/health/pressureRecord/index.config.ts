export default definePageConfig({ navigationBarTitleText: '血压记录' })
