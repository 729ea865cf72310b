/**
 * Whether a resident's allergy text names a real allergy. Staff write «Ninguna conocida», «NAMC», «No» or
 * «Sin alergias conocidas» where nothing is known: that is not an allergy and must not look like one (red).
 */
const NONE_KNOWN = new Set([
  '',
  '-',
  'no',
  'ninguna',
  'ninguna conocida',
  'ningunas',
  'no conocidas',
  'no conocida',
  'no se conocen',
  'nada',
  'namc',
  'nac',
  'sin alergias',
  'sin alergias conocidas',
  'no alergias conocidas',
  'no refiere',
  'no tiene',
])

export function hasKnownAllergies(allergies: string): boolean {
  const text = allergies
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[.,;:!()«»"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return !NONE_KNOWN.has(text)
}
