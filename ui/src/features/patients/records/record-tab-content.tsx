import type { ComponentType } from 'react'
import { CareTab } from '@/features/patients/records/care/care-tab'
import { IncidentsTab } from '@/features/patients/records/incidents/incidents-tab'
import { KardexTab } from '@/features/patients/records/kardex/kardex-tab'
import { NotesTab } from '@/features/patients/records/notes/notes-tab'
import { RECORD_WRITE_PERMISSION, type RecordTabKey, type RecordTabProps } from '@/features/patients/records/record-tabs'
import { SocialNotesTab } from '@/features/patients/records/social-notes/social-notes-tab'
import { VitalsTab } from '@/features/patients/records/vitals/vitals-tab'
import type { Resident } from '@/features/patients/schemas'
import { useCan } from '@/lib/permissions'

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
}

/** The content of one record tab of the patient modal for a saved resident. */
export function RecordTabContent({ tab, resident }: RecordTabContentProps) {
  const may = useCan()
  const Panel = PANELS[tab]
  return <Panel resident={resident} canWrite={may(RECORD_WRITE_PERMISSION[tab])} />
}
