export default definePageConfig({ navigationBarTitleText: '账号密码登录' })
