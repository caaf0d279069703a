export default definePageConfig({ navigationBarTitleText: '绑定手机号' })
