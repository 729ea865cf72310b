import type { ComponentType } from 'react'
import { CareTab } from '@/features/patients/records/care/care-tab'
import { IncidentsTab } from '@/features/patients/records/incidents/incidents-tab'
import { KardexTab } from '@/features/patients/records/kardex/kardex-tab'
import { NotesTab } from '@/features/patients/records/notes/notes-tab'
import type { RecordTabKey, RecordTabProps } from '@/features/patients/records/record-tabs'
import type { RecordPermissions } from '@/features/patients/records/shared/permissions'
import { SocialNotesTab } from '@/features/patients/records/social-notes/social-notes-tab'
import { VitalsTab } from '@/features/patients/records/vitals/vitals-tab'
import type { Resident } from '@/features/patients/schemas'

/** Each record tab's panel. */
const PANELS: Record<RecordTabKey, ComponentType<RecordTabProps>> = {
  socialNotes: SocialNotesTab,
  notes: NotesTab,
  vitals: VitalsTab,
  incidents: IncidentsTab,
  kardex: KardexTab,
  care: CareTab,
}

type RecordTabContentProps = {
  tab: RecordTabKey
  /** The saved resident whose records the tab shows. */
  resident: Resident
  permissions: RecordPermissions
}

/** The content of one record tab of the patient modal for a saved resident. */
export function RecordTabContent({ tab, resident, permissions }: RecordTabContentProps) {
  const Panel = PANELS[tab]
  return <Panel resident={resident} canWrite={permissions[tab]} />
}
