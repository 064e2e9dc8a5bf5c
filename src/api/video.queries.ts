import { listQuery } from './list-query'
import { videoSchema } from './video.schema'

export const videosQuery = () => listQuery('videos', videoSchema)
