import { InfoIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { es } from '@/i18n/es'

/** Tells users who are not administrative that they read the team and administration changes it. */
export function ReadOnlyNote() {
  return (
    <Alert>
      <InfoIcon aria-hidden className="text-primary" />
      <AlertDescription>{es.staff.readOnly}</AlertDescription>
    </Alert>
  )
}
