import type { TextPage } from './static-page.types'

/** /comingSoon: the target of the menu items that are not built yet (Community Program, House Points, ...). */
export const COMING_SOON_PAGE: TextPage = {
  intro: [
    'This section of the website is coming soon. We are preparing the information and will publish it here shortly.',
  ],
  sections: [
    {
      heading: 'Meanwhile',
      blocks: [
        {
          kind: 'list',
          items: [
            'Read the latest news and events of the school',
            'See the photo gallery of school activities',
            'Contact the school office for any information you need',
          ],
        },
      ],
    },
  ],
}
