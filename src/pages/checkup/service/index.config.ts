export default definePageConfig({ navigationBarTitleText: '服务' })
