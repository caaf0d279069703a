import { Children, isValidElement, useCallback, useEffect, useRef, useState } from 'react'
import { Indicator } from '@nutui/nutui-react-taro'
import { useElderMode } from '@/shared/store/elder'
import { A11Y_BANNER, A11Y_SLIDE } from '@/domain/messages/access'
import type { CarouselProps } from './types'
import './carousel.scss'

export type { CarouselProps } from './types'

/** settle time after the last scroll event before a scroll counts as finished */
const SCROLL_END_MS = 120

function scrollToX(el: HTMLElement, left: number, smooth: boolean) {
  if (smooth && typeof el.scrollTo === 'function') el.scrollTo({ left, behavior: 'smooth' })
  else el.scrollLeft = left
}

/**
 * Slide carousel, H5: a horizontal scroller with CSS scroll snap (the browser does the swiping), a timer for
 * autoplay, NutUI's indicator dots, and loop through a copy of the first slide after the last one (reaching it
 * jumps back to the real first slide without animation). Autoplay pauses while a finger is down.
 * Same props as the mini-program Carousel (NutUI Swiper), without loading swiper.js.
 */
export default function Carousel({
  className,
  height,
  autoplay: autoplayProp = false,
  interval = 3000,
  loop = false,
  indicator = false,
  children,
}: CarouselProps) {
  // the elder-friendly mode: nothing advances by itself (MIIT 适老化 rules; docs/ELDER-MODE.md)
  const elder = useElderMode()
  const autoplay = autoplayProp && !elder
  const slides = Children.toArray(children)
  const count = slides.length
  const looping = loop && count > 1
  const [index, setIndex] = useState(0)
  const track = useRef<HTMLDivElement>(null)
  const current = useRef(0)
  const touching = useRef(false)
  const settle = useRef<ReturnType<typeof setTimeout>>()

  const width = () => track.current?.clientWidth || 0

  const onScroll = useCallback(() => {
    const el = track.current
    const w = el?.clientWidth
    if (!el || !w) return
    const at = Math.round(el.scrollLeft / w)
    const shown = looping && at >= count ? 0 : Math.min(Math.max(at, 0), count - 1)
    if (shown !== current.current) {
      current.current = shown
      setIndex(shown)
    }
    clearTimeout(settle.current)
    settle.current = setTimeout(() => {
      // on the copy of the first slide: jump to the real one (same picture, so nothing visibly moves)
      if (looping && !touching.current && el.scrollLeft >= count * w - 1) scrollToX(el, 0, false)
    }, SCROLL_END_MS)
  }, [looping, count])

  useEffect(() => {
    if (!autoplay || count < 2) return undefined
    const timer = setInterval(() => {
      const el = track.current
      const w = width()
      if (!el || !w || touching.current || (typeof document !== 'undefined' && document.hidden)) return
      const next = current.current + 1
      if (next < count) scrollToX(el, next * w, true)
      else if (looping) scrollToX(el, count * w, true)
      else scrollToX(el, 0, true)
    }, interval)
    return () => clearInterval(timer)
  }, [autoplay, interval, count, looping])

  useEffect(() => () => clearTimeout(settle.current), [])

  // fewer slides than before (data refreshed): back to the first
  useEffect(() => {
    if (current.current >= count) {
      current.current = 0
      setIndex(0)
      if (track.current) scrollToX(track.current, 0, false)
    }
  }, [count])

  const hold = () => {
    touching.current = true
  }
  const release = () => {
    touching.current = false
    onScroll()
  }

  return (
    <div
      className={`carousel ${className || ''}`}
      style={{ height }}
      data-slides={count}
      data-index={index}
      role="region"
      aria-roledescription="carousel"
      aria-label={A11Y_BANNER}
    >
      <div className="carousel__track" ref={track} onScroll={onScroll} onTouchStart={hold} onTouchEnd={release} onTouchCancel={release}>
        {slides.map((s, i) => (
          <div
            className="carousel__slide"
            key={isValidElement(s) && s.key != null ? s.key : i}
            data-slide={i}
            role="group"
            aria-roledescription="slide"
            aria-label={A11Y_SLIDE(i + 1, count)}
          >
            {s}
          </div>
        ))}
        {looping ? (
          <div className="carousel__slide carousel__slide--copy" key="carousel-copy" aria-hidden="true" {...{ inert: '' }}>
            {slides[0]}
          </div>
        ) : null}
      </div>
      {indicator && count > 1 ? (
        <div className="carousel__dots">
          <Indicator current={index} total={count} />
        </div>
      ) : null}
    </div>
  )
}
