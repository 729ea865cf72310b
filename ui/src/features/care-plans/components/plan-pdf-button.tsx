import { FileDownIcon, LoaderCircleIcon } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { downloadCarePlanPdf } from '@/features/care-plans/api/care-plan-pdf'
import type { CarePlan } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'

const t = es.carePlans.actions

/** «Descargar PDF» of a version: pai_<residente>_<fecha>.pdf, for an inspector or the family. */
export function PlanPdfButton({ plan }: { plan: CarePlan }) {
  const [printing, setPrinting] = useState(false)

  async function print() {
    setPrinting(true)
    try {
      await downloadCarePlanPdf(plan)
      toast.success(t.pdfDone)
    } catch (error) {
      notifyError(error, t.pdfFailed)
    } finally {
      setPrinting(false)
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      className="min-h-12"
      aria-label={t.pdfLabel(plan.version)}
      disabled={printing}
      onClick={() => void print()}
    >
      {printing ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <FileDownIcon aria-hidden />}
      {t.pdf}
    </Button>
  )
}
