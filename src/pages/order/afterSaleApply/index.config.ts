export default definePageConfig({ navigationBarTitleText: '申请售后' })
