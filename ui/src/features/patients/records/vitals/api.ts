import { useCreateRecord, useUpdateRecord, type RecordResource } from '@/features/patients/records/shared/api'
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

export const useCreateVitalSigns = () => useCreateRecord<VitalSignsRecord, VitalSignsInput>(vitalSignsResource)

export const useUpdateVitalSigns = () => useUpdateRecord<VitalSignsRecord, VitalSignsInput>(vitalSignsResource)
