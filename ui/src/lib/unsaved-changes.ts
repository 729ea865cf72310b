import { createContext, useContext, useEffect } from 'react'

/**
 * How a form tells the dialog around it whether it holds unsaved changes (components/form-dialog provides
 * it, so that closing asks first).
 */
export const UnsavedChangesContext = createContext<((dirty: boolean) => void) | null>(null)

/**
 * Tells the FormDialog around the calling form (if any) whether the form holds unsaved changes.
 * lib/use-form-submit's useSchemaForm calls it for every form; outside a FormDialog it does nothing.
 */
export function useReportDirty(dirty: boolean) {
  const report = useContext(UnsavedChangesContext)
  useEffect(() => {
    report?.(dirty)
  }, [report, dirty])
  // A form that goes away (saved, or replaced by another) holds nothing any more.
  useEffect(() => () => report?.(false), [report])
}
