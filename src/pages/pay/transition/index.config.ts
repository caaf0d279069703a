export default definePageConfig({ navigationBarTitleText: '支付中' })
