export default definePageConfig({ navigationBarTitleText: '健康档案' })
