import { useLingui } from '@lingui/react/macro'
import type { Birthday } from '@/api/birthday.schema'
import { PersonPhoto } from '@/components/ui/PersonPhoto'

/** A birthday card: photo, name and class; without a birthday, the placeholder `Student Name` / `Class`. */
export function HomeBirthdayCard({ birthday }: { birthday?: Birthday }) {
  const { t } = useLingui()
  const name = birthday?.name ?? t`Student Name`
  return (
    <article className={`card home-birthday${birthday ? '' : ' home-birthday--placeholder'}`}>
      <PersonPhoto attachments={birthday?.attachments ?? []} name={name} width={160} height={186} />
      <h3 className="home-birthday__name">{name}</h3>
      <p className="home-birthday__class">{birthday ? (birthday.class ?? '') : t`Class`}</p>
    </article>
  )
}
