import { GIFT_TAG, giftOfferText, offeredGifts, tagsWithGiftState, type GiftItem } from './gifts'

// issue 35 item 6: the product page never shows 赠品不足 beside a 送赠品 badge
describe('the product page gift state: badge and list agree', () => {
  const ok = { goodsName: '棉签', giftStatus: 0 }
  const out = { goodsName: '碘伏', giftStatus: 1 }
  const claimed = { goodsName: '口罩', giftStatus: 2 }
  it.each([
    ['one offered, one run out', [ok, out], ['棉签'], [GIFT_TAG, '送优惠劵']],
    ['all run out: no list, no badge', [out, claimed], [], ['送优惠劵']],
    ['none at all: no badge', [], [], ['送优惠劵']],
    ['status as a string', [{ goodsName: '棉签', giftStatus: '0' }], ['棉签'], [GIFT_TAG, '送优惠劵']],
  ])('%s', (_case, list, names, tags) => {
    const gifts = list as GiftItem[]
    expect(offeredGifts(gifts).map((g) => g.goodsName)).toEqual(names)
    expect(tagsWithGiftState([GIFT_TAG, '送优惠劵'], gifts)).toEqual(tags)
  })

  it.each([
    [399, 1, '满399元赠1件'],
    ['199.5', 2, '满199.5元赠2件'],
    [0, 1, '赠1件'],
    [null, null, '赠1件'],
    [100, 0, '满100元赠1件'],
  ])('giftOfferText(%p, %p) -> %s', (amount, n, text) => expect(giftOfferText(amount, n)).toBe(text))
})
