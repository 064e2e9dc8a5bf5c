import { listQuery } from './list-query'
import { newsSchema } from './news.schema'

/** Home page news (the marquee). */
export const newsHomeQuery = () => listQuery('newsHome', newsSchema)
/** Every news item (the News page). */
export const newsAllQuery = () => listQuery('newsAll', newsSchema)
