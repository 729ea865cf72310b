import { useId, useState } from 'react'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { Button } from '@/components/ui/button'
import { useAddRepositioningChange } from '@/features/daily-registers/api/add-repositioning-change'
import { positionLabel } from '@/features/daily-registers/format'
import { POSITIONS, type Position } from '@/features/daily-registers/schemas'
import { useUndoToast } from '@/features/daily-registers/use-undo-toast'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'
import { cn } from '@/lib/utils'

const t = es.dailyRegisters.repositioning

type PositionButtonsProps = {
  resident: { id: string; name: string }
  /** The last position: its button says so, the others are where to turn to. */
  current?: string
  /** The shift's list: smaller buttons, in a row. */
  compact?: boolean
}

/**
 * A change of position in one tap: each position a big button that records the change now, with the skin check
 * («Piel sin cambios», on unless unticked); the toast offers «Deshacer».
 */
export function PositionButtons({ resident, current, compact = false }: PositionButtonsProps) {
  const add = useAddRepositioningChange()
  const undoToast = useUndoToast('repositioning')
  const [skinOk, setSkinOk] = useState(true)
  const skinId = useId()

  async function record(position: Position) {
    try {
      const change = await add.mutateAsync({ residentId: resident.id, position, skinOk })
      undoToast(t.saved, t.savedDetail(positionLabel(position), resident.name), change._id)
      setSkinOk(true)
    } catch (error) {
      notifyError(error)
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex min-h-11 flex-wrap items-center gap-3">
        <Switch
          id={skinId}
          checked={skinOk}
          aria-describedby={compact ? undefined : `${skinId}-hint`}
          onChange={(event) => setSkinOk(event.target.checked)}
        />
        <Label htmlFor={skinId} className="text-base">
          {t.skinOk}
        </Label>
        {!compact && (
          <p id={`${skinId}-hint`} className="basis-full text-sm text-muted-foreground">
            {t.skinHint}
          </p>
        )}
      </div>
      <div className={cn('grid gap-2', compact ? 'grid-cols-2 @md:grid-cols-5' : 'grid-cols-2 @lg:grid-cols-5')}>
        {POSITIONS.map((position) => (
          <Button
            key={position}
            type="button"
            variant={position === current ? 'secondary' : 'outline'}
            className={cn('h-auto whitespace-normal', compact ? 'min-h-12' : 'min-h-14 text-lg')}
            disabled={add.isPending}
            aria-label={t.positionLabel(positionLabel(position), resident.name)}
            onClick={() => void record(position)}
          >
            {positionLabel(position)}
          </Button>
        ))}
      </div>
    </div>
  )
}
