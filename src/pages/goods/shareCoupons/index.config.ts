export default definePageConfig({ navigationBarTitleText: '领取优惠券', enablePullDownRefresh: true })
