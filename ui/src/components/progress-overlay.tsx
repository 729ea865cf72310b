import { es } from '@/i18n/es'

type ProgressOverlayProps = { label: string; percent: number }

/** SPEC: a loading overlay with a percentage, over the whole page while a long task runs. */
export function ProgressOverlay({ label, percent }: ProgressOverlayProps) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/40 p-6">
      <div className="grid w-full max-w-sm gap-3 rounded-xl border bg-card p-6 shadow-lg">
        <p role="status" className="font-medium">
          {label}
        </p>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={es.common.percent(percent)}
          className="h-3 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full origin-left bg-primary transition-transform duration-200"
            style={{ transform: `scaleX(${percent / 100})` }}
          />
        </div>
        <p aria-hidden className="text-right text-muted-foreground tabular-nums">
          {es.common.percent(percent)}
        </p>
      </div>
    </div>
  )
}
