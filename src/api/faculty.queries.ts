import { schoolCode } from './client'
import { ENDPOINTS } from './endpoints'
import { facultySchema } from './faculty.schema'
import { listQuery } from './list-query'

export const facultyQuery = () => listQuery(['faculty'], ENDPOINTS.faculty(schoolCode), facultySchema, { auth: true })
