import { BanIcon, PlusIcon } from 'lucide-react'
import { useState } from 'react'
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

type EntryListProps = {
  label: string
  items: EntryItem[]
  canVoid: boolean
  onVoid: (item: EntryItem) => void
  /** How many are shown at first; «Ver más» shows ten more. */
  initial?: number
  /** The server has more after the items (DESIGN 13's pages): «Ver más» fetches them when all are shown. */
  hasMore?: boolean
  onMore?: () => void
  loadingMore?: boolean
}

/**
 * A register's entries, the first few at first, each with «Anular» for those who write (a 44 px button, labelled
 * on touch screens too).
 */
export function EntryList({ label, items, canVoid, onVoid, initial = 6, hasMore = false, onMore, loadingMore = false }: EntryListProps) {
  const [shown, setShown] = useState(initial)
  const moreHere = items.length > shown
  return (
    <div className="grid gap-2">
      <ul aria-label={label} className="grid gap-2">
        {items.slice(0, shown).map((item) => (
          <li
            key={item.id}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 rounded-lg border bg-background py-2 pr-1 pl-3"
          >
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium break-words">
                {item.text}
                {item.badge && <span className="ml-2 align-middle">{item.badge}</span>}
              </p>
              <p className="text-sm text-muted-foreground">{item.meta}</p>
            </div>
            {canVoid && item.voidable !== false && (
              <Button
                type="button"
                variant="ghost"
                className="min-h-11 px-3 text-muted-foreground"
                aria-label={t.void.actionLabel(item.what)}
                onClick={() => onVoid(item)}
              >
                <BanIcon aria-hidden />
                {t.void.action}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {(moreHere || hasMore) && (
        <Button
          type="button"
          variant="outline"
          className="min-h-11 justify-self-start"
          disabled={loadingMore}
          onClick={() => {
            if (!moreHere) onMore?.()
            setShown((n) => n + 10)
          }}
        >
          <PlusIcon aria-hidden />
          {t.more}
        </Button>
      )}
    </div>
  )
}
