export default definePageConfig({ navigationBarTitleText: '母婴服务' })
