import { GlassWaterIcon, PlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useAddFluidIntake } from '@/features/daily-registers/api/add-fluid-intake'
import { FLUID_PRESETS } from '@/features/daily-registers/schemas'
import { useUndoToast } from '@/features/daily-registers/use-undo-toast'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'

const t = es.dailyRegisters.fluids

/**
 * A drink in one tap: a glass (200 ml), a cup (150 ml) or a bottle (500 ml), recorded now; the toast offers
 * «Deshacer». «Otra cantidad» opens the form for any amount.
 */
export function FluidPresets({ resident, onOther }: { resident: { id: string; name: string }; onOther: () => void }) {
  const add = useAddFluidIntake()
  const undoToast = useUndoToast('fluids')

  async function record(drink: string, ml: number) {
    try {
      const intake = await add.mutateAsync({ residentId: resident.id, ml, drink })
      undoToast(t.saved, t.savedDetail(ml, resident.name), intake._id)
    } catch (error) {
      notifyError(error)
    }
  }

  return (
    <div role="group" aria-label={t.presetsLabel} className="grid grid-cols-2 gap-2 @lg:grid-cols-4">
      {FLUID_PRESETS.map((preset) => {
        const drink = t.presets[preset.key]
        return (
          <Button
            key={preset.key}
            type="button"
            className="h-auto min-h-14 flex-col gap-0 py-2 text-lg"
            disabled={add.isPending}
            onClick={() => void record(drink, preset.ml)}
          >
            <span className="flex items-center gap-2">
              <GlassWaterIcon aria-hidden />
              {drink}
            </span>{' '}
            <span className="text-base font-normal tabular-nums">{preset.ml} ml</span>{' '}
            <span className="sr-only">{t.presetFor(resident.name)}</span>
          </Button>
        )
      })}
      <Button type="button" variant="outline" className="h-auto min-h-14 text-lg whitespace-normal" onClick={onOther}>
        <PlusIcon aria-hidden />
        {t.other}
      </Button>
    </div>
  )
}
