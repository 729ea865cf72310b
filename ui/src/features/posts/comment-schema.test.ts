import { describe, expect, it } from 'vitest'
import { commentSchema } from '@/features/posts/comment-schema'
import { postShareData } from '@/features/posts/share-text'

describe('commentSchema', () => {
  it('takes a comment, trimmed', () => {
    expect(commentSchema.parse({ content: '  ¡Qué bonito!  ' })).toEqual({ content: '¡Qué bonito!' })
  })

  it('refuses an empty comment with the server’s message', () => {
    const result = commentSchema.safeParse({ content: '   ' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].message).toBe('El comentario no puede estar vacío.')
  })

  it('keeps to the server’s length', () => {
    const result = commentSchema.safeParse({ content: 'x'.repeat(2001) })
    expect(result.error?.issues[0].message).toBe('Es demasiado largo (máximo 2000 caracteres).')
  })
})

describe('postShareData', () => {
  it('shares the title and text, signed with the author', () => {
    expect(postShareData({ title: 'Fiesta de otoño', content: 'Castañas.', author: 'Lucía' })).toEqual({
      title: 'Fiesta de otoño',
      text: 'Fiesta de otoño\n\nCastañas.\n\nLucía · Amparo',
    })
  })

  it('names an untitled post by its text and an unknown author "Usuario"', () => {
    expect(postShareData({ title: '', content: 'Castañas.', author: '' })).toEqual({
      title: 'Castañas.',
      text: 'Castañas.\n\nUsuario · Amparo',
    })
  })
})
