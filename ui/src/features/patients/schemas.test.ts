import { describe, expect, it } from 'vitest'
import { residentSchema } from '@/features/patients/schemas'
import { recordedEssentials, savedResident } from '@/test/resident-fixtures'

describe('residentSchema: the essentials (issue 29)', () => {
  const { codeStatus, advanceDirectives, diet, iddsiLevel, mobilityAid, isolation, ...older } = savedResident(recordedEssentials)

  it('reads them as the server gives them', () => {
    expect(residentSchema.parse({ ...older, codeStatus, advanceDirectives, diet, iddsiLevel, mobilityAid, isolation })).toMatchObject(
      recordedEssentials,
    )
  })

  it('reads an answer without them, or with values it does not know, as nothing recorded', () => {
    const notRecorded = {
      codeStatus: null,
      advanceDirectives: { registered: false, date: null, location: '', representative: '' },
      diet: '',
      iddsiLevel: null,
      mobilityAid: '',
      isolation: '',
    }
    expect(residentSchema.parse(older)).toMatchObject(notRecorded)
    expect(
      residentSchema.parse({ ...older, codeStatus: 'dnr', iddsiLevel: 9, mobilityAid: 'patinete', advanceDirectives: 'sí' }),
    ).toMatchObject(notRecorded)
  })
})
