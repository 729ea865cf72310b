import { describe, expect, it } from 'vitest'
import { summarySections } from '@/features/patients/wizard/summary/summary-sections'
import { emptyResidentValues, residentToFormValues } from '@/features/patients/wizard/values'
import { completeResidentValues, recordedEssentials, savedResident } from '@/test/resident-fixtures'

function rows(sections: ReturnType<typeof summarySections>) {
  return Object.fromEntries(sections.flatMap((section) => section.rows.map((row) => [row.label, row.value])))
}

describe('summarySections', () => {
  it('has the five tabs, in order, with their Spanish titles', () => {
    expect(summarySections(emptyResidentValues('2026-03-02'), 'create').map((s) => s.title)).toEqual([
      'Personal',
      'Contacto',
      'Médico',
      'Evaluación',
      'Revisión',
    ])
  })

  it('shows empty fields as —, dates in Spanish, choices with their labels', () => {
    const summary = rows(summarySections(emptyResidentValues('2026-03-02'), 'create'))
    expect(summary['Nombre completo']).toBe('—')
    expect(summary['Foto']).toBe('—')
    expect(summary['Fecha de ingreso']).toBe('02/03/2026')
    expect(summary['Sexo']).toBe('Hombre')
    expect(summary['Estado civil']).toBe('Soltero/a')
    expect(summary['Relación con el examinador']).toBe('Positiva')
    expect(summary['Nivel de actividad']).toBe('Actividad adecuada')
    expect(summary['Equipo médico']).toBe('—')
    expect(summary['Contraseña']).toBe('—')
  })

  it('lists the ticked flags, and the "other" texts only while ticked', () => {
    const values = completeResidentValues()
    values.medicalEquipment = { wheelchair: false, walker: true, oxygen: true, others: false }
    values.otherEquipmentText = 'Grúa'
    values.residentReceipt = { ...values.residentReceipt, accompanied: true }
    values.accompaniedBy = 'Su hija Ana'
    const summary = rows(summarySections(values, 'create'))
    expect(summary['Equipo médico']).toBe('Andador, Oxígeno')
    expect(summary['Otro equipo']).toBeUndefined()
    expect(summary['Forma de llegada']).toBe('Acompañado/a')
    expect(summary['Acompañado por']).toBe('Su hija Ana')
    expect(summary['Nombre del familiar 1']).toBe('Luis Núñez')
    expect(summary['Contacto del familiar 2']).toBe('—')
    expect(summary['Foto']).toBe('—')
  })

  it('never shows the password: set on create; unchanged or changing on edit', () => {
    const values = completeResidentValues()
    expect(rows(summarySections(values, 'create'))['Contraseña']).toBe('Definida')
    expect(rows(summarySections(values, 'edit'))['Contraseña']).toBe('Se cambiará')
    expect(rows(summarySections({ ...values, password: '' }, 'edit'))['Contraseña']).toBe('Sin cambios')
  })

  it('sums up the essentials with their Spanish labels, the directives\' date and place only while registered', () => {
    const summary = rows(summarySections(residentToFormValues(savedResident(recordedEssentials)), 'edit'))
    expect(summary).toMatchObject({
      'Estado de reanimación': 'No RCP',
      'Ayuda para moverse': 'Andador',
      Dieta: 'Diabética, sin sal',
      'Textura (IDDSI)': '5 · Picado y húmedo',
      Aislamiento: 'Contacto (SARM)',
      'Instrucciones previas': 'Registradas',
      'Fecha de registro': '05/11/2024',
      'Dónde está el documento': 'Carpeta azul del despacho de enfermería',
      Representante: 'Ana Núñez (hija)',
    })
  })

  it('says what is not recorded: «Sin registrar» for a choice, — for a text', () => {
    const summary = rows(summarySections(emptyResidentValues('2026-03-02'), 'create'))
    expect(summary).toMatchObject({
      'Estado de reanimación': 'Sin registrar',
      'Ayuda para moverse': 'Sin registrar',
      Dieta: '—',
      'Textura (IDDSI)': 'Sin registrar',
      Aislamiento: '—',
      'Instrucciones previas': 'No registradas',
      Representante: '—',
    })
    expect(summary['Fecha de registro']).toBeUndefined()
    expect(summary['Dónde está el documento']).toBeUndefined()
  })

  it('reads IDDSI level 0 as a level, not as nothing', () => {
    const values = { ...emptyResidentValues('2026-03-02'), iddsiLevel: '0' }
    expect(rows(summarySections(values, 'create'))['Textura (IDDSI)']).toBe('0 · Líquido fino')
  })
})
