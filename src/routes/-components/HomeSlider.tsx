import { Carousel } from '../../components/media/Carousel'
import { SCHOOL_NAME } from '../../config/site'
import { SLIDER_IMAGES, WELCOME_HEADING_PREFIX } from '../../content/home'

/** The image slider (autoplay 3000 ms). The first picture is the page's largest paint: loaded first, never lazily. */
export function HomeSlider() {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <h1 id="home-title" className="home-hero__title container">
        {WELCOME_HEADING_PREFIX} {SCHOOL_NAME}
      </h1>
      <Carousel
        className="home-slider"
        items={SLIDER_IMAGES}
        label="School photos"
        autoplay
        spaceBetween={0}
        itemKey={(image) => image.src}
        renderSlide={(image, index) => (
          <img
            className="home-slider__image"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'low'}
            decoding={index === 0 ? 'sync' : 'async'}
          />
        )}
      />
    </section>
  )
}
