export default definePageConfig({ navigationBarTitleText: '支付未完成' })
