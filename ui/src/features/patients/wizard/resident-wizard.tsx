import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import type * as React from 'react'
import { useForm } from 'react-hook-form'
import { ErrorBanner } from '@/components/error-banner'
import { Form } from '@/components/ui/form'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { Resident } from '@/features/patients/schemas'
import { occupantOf, roomsQueryOptions } from '@/features/patients/wizard/rooms'
import { residentFormSchema, type ResidentFormOutput, type ResidentFormValues } from '@/features/patients/wizard/schema'
import { ContactStep } from '@/features/patients/wizard/steps/contact-step'
import { EvaluationStep } from '@/features/patients/wizard/steps/evaluation-step'
import { MedicalStep } from '@/features/patients/wizard/steps/medical-step'
import { PersonalStep } from '@/features/patients/wizard/steps/personal-step'
import { ReviewStep } from '@/features/patients/wizard/steps/review-step'
import { WIZARD_TABS, type WizardTab } from '@/features/patients/wizard/tabs'
import { useSaveResident } from '@/features/patients/wizard/use-save-resident'
import { useWizardNavigation } from '@/features/patients/wizard/use-wizard-navigation'
import { emptyResidentValues, residentToFormValues } from '@/features/patients/wizard/values'
import { WizardFooter } from '@/features/patients/wizard/wizard-footer'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'
import { useTimedMessage } from '@/lib/use-timed-message'

const t = es.residentWizard

type ResidentWizardProps = {
  /** The resident to edit, or null to register a new one. */
  resident: Resident | null
  /** Runs after a successful save, with the resident as saved. */
  onSaved?: (resident: Resident) => void
  /** Told whenever the form starts or stops holding unsaved changes. */
  onDirtyChange: (dirty: boolean) => void
  /** A new resident's "Empleado que recibe" to start with: the signed-in user's name. */
  receivingEmployee?: string
}

/**
 * The Datos tab: the five-step admission (or edit) form of a resident. A new resident is received by the
 * signed-in user unless changed; the room is checked against the rooms in use (GET /patients/rooms) on
 * the Personal step, and the free ones are suggested.
 */
export function ResidentWizard({ resident, onSaved, onDirtyChange, receivingEmployee = '' }: ResidentWizardProps) {
  const mode = resident ? 'edit' : 'create'
  const may = useCan()
  // residents.admit saves the Datos tab, unless the resident is archived (the server refuses it: 409);
  // residents.family-access sets the family's username and password.
  const archived = resident?.archived ?? false
  const canSave = may('residents.admit') && !archived
  const familyAccess = may('residents.family-access')
  const rooms = useQuery(roomsQueryOptions())
  const residentId = resident?._id ?? null
  // If the rooms cannot be read, nothing is checked here: the server still refuses a taken room.
  const roomOccupant = useCallback((room: string) => occupantOf(rooms.data, room, residentId), [rooms.data, residentId])
  const familyUsername = resident?.username ?? ''
  const hasFamilyAccount = familyUsername !== ''
  const schema = useMemo(
    () => residentFormSchema(mode, undefined, { familyAccess, hasFamilyAccount, familyUsername, roomOccupant }),
    [mode, familyAccess, hasFamilyAccount, familyUsername, roomOccupant],
  )
  const form = useForm<ResidentFormValues, unknown, ResidentFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: resident
      ? residentToFormValues(resident)
      : emptyResidentValues(undefined, receivingEmployee),
    mode: 'onTouched',
  })
  const banner = useTimedMessage()
  const top = useRef<HTMLFormElement>(null)
  const navigation = useWizardNavigation(form, banner, top)
  const save = useSaveResident({ form, resident, navigation, banner, onSaved, familyAccess })
  const { isDirty, isSubmitting } = form.formState

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange])

  // Enter in a field moves on like Siguiente; only the last tab saves.
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (navigation.isLast && canSave) return void form.handleSubmit(save.onValid, save.onInvalid)(event)
    event.preventDefault()
    if (navigation.isLast) return
    void navigation.next()
  }

  return (
    <Form {...form}>
      <form ref={top} onSubmit={onSubmit} noValidate aria-label={t.formLabel} className="grid grid-cols-1 gap-5">
        <Tabs value={navigation.tab} onValueChange={(tab) => void navigation.goTo(tab as WizardTab)} activationMode="manual">
          <TabsList aria-label={t.tabsLabel} className="h-auto w-full flex-wrap justify-start rounded-none border-b bg-transparent p-0">
            {WIZARD_TABS.map((tab, index) => (
              <TabsTrigger
                key={tab}
                value={tab}
                disabled={isSubmitting}
                className="group -mb-px h-12 rounded-none border-b-2 border-transparent px-3 data-[state=active]:border-primary data-[state=active]:bg-transparent data-[state=active]:text-primary data-[state=active]:shadow-none"
              >
                <span
                  aria-hidden
                  className="flex size-6 items-center justify-center rounded-full bg-muted text-sm group-data-[state=active]:bg-primary group-data-[state=active]:text-primary-foreground"
                >
                  {index + 1}
                </span>
                {t.tabs[tab]}
              </TabsTrigger>
            ))}
          </TabsList>
          <ErrorBanner message={banner.message} className="whitespace-pre-line" />
          {!canSave && <p className="pt-3 text-muted-foreground">{archived ? t.archivedReadOnly : t.readOnly}</p>}
          <fieldset disabled={!canSave} className="contents">
          <TabsContent value="personal" className="pt-2">
            <PersonalStep freeRooms={rooms.data?.free} />
          </TabsContent>
          <TabsContent value="contact" className="pt-2">
            <ContactStep mode={mode} />
          </TabsContent>
          <TabsContent value="medical" className="pt-2">
            <MedicalStep />
          </TabsContent>
          <TabsContent value="evaluation" className="pt-2">
            <EvaluationStep />
          </TabsContent>
          <TabsContent value="review" className="pt-2">
            <ReviewStep mode={mode} />
          </TabsContent>
          </fieldset>
        </Tabs>
        <div className="sticky bottom-0 -mx-4 border-t bg-card px-4 py-3 sm:-mx-6 sm:px-6">
          <WizardFooter
            mode={mode}
            canSave={canSave}
            tab={navigation.tab}
            submitting={isSubmitting}
            onPrevious={() => void navigation.previous()}
            onNext={() => void navigation.next()}
          />
        </div>
      </form>
    </Form>
  )
}
