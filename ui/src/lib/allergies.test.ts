import { hasKnownAllergies } from '@/lib/allergies'

describe('hasKnownAllergies', () => {
  it('is false for the ways staff write that none is known', () => {
    for (const text of ['', '  ', 'Ninguna conocida', 'ninguna conocida.', 'NAMC', 'No', 'Sin alergias conocidas', 'No conocidas']) {
      expect(hasKnownAllergies(text)).toBe(false)
    }
  })

  it('is true for a real allergy, even one that starts like «no»', () => {
    for (const text of ['Penicilina', 'Ácido acetilsalicílico', 'Látex', 'Ninguna conocida salvo penicilina', 'Nolotil']) {
      expect(hasKnownAllergies(text)).toBe(true)
    }
  })
})
