import { checkedContent } from './content-data'
import data from './data/history-aim.json' with { type: 'json' }
import type { TextPage } from './static-page.types'

/** /history-aim: History, Aim, Vision & Mission (src/content/data/history-aim.json). */
export const HISTORY_AIM_PAGE = checkedContent<TextPage>(data)
