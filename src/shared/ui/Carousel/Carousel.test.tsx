/**
 * H5 carousel (src/shared/ui/Carousel/index.h5.tsx; jest resolves the .h5 file first): slides in a scroll-snap
 * track, a copy of the first slide for loop, NutUI dots following the scroll position, autoplay through
 * scrollTo that pauses while a finger is down and wraps around through the copy.
 */
import TestUtils from '@tarojs/test-utils-react'
import Carousel from './index'

jest.setTimeout(30000)
afterEach(() => {
  document.body.innerHTML = ''
})

const WIDTH = 300
/** autoplay interval in these tests (real timers: the test renderer's mount does not finish under fake ones) */
const INTERVAL = 250

async function wait(t: TestUtils, ms: number) {
  await t.act(async () => {
    await new Promise((r) => setTimeout(r, ms))
  })
}

/** polls until cond() holds (at most 5 s) */
async function until(t: TestUtils, cond: () => boolean) {
  const end = Date.now() + 5000
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met within 5 s')
    await wait(t, 20)
  }
}

/** gives the track a width and a scrollTo that moves it at once and fires scroll, like a browser would */
function fakeLayout() {
  const track = document.querySelector('.carousel__track') as HTMLDivElement
  Object.defineProperty(track, 'clientWidth', { configurable: true, get: () => WIDTH })
  const calls: number[] = []
  track.scrollTo = ((opts: ScrollToOptions) => {
    calls.push(opts.left as number)
    track.scrollLeft = opts.left as number
    track.dispatchEvent(new Event('scroll'))
  }) as typeof track.scrollTo
  return { track, calls }
}

function Slides({ n, ...props }: { n: number; autoplay?: boolean; loop?: boolean; indicator?: boolean; interval?: number }) {
  return (
    <Carousel height="150px" {...props}>
      {Array.from({ length: n }, (_, i) => (
        <span className="slide-body" key={`s${i}`}>
          第{i + 1}张
        </span>
      ))}
    </Carousel>
  )
}

const dots = () => document.querySelectorAll('.carousel__dots .nut-indicator-dot').length
const activeDot = () =>
  Array.from(document.querySelectorAll('.carousel__dots .nut-indicator-dot')).findIndex((d) => d.className.includes('active'))
const root = () => document.querySelector('.carousel') as HTMLElement

describe('Carousel (H5)', () => {
  it('one slide per child, the height on the root, dots only with indicator and 2+ slides', async () => {
    const t = new TestUtils()
    await t.mount(Slides, { props: { n: 3, indicator: true } })
    expect(document.querySelectorAll('.carousel__slide').length).toBe(3)
    expect(root().style.height).toBe('150px')
    expect(root().getAttribute('data-slides')).toBe('3')
    expect(dots()).toBe(3)
    expect(activeDot()).toBe(0)
    expect(document.querySelector('.swiper, .swiper-wrapper')).toBeNull()
    document.body.innerHTML = ''
    await new TestUtils().mount(Slides, { props: { n: 1, indicator: true } })
    expect(dots()).toBe(0)
  })

  it('loop adds a copy of the first slide at the end (hidden from screen readers)', async () => {
    await new TestUtils().mount(Slides, { props: { n: 3, loop: true } })
    const slides = Array.from(document.querySelectorAll('.carousel__slide'))
    expect(slides.length).toBe(4)
    expect(slides[3].className).toContain('carousel__slide--copy')
    expect(slides[3].getAttribute('aria-hidden')).toBe('true')
    expect(slides[3].textContent).toBe(slides[0].textContent)
  })

  it('the dots follow the scroll position (a swipe)', async () => {
    const t = new TestUtils()
    await t.mount(Slides, { props: { n: 3, indicator: true } })
    const { track } = fakeLayout()
    await t.act(async () => {
      track.scrollLeft = 2 * WIDTH
      track.dispatchEvent(new Event('scroll'))
    })
    expect(activeDot()).toBe(2)
    expect(root().getAttribute('data-index')).toBe('2')
  })

  it('autoplay: next slide every interval, through the copy and back to the first when looping; paused while touched', async () => {
    const t = new TestUtils()
    await t.mount(Slides, { props: { n: 3, autoplay: true, loop: true, indicator: true, interval: INTERVAL } })
    const { track, calls } = fakeLayout()
    await until(t, () => calls.length >= 1)
    expect(calls).toEqual([WIDTH])
    expect(activeDot()).toBe(1)
    await until(t, () => calls.length >= 2)
    expect(calls).toEqual([WIDTH, 2 * WIDTH])
    expect(activeDot()).toBe(2)
    // third step goes to the copy of slide 1 (dot 0), then jumps to the real first slide once the scroll settles
    await until(t, () => calls.length >= 3)
    expect(calls[2]).toBe(3 * WIDTH)
    expect(activeDot()).toBe(0)
    await until(t, () => track.scrollLeft === 0)
    // a finger on the carousel stops the timer
    t.fireEvent.touchStart(track)
    const held = calls.length
    await wait(t, INTERVAL * 3)
    expect(calls.length).toBe(held)
    t.fireEvent.touchEnd(track)
    await until(t, () => calls.length > held)
    expect(calls[held]).toBe(WIDTH)
  })

  it('no loop: autoplay rewinds from the last slide to the first; no autoplay: nothing moves', async () => {
    const t = new TestUtils()
    await t.mount(Slides, { props: { n: 2, autoplay: true, interval: INTERVAL } })
    const { calls } = fakeLayout()
    await until(t, () => calls.length >= 2)
    expect(calls.slice(0, 2)).toEqual([WIDTH, 0])
    document.body.innerHTML = ''
    const t2 = new TestUtils()
    await t2.mount(Slides, { props: { n: 3, interval: INTERVAL } })
    const still = fakeLayout()
    await wait(t2, INTERVAL * 3)
    expect(still.calls).toEqual([])
  })
})
