import data from 'content:history-aim.json'
import HINDI from 'content:hi/history-aim.json'
import { addHindiTexts } from './hindi'

/** /history-aim: History, Aim, Vision & Mission (src/content/data/history-aim.json). */
export const HISTORY_AIM_PAGE = data

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('history-aim.json', HINDI)
