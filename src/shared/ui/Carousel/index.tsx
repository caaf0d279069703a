// default for: weapp, alipay — h5 has its own file (index.h5.tsx)
import { Children, isValidElement } from 'react'
import { Swiper } from '@nutui/nutui-react-taro'
import { useElderMode } from '@/shared/store/elder'
import type { CarouselProps } from './types'

export type { CarouselProps } from './types'

/**
 * Slide carousel, mini-programs: NutUI's Swiper over the platform's native <swiper>.
 * H5 uses Carousel.h5.tsx instead (CSS scroll snap), which keeps swiper.js (about 60 KiB gzip) out of the home page.
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
