import { schoolCode } from './client'
import { listQuery } from './list-query'
import { videoSchema } from './video.schema'

export const videosQuery = () => listQuery(['videos'], `video/all/${schoolCode}`, videoSchema, { auth: true })
