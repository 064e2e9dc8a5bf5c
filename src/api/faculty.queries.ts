import { schoolCode } from './client'
import { facultySchema } from './faculty.schema'
import { listQuery } from './list-query'

export const facultyQuery = () => listQuery(['faculty'], `faculty/all/${schoolCode}`, facultySchema, { auth: true })
