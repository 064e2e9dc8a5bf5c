import { MISSION_VISION_AIM } from '@/content/home'

/** Mission, Vision and Aim blocks. */
export function HomeMissionVision() {
  return (
    <section className="home-section home-mva" aria-label="Mission, Vision and Aim">
      <div className="container home-mva__grid">
        {MISSION_VISION_AIM.map((block) => (
          <article key={block.heading} className="home-mva__block">
            <h2 className="home-mva__heading">{block.heading}</h2>
            <p>{block.text}</p>
          </article>
        ))}
      </div>
    </section>
  )
}
