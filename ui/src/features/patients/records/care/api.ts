import { careRecordSchema, type CareRecord, type CareRecordInput } from '@/features/patients/records/care/schemas'
import { useSaveRecord, type RecordResource } from '@/features/patients/records/shared/api'

/** /care-records: written by every staff role. */
export const careRecordResource: RecordResource<CareRecord> = {
  kind: 'care',
  path: '/care-records',
  schema: careRecordSchema,
  pdfFilename: (id) => `cuidados_${id}.pdf`,
  reportFilename: 'cuidados_report.pdf',
}

/** Creates a day's care, or updates `record`. */
export const useSaveCareRecord = (record: CareRecord | null) =>
  useSaveRecord<CareRecord, CareRecordInput>(careRecordResource, record)
