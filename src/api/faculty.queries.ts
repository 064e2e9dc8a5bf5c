import { facultySchema } from './faculty.schema'
import { listQuery } from './list-query'

export const facultyQuery = () => listQuery('faculty', facultySchema)
