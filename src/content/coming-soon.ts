import { checkedContent } from './content-data'
import data from './data/coming-soon.json' with { type: 'json' }
import type { TextPage } from './static-page.types'

/** /comingSoon: the target of the menu items that are not built yet (Community Program, House Points, ...) (src/content/data/coming-soon.json). */
export const COMING_SOON_PAGE = checkedContent<TextPage>(data)
