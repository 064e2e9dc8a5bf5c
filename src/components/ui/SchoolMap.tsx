import { MAP_EMBED_URL, MAP_LINK_URL } from '@/config/site'
import { ExternalLink } from './ExternalLink'
import { FrameWhenInView } from '@/first-visit/FrameWhenInView'

interface SchoolMapProps {
  /** The frame's accessible name. */
  title: string
  width: number
  height: number
  /** Text of the link to the full map. */
  linkText: string
  className?: string
}

/** The embedded map of the school (loaded when scrolled near, no referrer) and a link to the larger map: footer and Contact Us. */
export function SchoolMap({ title, width, height, linkText, className }: SchoolMapProps) {
  return (
    <>
      <FrameWhenInView
        className={className}
        title={title}
        src={MAP_EMBED_URL}
        width={width}
        height={height}
        referrerPolicy="no-referrer"
      />
      <p>
        <ExternalLink href={MAP_LINK_URL}>{linkText}</ExternalLink>
      </p>
    </>
  )
}
