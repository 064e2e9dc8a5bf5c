import type { OfficeBearer } from '../../content/office-bearers'
import './static-pages.css'

/** An office bearer: photo, name and post. */
export function OfficeBearerCard({ bearer }: { bearer: OfficeBearer }) {
  return (
    <article className="card person-card">
      <img
        className="person-photo"
        src={bearer.photo}
        alt={`Photo of ${bearer.name}`}
        width={240}
        height={280}
        loading="lazy"
        decoding="async"
      />
      <h2 className="person-card__name">{bearer.name}</h2>
      <p className="person-card__role">{bearer.post}</p>
    </article>
  )
}
