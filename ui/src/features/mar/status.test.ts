import { describe, expect, it } from 'vitest'
import type { Administration, MarRow } from '@/features/mar/schemas'
import {
  effectStep,
  groupRound,
  holdReasonLabel,
  opensAt,
  roundProgress,
  slotTime,
  statusLook,
} from '@/features/mar/status'

const administration: Administration = {
  _id: 'a1',
  kardexId: 'k1',
  entryId: 'e1',
  residentId: 'r1',
  medicationName: 'Paracetamol 1 g',
  scheduledAt: '',
  prn: true,
  status: 'given',
  at: '2026-11-20T10:00:00Z',
  by: 'u1',
  byName: 'Carmen Ruiz',
  reason: 'dolor',
  note: '',
  stockUnits: 1,
  effect: '',
  effectNote: '',
  effectAt: '',
  effectByName: '',
  voidedAt: '',
  voidedByName: '',
  voidReason: '',
}

function row(extra: Partial<MarRow>): MarRow {
  return {
    residentId: 'r1',
    residentName: 'María Núñez',
    room: '12',
    areaId: 'a1',
    areaName: 'Planta 1',
    photo: '',
    allergies: '',
    kardexId: 'k1',
    entryId: 'e1',
    medication: 'm1',
    medicationName: 'Enalapril 10 mg',
    dose: '1 comprimido',
    route: 'Oral',
    unitsPerDose: 1,
    instructions: '',
    kind: 'scheduled',
    scheduledAt: '2026-11-20T08:00',
    status: 'due',
    administration: null,
    ...extra,
  }
}

describe('status presentation', () => {
  it('says every status in words, late in amber and missed in red', () => {
    expect(statusLook('pending').label).toBe('Pendiente')
    expect(statusLook('due').label).toBe('Toca ahora')
    expect(statusLook('late')).toMatchObject({ label: 'Con retraso', recordable: true })
    expect(statusLook('late').tone).toContain('text-warm')
    expect(statusLook('missed')).toMatchObject({ label: 'No registrada', recordable: true })
    expect(statusLook('missed').tone).toContain('bg-destructive')
    expect(statusLook('given')).toMatchObject({ label: 'Administrada', recordable: false })
    expect(statusLook('held')).toMatchObject({ label: 'Retenida', recordable: false })
    expect(statusLook('pending').recordable).toBe(false)
  })

  it('counts the progress over scheduled rows only, given and held as done', () => {
    const rows = [
      row({ status: 'given' }),
      row({ status: 'held' }),
      row({ status: 'due' }),
      row({ status: 'missed' }),
      row({ kind: 'prn', status: 'given' }),
      row({ kind: 'extra', status: 'given' }),
    ]
    expect(roundProgress(rows)).toEqual({ done: 2, total: 4 })
  })

  it('says when a pending slot opens, across midnight too', () => {
    expect(slotTime('2026-11-20T08:00')).toBe('08:00')
    expect(opensAt('2026-11-20T08:00', 60)).toBe('07:00')
    expect(opensAt('2026-11-21T00:30', 60)).toBe('23:30')
  })

  it('asks for a PRN dose effect 60 minutes after it, once', () => {
    const prn = row({ kind: 'prn', status: 'given', administration })
    expect(effectStep(prn, new Date('2026-11-20T10:59:00Z'))).toEqual({ step: 'wait', from: '12:00' })
    expect(effectStep(prn, new Date('2026-11-20T11:00:00Z'))).toEqual({ step: 'ask' })
    expect(effectStep(row({ kind: 'prn', administration: { ...administration, effect: 'partial' } }))).toEqual({
      step: 'recorded',
      effect: 'partial',
    })
    expect(effectStep(row({ status: 'given', administration: { ...administration, prn: false } }))).toBeNull()
    expect(effectStep(row({}))).toBeNull()
  })

  it('names the hold reasons as DESIGN 9 does', () => {
    expect(holdReasonLabel('refused')).toBe('Rechaza')
    expect(holdReasonLabel('medical-order')).toBe('Suspendida por orden médica')
    expect(holdReasonLabel('constructor')).toBe('constructor')
  })

  it('groups the server order by area, then resident', () => {
    const rows = [
      row({ residentId: 'r1', scheduledAt: '2026-11-20T08:00' }),
      row({ residentId: 'r1', scheduledAt: '2026-11-20T14:00' }),
      row({ residentId: 'r2', residentName: 'Luis', room: '14' }),
      row({ areaId: '', areaName: '', residentId: 'r3', residentName: 'Ana' }),
    ]
    const groups = groupRound(rows)
    expect(groups.map((g) => [g.name, g.residents.map((r) => [r.residentName, r.rows.length])])).toEqual([
      ['Planta 1', [['María Núñez', 2], ['Luis', 1]]],
      ['Sin área', [['Ana', 1]]],
    ])
  })
})
