/** The captcha image of the account screens: an SVG as a base64 data URL. */
import { svgDataUrl, base64 } from './captchaSvg'

describe('captcha image', () => {
  it('is a base64 data URL of the SVG', () => {
    expect(base64('abc')).toBe('YWJj')
    expect(base64('验')).toBe(Buffer.from('验').toString('base64'))
    expect(svgDataUrl('<svg/>')).toBe(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`)
  })
})
