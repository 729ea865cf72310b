import { incidentSchema, type Incident, type IncidentInput } from '@/features/patients/records/incidents/schemas'
import { useCreateRecord, useUpdateRecord, type RecordResource } from '@/features/patients/records/shared/api'

/** /incidents: written with records.clinical. */
export const incidentResource: RecordResource<Incident> = {
  kind: 'incidents',
  path: '/incidents',
  schema: incidentSchema,
  pdfFilename: (id) => `incident_${id}.pdf`,
  reportFilename: 'incidents_general_report.pdf',
}

export const useCreateIncident = () => useCreateRecord<Incident, IncidentInput>(incidentResource)

export const useUpdateIncident = () => useUpdateRecord<Incident, IncidentInput>(incidentResource)
