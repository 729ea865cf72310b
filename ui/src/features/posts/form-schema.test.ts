import { describe, expect, it } from 'vitest'
import { postFormSchema, toPostFormValues, toPostInput, type PostFormValues } from '@/features/posts/form-schema'
import type { Post } from '@/features/posts/schemas'

const PNG = 'data:image/png;base64,iVBORw=='

const valid: PostFormValues = { title: '', content: 'Castañas asadas en el jardín.', photo: PNG, visibility: 'both' }

function errors(mode: 'create' | 'edit', values: Partial<Record<keyof PostFormValues, unknown>>) {
  const result = postFormSchema(mode).safeParse({ ...valid, ...values })
  if (result.success) return {}
  const out: Record<string, string> = {}
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message
  return out
}

const saved: Post = {
  _id: 'p1',
  title: 'Fiesta de otoño',
  content: '¡Qué tarde tan bonita!',
  photo: '/api/images/i1',
  visibility: 'families',
  author: 'Lucía',
  authorPhoto: null,
  likes: 2,
  likedByMe: false,
  comments: [],
  createdAt: '2026-11-20T10:00:00Z',
  createdBy: 'u1',
  createdByName: 'Lucía',
  canEdit: true,
}

describe('postFormSchema', () => {
  it('accepts a post without title and trims the texts', () => {
    expect(postFormSchema('create').parse({ ...valid, title: '  ', content: '  Hola  ' })).toEqual({
      ...valid,
      title: '',
      content: 'Hola',
    })
  })

  it('needs the content: "El contenido es requerido."', () => {
    expect(errors('create', { content: '   ' })).toEqual({ content: 'El contenido es requerido.' })
    expect(errors('edit', { content: '' })).toEqual({ content: 'El contenido es requerido.' })
  })

  it('needs a photo on create: "La foto es requerida."', () => {
    expect(errors('create', { photo: null })).toEqual({ photo: 'La foto es requerida.' })
    expect(errors('create', { photo: '' })).toEqual({ photo: 'La foto es requerida.' })
  })

  it('keeps the current photo on edit, so none chosen is fine', () => {
    expect(errors('edit', { photo: '/api/images/i1' })).toEqual({})
    expect(errors('edit', { photo: null })).toEqual({})
  })

  it('needs one of the three audiences: "La visibilidad es requerida."', () => {
    expect(errors('create', { visibility: undefined })).toEqual({ visibility: 'La visibilidad es requerida.' })
    expect(errors('create', { visibility: 'everyone' })).toEqual({ visibility: 'La visibilidad es requerida.' })
    for (const visibility of ['workers', 'families', 'both']) expect(errors('create', { visibility })).toEqual({})
  })

  it('keeps to the server’s lengths', () => {
    expect(errors('create', { title: 'x'.repeat(121), content: 'x'.repeat(5001) })).toEqual({
      title: 'Es demasiado largo (máximo 120 caracteres).',
      content: 'Es demasiado largo (máximo 5000 caracteres).',
    })
  })

  it('reports every field at once on an empty new post', () => {
    expect(errors('create', toPostFormValues(null))).toEqual({
      content: 'El contenido es requerido.',
      photo: 'La foto es requerida.',
    })
  })
})

describe('toPostFormValues', () => {
  it('starts a new post visible to both (the default), without photo', () => {
    expect(toPostFormValues(null)).toEqual({ title: '', content: '', photo: null, visibility: 'both' })
  })

  it('starts an edit with the post’s values and its current photo', () => {
    expect(toPostFormValues(saved)).toEqual({
      title: 'Fiesta de otoño',
      content: '¡Qué tarde tan bonita!',
      photo: '/api/images/i1',
      visibility: 'families',
    })
  })
})

describe('toPostInput', () => {
  it('sends a newly chosen photo as its data URL', () => {
    expect(toPostInput(valid)).toEqual({ title: '', content: valid.content, visibility: 'both', photo: PNG })
  })

  it('leaves the photo out when the current one is kept', () => {
    expect(toPostInput(toPostFormValues(saved))).toEqual({
      title: 'Fiesta de otoño',
      content: '¡Qué tarde tan bonita!',
      visibility: 'families',
    })
  })
})
