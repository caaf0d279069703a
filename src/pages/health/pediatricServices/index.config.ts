export default definePageConfig({ navigationBarTitleText: '儿科服务' })
