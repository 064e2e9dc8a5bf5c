import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createResizer } from '../../build/image-resizer.ts'

const PHOTO_URL = 'http://127.0.0.1:1/api/image?url=photo.jpg'

async function aPhoto() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer()
}

const resizeAddress = (width: number) =>
  new URL(`http://127.0.0.1:1/__resize?url=${encodeURIComponent(PHOTO_URL)}&w=${width}`)

describe('the development resizer', () => {
  it('makes a copy asked for by several requests at once only once', async () => {
    const photo = await aPhoto()
    let loads = 0
    const resize = createResizer(async () => {
      loads += 1
      return photo
    })
    const answers = await Promise.all(Array.from({ length: 6 }, () => resize(resizeAddress(200), 'image/webp')))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(new Set(answers.map((answer) => answer.body.length)).size).toBe(1)
    expect(loads).toBe(1)
    expect((await sharp(answers[0]!.body).metadata()).width).toBe(200)
  })

  it('does not keep a failure: the next request asks the source again', async () => {
    let loads = 0
    const resize = createResizer(async () => {
      loads += 1
      return undefined
    })
    expect((await resize(resizeAddress(200))).status).toBe(404)
    expect((await resize(resizeAddress(200))).status).toBe(404)
    expect(loads).toBe(2)
  })

  it('refuses what is not an image with 415', async () => {
    const resize = createResizer(async () => Buffer.from('<html>not a photo</html>'))
    expect((await resize(resizeAddress(200))).status).toBe(415)
  })
})
