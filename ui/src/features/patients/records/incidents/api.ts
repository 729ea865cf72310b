import { incidentSchema, type Incident, type IncidentInput } from '@/features/patients/records/incidents/schemas'
import { useSaveRecord, type RecordResource } from '@/features/patients/records/shared/api'

/** /incidents: written with records.clinical. */
export const incidentResource: RecordResource<Incident> = {
  kind: 'incidents',
  path: '/incidents',
  schema: incidentSchema,
  pdfFilename: (id) => `incident_${id}.pdf`,
  reportFilename: 'incidents_general_report.pdf',
}

/** Creates an incident, or updates `incident`. */
export const useSaveIncident = (incident: Incident | null) =>
  useSaveRecord<Incident, IncidentInput>(incidentResource, incident)
