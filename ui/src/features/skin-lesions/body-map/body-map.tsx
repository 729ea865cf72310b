import { BodyFigure, type Marker } from '@/features/skin-lesions/body-map/body-figure'
import { LESION_VIEWS, type LesionView } from '@/features/skin-lesions/body-map/body-regions'
import { cn } from '@/lib/utils'

type BodyMapProps = {
  /** The lesions to show, each on its figure. */
  markers?: readonly (Marker & { view: LesionView })[]
  /** The point being placed and its figure (the form's). */
  picked?: { view: LesionView; x: number; y: number } | null
  /** The region shaded on the picked figure. */
  highlight?: string
  /** Makes both figures tappable. */
  onPick?: (view: LesionView, x: number, y: number) => void
  className?: string
}

/** The body map: the front and the back figures side by side. */
export function BodyMap({ markers = [], picked, highlight, onPick, className }: BodyMapProps) {
  return (
    <div className={cn('grid grid-cols-2 gap-3', className)}>
      {LESION_VIEWS.map((view) => (
        <BodyFigure
          key={view}
          view={view}
          markers={markers.filter((marker) => marker.view === view)}
          picked={picked?.view === view ? picked : null}
          highlight={picked?.view === view ? highlight : undefined}
          onPick={onPick && ((x, y) => onPick(view, x, y))}
        />
      ))}
    </div>
  )
}
