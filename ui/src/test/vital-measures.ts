import { vitalMeasuresSchema } from '@/features/patients/records/vitals/schemas'

/**
 * GET /vital-ranges as the server answers it (server/vital_measures.go, DESIGN 8), for the tests: the UI
 * keeps no copy of these numbers, so its tests take them from an answer of this shape.
 */
export const vitalMeasuresAnswer = [
  { key: 'systolicPressure', label: 'Presión sistólica', unit: 'mmHg', min: 40, max: 300, defaultRange: { min: 90, max: 140 }, zeroAllowed: false },
  { key: 'diastolicPressure', label: 'Presión diastólica', unit: 'mmHg', min: 20, max: 200, defaultRange: { min: 60, max: 90 }, zeroAllowed: false },
  { key: 'glucose', label: 'Glucosa', unit: 'mg/dL', min: 10, max: 1000, defaultRange: { min: 70, max: 180 }, zeroAllowed: false },
  { key: 'temperature', label: 'Temperatura', unit: '°C', min: 25, max: 45, defaultRange: { min: 35.5, max: 37.5 }, zeroAllowed: false },
  { key: 'heartRate', label: 'Frecuencia cardiaca', unit: 'lat/min', min: 20, max: 250, defaultRange: { min: 50, max: 100 }, zeroAllowed: false },
  { key: 'respiratoryRate', label: 'Frecuencia respiratoria', unit: 'resp/min', min: 4, max: 80, defaultRange: { min: 12, max: 20 }, zeroAllowed: false },
  { key: 'oxygenSaturation', label: 'Saturación de oxígeno', unit: '%', min: 50, max: 100, defaultRange: { min: 92, max: 100 }, zeroAllowed: false },
  { key: 'pain', label: 'Dolor (EVA)', unit: '/10', min: 0, max: 10, defaultRange: { min: 0, max: 3 }, zeroAllowed: true },
  { key: 'weight', label: 'Peso', unit: 'kg', min: 20, max: 250, defaultRange: { min: 20, max: 250 }, zeroAllowed: false },
]

/** The answer as the UI reads it. */
export const vitalMeasures = vitalMeasuresSchema.parse(vitalMeasuresAnswer)

/** Each measure's default range, as GET /vital-ranges/{residentId} answers for a resident without their own. */
export const defaultRanges = Object.fromEntries(
  vitalMeasuresAnswer.map(({ key, defaultRange }) => [key, defaultRange]),
) as Record<keyof typeof vitalMeasures, { min: number; max: number }>
