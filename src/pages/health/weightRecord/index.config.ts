export default definePageConfig({ navigationBarTitleText: '体重记录' })
