import { useSaveRecord, type RecordResource } from '@/features/patients/records/shared/api'
import {
  vitalSignsRecordSchema,
  type VitalSignsInput,
  type VitalSignsRecord,
} from '@/features/patients/records/vitals/schemas'

/** /vitalsigns: written with records.clinical. */
export const vitalSignsResource: RecordResource<VitalSignsRecord> = {
  kind: 'vitals',
  path: '/vitalsigns',
  schema: vitalSignsRecordSchema,
  pdfFilename: (id) => `signos_vitales_${id}.pdf`,
  reportFilename: 'signos_vitales_report.pdf',
}

/** Creates a vital-signs record, or updates `record`. */
export const useSaveVitalSigns = (record: VitalSignsRecord | null) =>
  useSaveRecord<VitalSignsRecord, VitalSignsInput>(vitalSignsResource, record)
