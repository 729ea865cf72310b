import { DropletsIcon, RefreshCwIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { useAddBowelRecord, type NewBowelRecord } from '@/features/daily-registers/api/add-bowel-record'
import { describeBowel } from '@/features/daily-registers/format'
import { BRISTOL_TYPES } from '@/features/daily-registers/schemas'
import { useUndoToast } from '@/features/daily-registers/use-undo-toast'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'

const t = es.dailyRegisters.bowel

/**
 * A stool in one tap, by its Bristol type (each button says what the type looks like); an episode of incontinence
 * or a pad change alone. «Incontinente» marks the next entry as without control. The toast offers «Deshacer».
 */
export function BowelButtons({ resident }: { resident: { id: string; name: string } }) {
  const add = useAddBowelRecord()
  const undoToast = useUndoToast('bowel')
  const [incontinent, setIncontinent] = useState(false)
  const switchId = useId()

  async function record(entry: Omit<NewBowelRecord, 'residentId'>) {
    try {
      const saved = await add.mutateAsync({ residentId: resident.id, ...entry })
      undoToast(t.saved, `${describeBowel(saved)} · ${resident.name}`, saved._id)
      setIncontinent(false)
    } catch (error) {
      notifyError(error)
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex min-h-11 flex-wrap items-center gap-3">
        <Switch
          id={switchId}
          checked={incontinent}
          aria-describedby={`${switchId}-hint`}
          onChange={(event) => setIncontinent(event.target.checked)}
        />
        <Label htmlFor={switchId} className="text-base">
          {t.incontinent}
        </Label>
        <p id={`${switchId}-hint`} className="basis-full text-sm text-muted-foreground">
          {t.incontinentHint}
        </p>
      </div>
      <div role="group" aria-label={t.bristolLabel} className="grid grid-cols-2 gap-2 @md:grid-cols-4 @2xl:grid-cols-7">
        {BRISTOL_TYPES.map((n) => (
          <Button
            key={n}
            type="button"
            variant="outline"
            className="h-auto min-h-14 flex-col gap-0 py-2 whitespace-normal"
            disabled={add.isPending}
            onClick={() => void record({ bristol: n, continent: !incontinent, padChange: false })}
          >
            <span className="text-lg font-semibold">{t.bristol(n)}</span>{' '}
            <span className="text-sm font-normal text-muted-foreground">{t.bristolHelp[n]}</span>{' '}
            <span className="sr-only">{t.bristolFor(resident.name)}</span>
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-2 @md:grid-cols-2">
        <Button
          type="button"
          variant="outline"
          className="min-h-12 whitespace-normal"
          disabled={add.isPending}
          aria-label={t.episodeLabel(resident.name)}
          onClick={() => void record({ bristol: null, continent: false, padChange: false })}
        >
          <DropletsIcon aria-hidden />
          {t.episode}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="min-h-12 whitespace-normal"
          disabled={add.isPending}
          aria-label={t.padChangeLabel(resident.name)}
          onClick={() => void record({ bristol: null, continent: !incontinent, padChange: true })}
        >
          <RefreshCwIcon aria-hidden />
          {t.padChange}
        </Button>
      </div>
    </div>
  )
}
