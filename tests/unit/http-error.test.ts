import { HTTPError, TimeoutError } from 'ky'
import { describe, expect, it } from 'vitest'
import { httpStatusOf } from '@/api/http-error'

const request = new Request('https://content.example.org/api/subGallery?id=gone')

describe('httpStatusOf', () => {
  it("gives the status of the client's error for a non-2xx answer", () => {
    expect(httpStatusOf(new HTTPError(new Response('', { status: 404 }), request, {} as never))).toBe(404)
    expect(httpStatusOf(new HTTPError(new Response('', { status: 503 }), request, {} as never))).toBe(503)
  })

  it('gives nothing for any other failure', () => {
    expect(httpStatusOf(new TimeoutError(request))).toBeUndefined()
    expect(httpStatusOf(new SyntaxError('Unexpected token <'))).toBeUndefined()
    expect(httpStatusOf(new TypeError('Failed to fetch'))).toBeUndefined()
    expect(httpStatusOf(Object.assign(new Error('no answer'), { name: 'HTTPError' }))).toBeUndefined()
    expect(httpStatusOf({ name: 'HTTPError', response: { status: 404 } })).toBeUndefined()
    expect(httpStatusOf(undefined)).toBeUndefined()
  })
})
