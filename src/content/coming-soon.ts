import data from 'content:coming-soon.json'

/** /comingSoon: the target of the menu items that are not built yet (Community Program, House Points, ...) (src/content/data/coming-soon.json). */
export const COMING_SOON_PAGE = data
