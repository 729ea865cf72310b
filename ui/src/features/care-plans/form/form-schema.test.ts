import { describe, expect, it } from 'vitest'
import { planFormSchema, type NeedFormValues, type PlanFormValues } from '@/features/care-plans/form/form-schema'
import { planFieldNames, planFieldOf, refusalOnFields } from '@/features/care-plans/form/server-fields'
import { emptyNeed, isPendingSuggestion, planFormValues } from '@/features/care-plans/form/values'
import { carePlanSchema, type CarePlan } from '@/features/care-plans/schemas'
import { ApiError } from '@/lib/api'

const braden = { scale: 'braden', assessmentId: 'a1', score: 11, band: 'Riesgo alto' }

function need(extra: Partial<NeedFormValues> = {}): NeedFormValues {
  return {
    _id: 'n1',
    source: null,
    pending: false,
    text: 'Riesgo alto de lesiones por presión.',
    objective: 'Ninguna lesión por presión nueva en 6 meses.',
    startDate: '2026-05-01',
    reviewDate: '2026-11-01',
    outcome: '',
    outcomeNote: '',
    interventions: [
      {
        _id: 'i1',
        text: 'Cambios posturales',
        frequency: 'cada 3 h',
        schedule: 'every',
        everyHours: '3',
        times: '',
        role: 'Gerocultor/a',
        responsible: '',
      },
    ],
    ...extra,
  }
}

function values(first: NeedFormValues = need()): PlanFormValues {
  return {
    person: { biography: ' Maestra en Ávila. ', preferences: '', matters: 'Ver a sus nietos.' },
    referenceProfessional: 'Dra. Ruiz',
    areas: [
      { id: 'sanitaria', contributors: [{ name: 'Carmen Gil', role: 'Enfermera' }], needs: [first] },
      { id: 'funcional', contributors: [], needs: [] },
      { id: 'cognitiva-emocional', contributors: [], needs: [] },
      { id: 'social-familiar', contributors: [], needs: [] },
      { id: 'ocio-participacion', contributors: [], needs: [] },
    ],
  }
}

/** The messages a parse gives, by field path. */
function errors(input: PlanFormValues) {
  const result = planFormSchema.safeParse(input)
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('planFormSchema', () => {
  it('gives the body of PUT /care-plans/{id}: texts trimmed, no outcome as null, the source and the suggestion flag left out', () => {
    const body = planFormSchema.parse(values())
    expect(body.person.biography).toBe('Maestra en Ávila.')
    expect(body.areas).toHaveLength(5)
    expect(body.areas[0]).toEqual({
      id: 'sanitaria',
      contributors: [{ name: 'Carmen Gil', role: 'Enfermera' }],
      needs: [
        {
          _id: 'n1',
          text: 'Riesgo alto de lesiones por presión.',
          objective: 'Ninguna lesión por presión nueva en 6 meses.',
          startDate: '2026-05-01',
          reviewDate: '2026-11-01',
          outcome: null,
          outcomeNote: '',
          interventions: [
            {
              _id: 'i1',
              text: 'Cambios posturales',
              frequency: 'cada 3 h',
              everyHours: 3,
              times: [],
              role: 'Gerocultor/a',
              responsible: '',
            },
          ],
        },
      ],
    })
  })

  it('sends the times of day read and in order, and nothing of the schedule not chosen', () => {
    const walk = {
      ...need().interventions[0],
      schedule: 'times' as const,
      everyHours: '3',
      times: '17:00, 8:30',
    }
    const body = planFormSchema.parse(values(need({ interventions: [walk] })))
    expect(body.areas[0].needs[0].interventions[0]).toMatchObject({ everyHours: null, times: ['08:30', '17:00'] })
    const none = { ...walk, schedule: 'none' as const }
    expect(planFormSchema.parse(values(need({ interventions: [none] }))).areas[0].needs[0].interventions[0]).toMatchObject({
      everyHours: null,
      times: [],
    })
  })

  it('wants the need, a measurable objective, real dates and the review not before the start', () => {
    expect(errors(values(need({ text: ' ', objective: '', startDate: '2026-02-30', reviewDate: '' })))).toEqual({
      'areas.0.needs.0.text': 'Describe la necesidad.',
      'areas.0.needs.0.objective': 'Indica un objetivo medible.',
      'areas.0.needs.0.startDate': 'Fecha no válida.',
      'areas.0.needs.0.reviewDate': 'La fecha de revisión es requerida.',
    })
    expect(errors(values(need({ reviewDate: '2026-04-30' })))).toEqual({
      'areas.0.needs.0.reviewDate': 'La revisión no puede ser anterior al inicio.',
    })
  })

  it('wants a note for an outcome not achieved, but not for one achieved', () => {
    expect(errors(values(need({ outcome: 'parcial' })))).toEqual({ 'areas.0.needs.0.outcomeNote': 'Explica el resultado.' })
    expect(errors(values(need({ outcome: 'no-logrado' })))).toEqual({ 'areas.0.needs.0.outcomeNote': 'Explica el resultado.' })
    expect(errors(values(need({ outcome: 'logrado' })))).toEqual({})
    expect(planFormSchema.parse(values(need({ outcome: 'parcial', outcomeNote: 'Una caída leve.' }))).areas[0].needs[0]).toMatchObject({
      outcome: 'parcial',
      outcomeNote: 'Una caída leve.',
    })
  })

  it('wants what an intervention is and who does it, every 1 to 24 hours, and valid times of day once each, all at once', () => {
    const base = need().interventions[0]
    const input = values(
      need({
        interventions: [
          { ...base, text: '', role: '', responsible: '' },
          { ...base, everyHours: '25' },
          { ...base, schedule: 'times', times: '' },
          { ...base, schedule: 'times', times: '08:00, 25:00' },
          { ...base, schedule: 'times', times: '08:00, 8:00' },
          { ...base, role: '', responsible: 'Ana López' },
        ],
      }),
    )
    expect(errors(input)).toEqual({
      'areas.0.needs.0.interventions.0.text': 'Describe la intervención.',
      'areas.0.needs.0.interventions.0.role': 'Indica el rol o la persona responsable.',
      'areas.0.needs.0.interventions.1.everyHours': 'Indica entre 1 y 24 horas.',
      'areas.0.needs.0.interventions.2.times': 'Indica al menos una hora.',
      'areas.0.needs.0.interventions.3.times': 'Hora no válida: 25:00.',
      'areas.0.needs.0.interventions.4.times': 'Esta hora está repetida: 08:00.',
    })
  })

  it('refuses a suggestion neither accepted nor dropped, and wants each contributor named with their role', () => {
    const input = values(need({ source: braden, pending: true }))
    input.areas[1].contributors.push({ name: 'Luis', role: '' })
    expect(errors(input)).toEqual({
      'areas.0.needs.0.pending': 'Acepta o quita esta sugerencia antes de guardar.',
      'areas.1.contributors.0.role': 'Indica su función (médico, enfermera, trabajadora social...).',
    })
    expect(errors(values(need({ source: braden, pending: false })))).toEqual({})
  })
})

/** A draft as the server answers it, with a Braden suggestion in `sanitaria` and nothing in the other areas. */
function draftJSON(extra: Record<string, unknown> = {}): CarePlan {
  return carePlanSchema.parse({
    _id: 'p2',
    residentId: 'r1',
    residentName: 'María José Núñez',
    version: 2,
    status: 'borrador',
    person: { biography: 'Maestra.', preferences: '', matters: '' },
    referenceProfessional: '',
    areas: [
      {
        id: 'sanitaria',
        contributors: [],
        needs: [
          {
            _id: 'n1',
            text: 'Riesgo alto de lesiones por presión.',
            objective: 'Ninguna lesión nueva.',
            source: braden,
            interventions: [{ _id: 'i1', text: 'Cambios posturales', frequency: 'cada 3 h', everyHours: 3, times: [], role: 'Gerocultor/a', responsible: '' }],
            startDate: '2026-05-01',
            reviewDate: '2026-11-01',
            outcome: null,
            outcomeNote: '',
          },
        ],
      },
    ],
    agreement: null,
    dueDate: '2026-05-31',
    createdAt: '2026-05-01T08:00:00Z',
    updatedAt: '2026-05-01T08:00:00Z',
    ...extra,
  })
}

describe('planFormValues', () => {
  it('shows the five areas in their order, and a new draft\'s suggestions as waiting for the team', () => {
    const form = planFormValues(draftJSON(), null)
    expect(form.areas.map((area) => area.id)).toEqual([
      'sanitaria',
      'funcional',
      'cognitiva-emocional',
      'social-familiar',
      'ocio-participacion',
    ])
    expect(form.areas[0].needs[0]).toMatchObject({ pending: true, outcome: '', source: braden })
    expect(form.areas[0].needs[0].interventions[0]).toMatchObject({ schedule: 'every', everyHours: '3', times: '' })
  })

  it('treats a draft once saved, and the needs copied from the plan in force, as accepted', () => {
    const draft = draftJSON()
    expect(isPendingSuggestion(draft.areas[0].needs[0], { ...draft, updatedAt: '2026-05-02T08:00:00Z' }, null)).toBe(false)
    const inForce = draftJSON({ _id: 'p1', version: 1, status: 'vigente' })
    expect(isPendingSuggestion(draft.areas[0].needs[0], draft, inForce)).toBe(false)
    expect(isPendingSuggestion(draft.areas[0].needs[0], draft, null)).toBe(true)
  })

  it('starts a need written by hand today, reviewed with the plan\'s other needs (or in six months)', () => {
    const form = planFormValues(draftJSON(), null)
    expect(emptyNeed('2026-05-10', form.areas)).toMatchObject({ startDate: '2026-05-10', reviewDate: '2026-11-01', pending: false })
    expect(emptyNeed('2026-05-10', []).reviewDate).toBe('2026-11-06')
  })
})

describe('a refusal of the server on the form', () => {
  it('lands on the fields it names, a time on its field of times, and the rest in the banner', () => {
    const form = values()
    const names = planFieldNames(form)
    expect(names).toContain('areas.0.needs.0.objective')
    expect(names).toContain('areas.0.needs.0.interventions.0.times')
    expect(names).toContain('areas.0.contributors.0.role')
    const refusal = new ApiError(422, 'Revisa los campos marcados.', {
      'areas.0.needs.0.objective': 'Indica un objetivo medible.',
      'areas.0.needs.0.interventions.0.times.1': 'Hora no válida.',
      'areas.2.needs': 'Demasiados elementos (máximo 40).',
    })
    const shown = refusalOnFields(refusal, names, planFieldOf) as ApiError
    expect(shown.status).toBe(422)
    expect(shown.fields).toEqual({
      'areas.0.needs.0.objective': 'Indica un objetivo medible.',
      'areas.0.needs.0.interventions.0.times': 'Hora no válida.',
      'areas.2.needs': 'Demasiados elementos (máximo 40).',
    })
    expect(shown.message).toBe('Revisa los campos marcados.\nDemasiados elementos (máximo 40).')
  })
})
