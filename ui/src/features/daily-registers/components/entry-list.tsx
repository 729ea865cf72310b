import { BanIcon } from 'lucide-react'
import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { es } from '@/i18n/es'

const t = es.dailyRegisters

export type EntryItem = {
  id: string
  /** What it was: «Lateral izquierdo», «200 ml · Agua». */
  text: React.ReactNode
  /** When and by whom. */
  meta: string
  /** The words the void dialog and the button's label say. */
  what: string
  /** Marked in words beside it: «Pérdida de peso», «Del registro diario de cuidados». */
  badge?: React.ReactNode
  /** May be voided here (a care record's pad change is corrected on the care record). */
  voidable?: boolean
}

/** A register's entries, each with «Anular» for those who write (a 44 px button, labelled on touch screens too). */
export function EntryList({ label, items, canVoid, onVoid }: { label: string; items: EntryItem[]; canVoid: boolean; onVoid: (item: EntryItem) => void }) {
  return (
    <ul aria-label={label} className="grid gap-2">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-background px-3 py-2">
          <div className="grid min-w-0 gap-0.5">
            <p className="font-medium break-words">
              {item.text}
              {item.badge && <span className="ml-2 align-middle">{item.badge}</span>}
            </p>
            <p className="text-sm text-muted-foreground">{item.meta}</p>
          </div>
          {canVoid && item.voidable !== false && (
            <Button type="button" variant="ghost" className="min-h-11 text-muted-foreground" aria-label={t.void.actionLabel(item.what)} onClick={() => onVoid(item)}>
              <BanIcon aria-hidden />
              {t.void.action}
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}
