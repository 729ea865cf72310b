import { describe, expect, it } from 'vitest'
import { PREVIEW_LENGTH, truncateText } from '@/features/patients/records/shared/truncate'

describe('truncateText', () => {
  it('keeps texts of up to 60 characters as they are', () => {
    expect(PREVIEW_LENGTH).toBe(60)
    expect(truncateText('Buen día.')).toBe('Buen día.')
    expect(truncateText('a'.repeat(60))).toBe('a'.repeat(60))
  })

  it('cuts longer texts to 60 characters and an ellipsis', () => {
    expect(truncateText('b'.repeat(61))).toBe(`${'b'.repeat(60)}…`)
    const text = 'Entrevista de seguimiento con la familia: valoran positivamente la adaptación.'
    expect(truncateText(text)).toBe('Entrevista de seguimiento con la familia: valoran positivame…')
  })

  it('counts accented letters and emoji as one character, and drops spaces before the ellipsis', () => {
    expect(truncateText('ñ'.repeat(61))).toBe(`${'ñ'.repeat(60)}…`)
    expect(truncateText('😀'.repeat(61))).toBe(`${'😀'.repeat(60)}…`)
    expect(truncateText(`${'c'.repeat(59)} dd`)).toBe(`${'c'.repeat(59)}…`)
  })

  it('trims surrounding spaces and takes a custom length', () => {
    expect(truncateText('  hola  ')).toBe('hola')
    expect(truncateText('abcdef', 3)).toBe('abc…')
  })
})
