export default definePageConfig({ navigationBarTitleText: '商品分享', enableShareAppMessage: true })
