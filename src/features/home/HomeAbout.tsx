import { Link } from '@tanstack/react-router'
import { ABOUT_BLURB } from '@/content/home'
import { ContentText } from '@/components/ui/ContentText'
import '@/content/home-hindi'

/** The About blurb. */
export function HomeAbout() {
  return (
    <section className="home-section home-about" aria-labelledby="home-about-title">
      <div className="container">
        <h2 id="home-about-title" className="home-section__title">
          <ContentText text={ABOUT_BLURB.heading} />
        </h2>
        {ABOUT_BLURB.paragraphs.map((paragraph) => (
          <p key={paragraph}>
            <ContentText text={paragraph} />
          </p>
        ))}
        <Link to="/about" className="button">
          <ContentText text={ABOUT_BLURB.linkLabel} />
        </Link>
      </div>
    </section>
  )
}
