import { schoolCode } from './client'
import { ENDPOINTS } from './endpoints'
import { listQuery } from './list-query'
import { videoSchema } from './video.schema'

export const videosQuery = () => listQuery(['videos'], ENDPOINTS.videos(schoolCode), videoSchema, { auth: true })
