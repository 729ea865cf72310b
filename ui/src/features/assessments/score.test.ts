import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { scaleSchema, type Scale } from '@/features/assessments/schemas'
import { bandOf, liveScore, sectionsOf, type Answers } from '@/features/assessments/score'
import served from '@/features/assessments/scales.fixture.json'

// The ten scales exactly as GET /assessment-scales serves them (server/scales_*.go), parsed as the UI parses them.
const scales = z.array(scaleSchema).parse(served)
const scale = (id: string): Scale => {
  const found = scales.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no scale ${id}`)
  return found
}

/** Every item of the scale answered `value`, then `then` on top. */
function all(sc: Scale, value: string, then: Record<string, string> = {}): Answers {
  return { ...Object.fromEntries(sc.items.map((item) => [item.id, value])), ...then }
}

/** The option of each item worth the most (or the least) points. */
function extreme(sc: Scale, pick: 'max' | 'min'): Answers {
  return Object.fromEntries(
    sc.items.map((item) => {
      const sorted = [...item.options].sort((a, b) => a.points - b.points)
      return [item.id, (pick === 'max' ? sorted.at(-1) : sorted[0])!.value]
    }),
  )
}

describe('the live score', () => {
  it('reads the ten scales the server serves, in its order', () => {
    expect(scales.map((sc) => sc.id)).toEqual([
      'barthel', 'lawton', 'pfeiffer', 'mec', 'tinetti', 'downton', 'norton', 'braden', 'mna-sf', 'gds15',
    ])
  })

  it.each(scales.map((sc) => [sc.id, sc] as const))('%s: every item answered at the extremes gives its minimum and maximum', (_, sc) => {
    const low = liveScore(sc, extreme(sc, 'min'))
    const high = liveScore(sc, extreme(sc, 'max'))
    expect(low).toMatchObject({ score: sc.min, complete: true, unanswered: 0, answered: sc.items.length })
    expect(high).toMatchObject({ score: sc.max, complete: true, unanswered: 0 })
    expect(low.band).toEqual(bandOf(sc, sc.min))
    expect(high.band).toEqual(bandOf(sc, sc.max))
  })

  it('adds the chosen points (Barthel): the server\'s hand-worked cases', () => {
    const barthel = scale('barthel')
    const independent = {
      comer: '10', lavarse: '5', vestirse: '10', arreglarse: '5', deposicion: '10', miccion: '10', retrete: '10',
      trasladarse: '15', deambular: '15', escalones: '10',
    }
    expect(liveScore(barthel, independent)).toMatchObject({ score: 100, complete: true, band: { label: 'Independiente', severity: 'none' } })
    const walker = {
      comer: '5', lavarse: '0', vestirse: '5', arreglarse: '0', deposicion: '10', miccion: '5', retrete: '5',
      trasladarse: '10', deambular: '10', escalones: '0',
    }
    expect(liveScore(barthel, walker)).toMatchObject({ score: 50, band: { label: 'Dependencia severa', severity: 'high' } })
    // 65 is "Dependencia moderada"; each answer moves it.
    expect(liveScore(barthel, { ...walker, lavarse: '5', escalones: '10' })).toMatchObject({
      score: 65,
      band: { label: 'Dependencia moderada', severity: 'medium' },
    })
  })

  it('counts what is still unanswered, and the score so far (provisional)', () => {
    const barthel = scale('barthel')
    expect(liveScore(barthel, {})).toMatchObject({ score: 0, answered: 0, unanswered: 10, complete: false })
    const some = liveScore(barthel, { comer: '10', trasladarse: '15', lavarse: '' })
    expect(some).toMatchObject({ score: 25, answered: 2, unanswered: 8, complete: false })
    expect(some.band?.label).toBe('Dependencia severa')
    // A value the item does not have counts as unanswered, as the server refuses it.
    expect(liveScore(barthel, { comer: '7' })).toMatchObject({ score: 0, answered: 0, unanswered: 10 })
  })

  it('counts Pfeiffer\'s errors: a right answer is worth nothing', () => {
    const pfeiffer = scale('pfeiffer')
    expect(liveScore(pfeiffer, all(pfeiffer, 'bien'))).toMatchObject({ score: 0, band: { label: 'Normal' } })
    expect(
      liveScore(pfeiffer, all(pfeiffer, 'bien', { fecha: 'error', 'presidente-anterior': 'error', restar: 'error' })),
    ).toMatchObject({ score: 3, band: { label: 'Deterioro cognitivo leve', severity: 'low' } })
    expect(liveScore(pfeiffer, all(pfeiffer, 'error'))).toMatchObject({
      score: 10,
      band: { label: 'Deterioro cognitivo grave', severity: 'high' },
    })
  })

  it('gives GDS-15\'s reversed questions their point for "no"', () => {
    const gds = scale('gds15')
    expect(liveScore(gds, all(gds, 'no'))).toMatchObject({ score: 5, band: { label: 'Depresión probable' } })
    expect(liveScore(gds, all(gds, 'si'))).toMatchObject({ score: 10 })
    const well = all(gds, 'no', { satisfecho: 'si', 'buen-humor': 'si', feliz: 'si', vivo: 'si', energia: 'si' })
    expect(liveScore(gds, well)).toMatchObject({ score: 0, band: { label: 'Normal', severity: 'none' } })
  })

  it('scores Downton\'s grouped yes/no items and its two choices', () => {
    const downton = scale('downton')
    const answers = all(downton, 'no', { 'caidas-previas': 'si', diureticos: 'si', 'estado-mental': 'confuso', deambulacion: 'normal' })
    expect(liveScore(downton, answers)).toMatchObject({ score: 3, complete: true, band: { label: 'Alto riesgo de caídas', severity: 'high' } })
  })

  it('takes MNA-SF\'s F from the BMI or, without it, the calf', () => {
    const mna = scale('mna-sf')
    expect(liveScore(mna, { a: '2', b: 'no', c: '1', d: 'no', e: '1', f: 'cp-menos-31' })).toMatchObject({
      score: 9,
      band: { label: 'Riesgo de malnutrición' },
    })
    expect(liveScore(mna, { a: '2', b: 'no', c: '2', d: 'no', e: '2', f: 'imc-23' })).toMatchObject({
      score: 14,
      band: { label: 'Estado nutricional normal', severity: 'none' },
    })
  })

  it('starts Norton at 5 (its lowest options are worth 1) and reads Lawton\'s letters', () => {
    const norton = scale('norton')
    expect(liveScore(norton, all(norton, '1'))).toMatchObject({ score: 5, band: { label: 'Riesgo muy alto', severity: 'high' } })
    const lawton = scale('lawton')
    expect(
      liveScore(lawton, { telefono: 'c', compras: 'b', comida: 'd', casa: 'd', ropa: 'c', transporte: 'e', medicacion: 'b', dinero: 'c' }),
    ).toMatchObject({ score: 2, band: { label: 'Dependencia severa', severity: 'medium' } })
  })

  it('adds MEC\'s counted tasks (0 to n words, subtractions…) and right-or-wrong items, by section', () => {
    const mec = scale('mec')
    const answers = all(mec, 'bien', { fijacion: '3', calculo: '2', digitos: '3', recuerdo: '1', nombrar: '2', orden: '3', copiar: 'mal' })
    // 10 orientation + 3 + 2 + 3 + 1 + 2 + (repetir, 2 semejanzas, leer, escribir) 5 + 3 orden = 29.
    expect(liveScore(mec, answers)).toMatchObject({ score: 29, complete: true, band: { label: 'Normal' } })
    expect(sectionsOf(mec.items).map(({ section, items }) => [section, items.length])).toEqual([
      ['Orientación', 10],
      ['Fijación', 1],
      ['Concentración y cálculo', 2],
      ['Memoria', 1],
      ['Lenguaje y construcción', 8],
    ])
  })

  it('finds every band edge as the server does (both ends included)', () => {
    for (const sc of scales) {
      for (const band of sc.bands) {
        expect(bandOf(sc, band.from)).toEqual(band)
        expect(bandOf(sc, band.to)).toEqual(band)
      }
      expect(bandOf(sc, sc.max + 1)).toBeNull()
    }
  })
})
