import { schoolCode } from './client'
import { ENDPOINTS } from './endpoints'
import { listQuery } from './list-query'
import { newsSchema } from './news.schema'

/** Home page news (the marquee). */
export const newsHomeQuery = () => listQuery(['news', 'home'], ENDPOINTS.newsHome(schoolCode), newsSchema)
/** Every news item (the News page). */
export const newsAllQuery = () => listQuery(['news', 'all'], ENDPOINTS.newsAll(schoolCode), newsSchema)
