import { describe, expect, it } from 'vitest'
import { areaFormSchema, toAreaFormValues } from '@/features/patients/components/areas/area-form-schema'

describe('areaFormSchema', () => {
  it('requires a name, also when it is only spaces', () => {
    for (const name of ['', '   ']) {
      const result = areaFormSchema.safeParse({ name, description: '' })
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['El nombre del área es obligatorio.'])
    }
  })

  it('sends name and description trimmed; the description may be empty', () => {
    expect(areaFormSchema.parse({ name: '  Planta baja ', description: ' Junto al jardín  ' })).toEqual({
      name: 'Planta baja',
      description: 'Junto al jardín',
    })
    expect(areaFormSchema.parse({ name: 'Ala norte', description: '' })).toEqual({ name: 'Ala norte', description: '' })
  })

  it('limits the lengths', () => {
    const result = areaFormSchema.safeParse({ name: 'x'.repeat(121), description: 'y'.repeat(201) })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Es demasiado largo (máximo 120 caracteres).'],
      ['description', 'Es demasiado largo (máximo 200 caracteres).'],
    ])
  })
})

describe('toAreaFormValues', () => {
  it('starts blank for a new area and with the saved values for an edit', () => {
    expect(toAreaFormValues(null)).toEqual({ name: '', description: '' })
    expect(toAreaFormValues({ _id: 'a1', name: 'Planta 1', description: 'Ala este', patientCount: 4 })).toEqual({
      name: 'Planta 1',
      description: 'Ala este',
    })
  })
})
