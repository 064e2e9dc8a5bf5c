import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Birthday } from '@/api/birthday.schema'
import { birthdaysAllQuery, birthdaysTodayQuery } from '@/api/birthday.queries'
import { Carousel } from '@/components/media/Carousel'
import { QuerySection } from '@/components/ui/QuerySection'
import { BIRTHDAYS_MONTH_BREAKPOINTS, BIRTHDAYS_MONTH_PER_VIEW_PHONE, BIRTHDAYS_TODAY_PER_VIEW } from '@/content/home'
import { birthdaysThisMonth } from '@/selectors/birthdays'
import { HomeBirthdayCard } from './HomeBirthdayCard'

const birthdayKey = (birthday: Birthday, index: number) => `${birthday._id ?? birthday.name}-${index}`

/** Birthdays: TODAY STAR (today's call, 2 at a time) and Birthday In This Month (the all call, this month, 4 at a time). */
export function HomeBirthdays() {
  const { t } = useLingui()
  const today = useQuery(birthdaysTodayQuery())
  const selectThisMonth = useCallback((birthdays: Birthday[]) => birthdaysThisMonth(birthdays, new Date()), [])
  const thisMonth = useQuery({ ...birthdaysAllQuery(), select: selectThisMonth })

  return (
    <section className="home-section home-birthdays">
      <div className="container home-birthdays__grid">
        <div className="home-birthdays__group">
          <h2 className="home-section__title">
            <Trans>TODAY STAR</Trans>
          </h2>
          <QuerySection query={today} label={t`today's birthdays`}>
            {(birthdays) =>
              birthdays.length === 0 ? (
                <HomeBirthdayCard />
              ) : (
                <Carousel
                  items={birthdays}
                  label={t`Today's birthdays`}
                  autoplay
                  slidesPerView={BIRTHDAYS_TODAY_PER_VIEW}
                  spaceBetween={12}
                  itemKey={birthdayKey}
                  renderSlide={(birthday) => <HomeBirthdayCard birthday={birthday} />}
                />
              )
            }
          </QuerySection>
        </div>
        <div className="home-birthdays__group">
          <h2 className="home-section__title">
            <Trans>Birthday In This Month</Trans>
          </h2>
          <QuerySection query={thisMonth} label={t`this month's birthdays`}>
            {(birthdays) =>
              birthdays.length === 0 ? (
                <HomeBirthdayCard />
              ) : (
                <Carousel
                  items={birthdays}
                  label={t`Birthdays this month`}
                  autoplay
                  slidesPerView={BIRTHDAYS_MONTH_PER_VIEW_PHONE}
                  breakpoints={BIRTHDAYS_MONTH_BREAKPOINTS}
                  spaceBetween={12}
                  itemKey={birthdayKey}
                  renderSlide={(birthday) => <HomeBirthdayCard birthday={birthday} />}
                />
              )
            }
          </QuerySection>
        </div>
      </div>
    </section>
  )
}
