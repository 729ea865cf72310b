import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SummaryEssentials } from '@/features/patients/components/page/summary-essentials'
import { recordedEssentials, savedResident } from '@/test/resident-fixtures'

/** The card's rows, label to value, in order. */
function shownRows() {
  const card = screen.getByRole('region', { name: 'Datos esenciales' })
  return within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent])
}

describe('SummaryEssentials', () => {
  it('lists every essential recorded, in Spanish, the date as dd/mm/aaaa', () => {
    render(<SummaryEssentials resident={savedResident(recordedEssentials)} />)
    expect(shownRows()).toEqual([
      ['Estado de reanimación', 'No RCP'],
      ['Instrucciones previas', 'Registradas'],
      ['Fecha de registro', '05/11/2024'],
      ['Dónde está el documento', 'Carpeta azul del despacho de enfermería'],
      ['Representante', 'Ana Núñez (hija)'],
      ['Dieta', 'Diabética, sin sal'],
      ['Textura (IDDSI)', '5 · Picado y húmedo'],
      ['Ayuda para moverse', 'Andador'],
      ['Aislamiento', 'Contacto (SARM)'],
    ])
  })

  it('says «Sin registrar» for what is missing, and leaves out the date and place of directives not registered', () => {
    render(<SummaryEssentials resident={savedResident()} />)
    expect(shownRows()).toEqual([
      ['Estado de reanimación', 'Sin registrar'],
      ['Instrucciones previas', 'No registradas'],
      ['Representante', 'Sin registrar'],
      ['Dieta', 'Sin registrar'],
      ['Textura (IDDSI)', 'Sin registrar'],
      ['Ayuda para moverse', 'Sin registrar'],
      ['Aislamiento', 'Sin registrar'],
    ])
  })

  it('shows «RCP: sí», IDDSI level 0 and registered directives without a date', () => {
    const resident = savedResident({
      codeStatus: 'rcp',
      iddsiLevel: 0,
      mobilityAid: 'silla-ruedas',
      advanceDirectives: { registered: true, date: null, location: '', representative: '' },
    })
    render(<SummaryEssentials resident={resident} />)
    expect(shownRows()).toEqual(
      expect.arrayContaining([
        ['Estado de reanimación', 'RCP: sí'],
        ['Textura (IDDSI)', '0 · Líquido fino'],
        ['Ayuda para moverse', 'Silla de ruedas'],
        ['Fecha de registro', 'Sin registrar'],
        ['Dónde está el documento', 'Sin registrar'],
      ]),
    )
  })
})
