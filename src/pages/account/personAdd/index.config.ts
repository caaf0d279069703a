export default definePageConfig({ navigationBarTitleText: '添加就诊人' })
