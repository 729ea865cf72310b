import { describe, expect, it } from 'vitest'
import { agreementFieldOf, agreementFormSchema, approvalProblems, paperFileError } from '@/features/care-plans/approve/agreement-schema'
import { carePlanSchema } from '@/features/care-plans/schemas'

const TODAY = '2026-05-20'
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo='

function errors(input: unknown) {
  const result = agreementFormSchema(TODAY).safeParse(input)
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('agreementFormSchema', () => {
  it('takes who agreed, their relationship, a day up to today, how and the signature', () => {
    const agreement = { name: ' Ana Núñez ', relationship: 'Hija', date: TODAY, method: 'tableta', signature: SIGNATURE }
    expect(agreementFormSchema(TODAY).parse(agreement)).toEqual({ ...agreement, name: 'Ana Núñez' })
  })

  it('says what is missing, as the server says it, all at once', () => {
    expect(errors({ name: '', relationship: ' ', date: '', method: '', signature: '' })).toEqual({
      name: 'Indica quién da su acuerdo.',
      relationship: 'Indica la relación con el residente (el propio residente, hija, tutor...).',
      date: 'La fecha del acuerdo es requerida.',
      method: 'Indica cómo se firma: en la tableta o en papel.',
      signature: 'Falta la firma.',
    })
    expect(errors({ name: 'Ana', relationship: 'Hija', date: '2026-05-21', method: 'papel', signature: SIGNATURE })).toEqual({
      date: 'La fecha del acuerdo no puede ser futura.',
    })
  })

  it('takes a JPG or PNG of the paper up to 5 MB', () => {
    expect(paperFileError({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull()
    expect(paperFileError({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('La firma supera el tamaño máximo de 5 MB.')
    expect(paperFileError({ type: 'application/pdf', size: 1000 })).toBe('La firma debe ser una imagen PNG o JPG.')
  })

  it('reads the server\'s agreement fields on the dialog\'s names', () => {
    expect(agreementFieldOf('agreement.signature')).toBe('signature')
    expect(agreementFieldOf('referenceProfessional')).toBe('referenceProfessional')
  })
})

describe('approvalProblems', () => {
  const draft = (referenceProfessional: string, needs: unknown[]) =>
    carePlanSchema.parse({
      _id: 'p1',
      version: 1,
      status: 'borrador',
      person: {},
      referenceProfessional,
      areas: [{ id: 'funcional', contributors: [], needs }],
    })
  const need = { _id: 'n1', text: 'Caídas', objective: 'Ninguna', startDate: TODAY, reviewDate: TODAY }

  it('asks for a reference professional and at least one need before agreeing the plan', () => {
    expect(approvalProblems(draft('', []))).toEqual([
      'Indica el profesional de referencia antes de aprobar el plan.',
      'El plan no tiene ninguna necesidad.',
    ])
    expect(approvalProblems(draft('Dra. Ruiz', [need]))).toEqual([])
  })
})
