import {
  careRecordSchema,
  type CareRecord,
  type CareRecordInput,
} from '@/features/patients/records/care/schemas'
import type { RecordResource } from '@/features/patients/records/shared/api'
import { useCreateRecord, useUpdateRecord } from '@/features/patients/records/shared/api'

/** /care-records: written by every staff role. */
export const careRecordResource: RecordResource<CareRecord> = {
  kind: 'care',
  path: '/care-records',
  schema: careRecordSchema,
  pdfFilename: (id) => `cuidados_${id}.pdf`,
  reportFilename: 'cuidados_report.pdf',
}

export const useCreateCareRecord = () => useCreateRecord<CareRecord, CareRecordInput>(careRecordResource)

export const useUpdateCareRecord = () => useUpdateRecord<CareRecord, CareRecordInput>(careRecordResource)
