import data from 'content:history-aim.json'

/** /history-aim: History, Aim, Vision & Mission (src/content/data/history-aim.json). */
export const HISTORY_AIM_PAGE = data
