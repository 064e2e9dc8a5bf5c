import { Link } from '@tanstack/react-router'
import { ABOUT_BLURB } from '@/content/home'

/** The About blurb. */
export function HomeAbout() {
  return (
    <section className="home-section home-about" aria-labelledby="home-about-title">
      <div className="container">
        <h2 id="home-about-title" className="home-section__title">
          {ABOUT_BLURB.heading}
        </h2>
        {ABOUT_BLURB.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Link to="/about" className="button">
          {ABOUT_BLURB.linkLabel}
        </Link>
      </div>
    </section>
  )
}
