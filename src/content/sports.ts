import { scenePhoto, type TextPage } from './static-page.types'

const SPORTS_GAMES = ['Cricket', 'Football', 'Throw ball', 'Basketball', 'Volleyball', 'Badminton'] as const
const GAMES_TEACHER_COUNT = 3

/** /sports: Sports. */
export const SPORTS_PAGE: TextPage = {
  intro: [
    'Games and sports are part of every child’s timetable. They build health, team spirit and the grace to win and lose.',
  ],
  sections: [
    {
      heading: 'Games we play',
      blocks: [
        { kind: 'paragraph', text: 'Students are coached in:' },
        { kind: 'list', items: SPORTS_GAMES },
      ],
    },
    {
      heading: 'Coaching',
      blocks: [
        {
          kind: 'paragraph',
          text: `${GAMES_TEACHER_COUNT} games teachers train the students in the games periods and before and after school, and prepare the school teams for inter-school tournaments.`,
        },
      ],
    },
    {
      heading: 'Annual athletic and sports day',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every year the school holds an annual athletic and sports day with house-wise competitions. The Blue, Gold, Red and Green houses compete in track and field events, relays, drills and games for the house championship.',
        },
      ],
    },
  ],
}

/** 7 captioned photos: Children's Park x3, Play Ground, Sports Room x2, Basket Ball (spec section 2). */
export const SPORTS_PHOTOS = [
  scenePhoto('childrens-park-1.svg', 'Swings in the children’s park', "Children's Park"),
  scenePhoto('childrens-park-2.svg', 'A slide and climbing frame in the children’s park', "Children's Park"),
  scenePhoto('childrens-park-3.svg', 'See-saws in the children’s park', "Children's Park"),
  scenePhoto('play-ground.svg', 'The school play ground with its football goal posts', 'Play Ground'),
  scenePhoto('sports-room-1.svg', 'Table tennis in the sports room', 'Sports Room'),
  scenePhoto('sports-room-2.svg', 'Carrom and chess boards in the sports room', 'Sports Room'),
  scenePhoto('basket-ball.svg', 'The basketball court', 'Basket Ball'),
] as const
