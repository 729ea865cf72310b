import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, type APIRequestContext } from './fixtures'

/** The photo fixture as a file path (for the file input) and as the data URL the API takes. */
export const photoPath = resolve(import.meta.dirname, 'fixtures/residente.png')
export const photoDataUrl = `data:image/png;base64,${readFileSync(photoPath).toString('base64')}`

const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

export type CreatedActivity = { _id: string; title: string }

/** POST /activities, far in the future by default so it stays out of the dashboard's first five. */
export async function createActivity(
  request: APIRequestContext,
  token: string,
  title: string,
  extra: Record<string, unknown> = {},
) {
  const res = await request.post('/api/activities', {
    headers: auth(token),
    data: {
      title,
      description: 'Creada por una prueba automática.',
      location: 'Sala E2E',
      startDate: '2031-05-10',
      startTime: '10:00',
      endDate: '2031-05-10',
      endTime: '11:00',
      ...extra,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as CreatedActivity
}

export type CreatedPost = { _id: string; title: string; content: string; photo: string }

/** POST /posts with the fixture photo. */
export async function createPost(
  request: APIRequestContext,
  token: string,
  title: string,
  extra: Record<string, unknown> = {},
) {
  const res = await request.post('/api/posts', {
    headers: auth(token),
    data: { title, content: `Texto de ${title}.`, photo: photoDataUrl, visibility: 'both', ...extra },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as CreatedPost
}
