import * as z from 'zod/mini'
import { requiredText } from './fields'

/** POST /api/tc/{code} body. */
export interface TcRequest {
  name: string
  admission: string
}

/** POST /api/tc/{code} answer: the path of the certificate image. */
export const tcResponseSchema = z.object({ data: requiredText })
