import { useLingui } from '@lingui/react/macro'
import { MISSION_VISION_AIM } from '@/content/home'
import { ContentText } from '@/components/ui/ContentText'
import '@/content/home-hindi'

/** Mission, Vision and Aim blocks. */
export function HomeMissionVision() {
  const { t } = useLingui()
  return (
    <section className="home-section home-mva" aria-label={t`Mission, Vision and Aim`}>
      <div className="container home-mva__grid">
        {MISSION_VISION_AIM.map((block) => (
          <article key={block.heading} className="home-mva__block">
            <h2 className="home-mva__heading">
              <ContentText text={block.heading} />
            </h2>
            <p>
              <ContentText text={block.text} />
            </p>
          </article>
        ))}
      </div>
    </section>
  )
}
