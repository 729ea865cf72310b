import { FileDownIcon, LifeBuoyIcon, LoaderCircleIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { downloadDowntimePlan } from '@/features/downtime/api'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'

const t = es.downtime

/** «Plan de contingencia» (/admin, issue 29): what the server keeps for a downtime, and printing the shift's now. */
export function DowntimeCard() {
  const [printing, setPrinting] = useState(false)

  async function print() {
    setPrinting(true)
    try {
      await downloadDowntimePlan()
    } catch (error) {
      notifyError(error)
    } finally {
      setPrinting(false)
    }
  }

  return (
    <Card role="region" className="gap-4" aria-labelledby="downtime-card-title">
      <CardHeader>
        <CardTitle id="downtime-card-title" className="flex items-center gap-2">
          <LifeBuoyIcon className="size-5 text-primary" aria-hidden />
          {t.title}
        </CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button type="button" variant="outline" className="min-h-12 w-full sm:w-auto" disabled={printing} onClick={() => void print()}>
          {printing ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <FileDownIcon aria-hidden />}
          {t.print}
        </Button>
      </CardContent>
    </Card>
  )
}
