import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { patientKeys, residentQueryOptions } from '@/features/patients/api'
import { RecordTabNotice } from '@/features/patients/components/modal/record-tab-notice'
import { ResidentLoadError, ResidentLoading } from '@/features/patients/components/modal/resident-load-state'
import { RecordTabContent } from '@/features/patients/records/record-tab-content'
import { RECORD_TABS, type RecordTabKey } from '@/features/patients/records/record-tabs'
import type { Resident } from '@/features/patients/schemas'
import { ResidentWizard } from '@/features/patients/wizard/resident-wizard'
import { es } from '@/i18n/es'

const t = es.patientModal

type PatientModalBodyProps = {
  /** The resident to edit, or null to register a new one. */
  patientId: string | null
  onDirtyChange: (dirty: boolean) => void
}

/**
 * The modal's title and its tabs: Datos (the wizard) and the resident's records. A resident registered
 * here stays open, now in edit mode, so that staff can go on with the records.
 */
export function PatientModalBody({ patientId, onDirtyChange }: PatientModalBodyProps) {
  const queryClient = useQueryClient()
  const [createdId, setCreatedId] = useState<string | null>(null)
  const residentId = patientId ?? createdId
  const resident = useQuery({ ...residentQueryOptions(residentId ?? ''), enabled: residentId !== null })

  function onCreated(saved: Resident) {
    queryClient.setQueryData(patientKeys.detail(saved._id), saved)
    setCreatedId(saved._id)
  }

  function loadState() {
    if (resident.isError) return <ResidentLoadError error={resident.error} onRetry={() => void resident.refetch()} />
    return <ResidentLoading />
  }

  function dataTab() {
    if (residentId === null) return <ResidentWizard resident={null} onSaved={onCreated} onDirtyChange={onDirtyChange} />
    // Once loaded, the form stays even if a background refresh fails: nothing typed is lost.
    if (resident.data) return <ResidentWizard key={resident.data._id} resident={resident.data} onDirtyChange={onDirtyChange} />
    return loadState()
  }

  function recordTab(tab: RecordTabKey) {
    if (residentId === null) return <RecordTabNotice title={t.records[tab]} />
    if (resident.data) return <RecordTabContent tab={tab} resident={resident.data} />
    return loadState()
  }

  return (
    <>
      <DialogHeader className="px-4 pt-4 pr-14 sm:px-6 sm:pt-6">
        <DialogTitle>{residentId ? t.titleEdit : t.titleNew}</DialogTitle>
        <DialogDescription>
          {residentId === null ? t.descriptionNew : resident.data ? t.descriptionEdit(resident.data.name) : t.loading}
        </DialogDescription>
      </DialogHeader>
      <Tabs defaultValue="data" className="min-h-0 flex-1 gap-0">
        <TabsList aria-label={t.tabsLabel} className="mx-4 mt-3 w-auto justify-start sm:mx-6 sm:w-fit">
          <TabsTrigger value="data">{t.tabs.data}</TabsTrigger>
          {RECORD_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t.tabs[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="data" className="min-h-0 flex-1 overflow-y-auto px-4 pt-4 sm:px-6">
          {dataTab()}
        </TabsContent>
        {RECORD_TABS.map((tab) => (
          <TabsContent key={tab} value={tab} className="min-h-0 flex-1 overflow-y-auto px-4 sm:px-6">
            {recordTab(tab)}
          </TabsContent>
        ))}
      </Tabs>
    </>
  )
}
