// default for: weapp, alipay — h5 has its own file (index.h5.tsx)
import { Children, isValidElement } from 'react'
import { Swiper } from '@nutui/nutui-react-taro'
import type { CarouselProps } from './types'

export type { CarouselProps } from './types'

/**
 * Slide carousel, mini-programs: NutUI's Swiper over the platform's native <swiper>.
 * H5 uses Carousel.h5.tsx instead (CSS scroll snap), which keeps swiper.js (about 60 KiB gzip) out of the home page.
 */
export default function Carousel({
  className,
  height,
  autoplay = false,
  interval = 3000,
  loop = false,
  indicator = false,
  children,
}: CarouselProps) {
  const slides = Children.toArray(children)
  return (
    <Swiper
      className={className}
      autoplay={autoplay}
      interval={interval}
      loop={loop}
      indicator={indicator}
      height={height}
      defaultValue={0}
    >
      {slides.map((s, i) => (
        <Swiper.Item key={isValidElement(s) && s.key != null ? s.key : i}>{s}</Swiper.Item>
      ))}
    </Swiper>
  )
}
