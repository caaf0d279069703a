export default definePageConfig({ navigationBarTitleText: '在线咨询', backgroundColor: '#f5f6f8' })
