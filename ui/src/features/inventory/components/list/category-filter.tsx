import { Button } from '@/components/ui/button'
import { CATEGORIES, type Category } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'

const t = es.inventory

const OPTIONS: { value: Category | undefined; label: string }[] = [
  { value: undefined, label: t.categoryFilter.all },
  ...CATEGORIES.map((category) => ({ value: category, label: t.categories[category] })),
]

type CategoryFilterProps = {
  /** The chosen category, or undefined for Todos. */
  value: Category | undefined
  onChange: (value: Category | undefined) => void
}

/** Todos and the six categories, one pressed at a time; one row that scrolls sideways on a phone. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <div
      role="group"
      aria-label={t.categoryFilter.label}
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 @min-[40rem]:flex-wrap @min-[40rem]:overflow-visible"
    >
      {OPTIONS.map((option) => (
        <Button
          key={option.label}
          variant="outline"
          aria-pressed={value === option.value}
          className="shrink-0 rounded-full aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:bg-primary-hover"
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  )
}
