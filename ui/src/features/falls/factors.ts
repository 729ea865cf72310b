/**
 * The falls register's checklists (issue 28; RNAO and Andalucía's FASE guide), as the server names them
 * (server/falls.go: a Go test compares the two lists); their Spanish labels are in i18n/es/falls.ts.
 */
export const INTRINSIC_FACTORS = [
  'mareo-hipotension',
  'alteracion-marcha',
  'debilidad-muscular',
  'deterioro-cognitivo',
  'incontinencia-urgencia',
  'deficit-visual',
  'deficit-auditivo',
  'medicacion-psicotropa',
  'caidas-previas',
  'dolor',
  'infeccion-fiebre',
  'hipoglucemia',
] as const
export type IntrinsicFactor = (typeof INTRINSIC_FACTORS)[number]

export const EXTRINSIC_FACTORS = [
  'suelo-mojado',
  'iluminacion',
  'calzado',
  'ropa-inadecuada',
  'obstaculos',
  'cama-sin-freno',
  'altura-cama',
  'sin-barandilla',
  'ayuda-tecnica',
  'timbre-lejos',
] as const
export type ExtrinsicFactor = (typeof EXTRINSIC_FACTORS)[number]

/** The injury a fall left: none, mild, or grave (a fracture, a head injury). */
export const INJURIES = ['ninguna', 'leve', 'grave'] as const
export type Injury = (typeof INJURIES)[number]

/** The places the form offers as one tap; any other is typed («Otro lugar»). */
export const PLACES = ['habitacion', 'bano', 'comedor', 'pasillo', 'sala', 'exterior'] as const
export type Place = (typeof PLACES)[number]
