import { useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import type { UseFormReturn } from 'react-hook-form'
import { toast } from 'sonner'
import { errorLines } from '@/features/patients/wizard/error-lines'
import type { ResidentFormOutput, ResidentFormValues } from '@/features/patients/wizard/schema'
import { TAB_FIELDS, WIZARD_TABS, tabOfField, tabsToValidate, type ResidentField, type WizardTab } from '@/features/patients/wizard/tabs'
import { es } from '@/i18n/es'
import type { useTimedMessage } from '@/lib/use-timed-message'

const t = es.residentWizard

/** The wizard's timed error banner (useTimedMessage). */
export type Banner = Pick<ReturnType<typeof useTimedMessage>, 'show' | 'clear'>

/**
 * The wizard's tabs. Moving forward (Siguiente, or a later tab clicked) checks every tab on the way and
 * stops at the first with problems; moving back is free and clears the banner. A tab shown starts at
 * its top (`top` is the wizard's first element), with the banner in view.
 */
export function useWizardNavigation(
  form: UseFormReturn<ResidentFormValues, unknown, ResidentFormOutput>,
  banner: Banner,
  top: RefObject<HTMLElement | null>,
) {
  const [tab, setTab] = useState<WizardTab>('personal')
  const index = WIZARD_TABS.indexOf(tab)

  /** Shows a tab at once, so that its fields can take focus right after. */
  function show(target: WizardTab) {
    flushSync(() => setTab(target))
    top.current?.querySelector('[role="tab"][aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
    top.current?.scrollIntoView?.({ block: 'start' })
  }

  /** "Faltan campos": a toast, the banner with one line per failing field, and the first of them in view. */
  function reportInvalid(names: readonly ResidentField[]) {
    const messageOf = (name: string) => form.getFieldState(name as ResidentField).error?.message
    const failing = names.filter((name) => form.getFieldState(name).error)
    const first = failing[0]
    banner.show(errorLines(names, messageOf).join('\n'))
    if (first) {
      show(tabOfField(first) ?? tab)
      form.setFocus(first)
    }
    toast.error(t.missingTitle, { description: t.missingDescription })
  }

  async function goTo(target: WizardTab) {
    if (target === tab) return
    for (const step of tabsToValidate(tab, target)) {
      if (!(await form.trigger(TAB_FIELDS[step]))) {
        reportInvalid(TAB_FIELDS[step])
        return
      }
    }
    banner.clear()
    show(target)
  }

  return {
    tab,
    isLast: index === WIZARD_TABS.length - 1,
    goTo,
    next: () => goTo(WIZARD_TABS[Math.min(index + 1, WIZARD_TABS.length - 1)]),
    previous: () => goTo(WIZARD_TABS[Math.max(index - 1, 0)]),
    show,
    reportInvalid,
  }
}

export type WizardNavigation = ReturnType<typeof useWizardNavigation>
