import { useLingui } from '@lingui/react/macro'
import { Carousel } from '@/components/media/Carousel'
import { StaticImage } from '@/components/ui/StaticImage'
import { SCHOOL_NAME } from '@/config/site'
import { SLIDER_IMAGES, WELCOME_HEADING_PREFIX } from '@/content/home'
import { sliderPhotoSources } from '@/content/slider-photos'
import { ContentText, useContentText } from '@/components/ui/ContentText'
import '@/content/home-hindi'

/** The slider spans the window. */
const SLIDE_SIZES = '100vw'

/** The image slider (autoplay 3000 ms). The first picture is the page's largest paint: loaded first, never lazily. */
export function HomeSlider() {
  const { t } = useLingui()
  const inPageLanguage = useContentText()
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <h1 id="home-title" className="home-hero__title container">
        <ContentText text={WELCOME_HEADING_PREFIX} /> {SCHOOL_NAME}
      </h1>
      <Carousel
        className="home-slider"
        items={SLIDER_IMAGES}
        label={t`School photos`}
        autoplay
        spaceBetween={0}
        itemKey={(image) => image.src}
        renderSlide={(image, index) => (
          <StaticImage
            source={sliderPhotoSources(image.src)}
            sizes={SLIDE_SIZES}
            className="home-slider__image"
            alt={inPageLanguage(image.alt).text}
            width={image.width}
            height={image.height}
            eager={index === 0}
            fetchPriority={index === 0 ? 'high' : 'low'}
            decoding={index === 0 ? 'sync' : 'async'}
          />
        )}
      />
    </section>
  )
}
