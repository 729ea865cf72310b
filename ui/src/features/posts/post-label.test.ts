import { describe, expect, it } from 'vitest'
import { postLabel } from '@/features/posts/post-label'

describe('postLabel', () => {
  it('is the title when there is one', () => {
    expect(postLabel({ title: 'Fiesta de otoño', content: 'Texto' })).toBe('Fiesta de otoño')
  })

  it('is the start of the content otherwise, on one line', () => {
    expect(postLabel({ title: '', content: 'Hola\n a todos' })).toBe('Hola a todos')
    expect(postLabel({ title: '', content: 'Castañas asadas, música y muchas risas en el jardín.' })).toBe(
      'Castañas asadas, música y muchas risas e…',
    )
  })
})
