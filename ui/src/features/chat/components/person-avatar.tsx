import { initials } from '@/lib/initials'
import { cn } from '@/lib/utils'

type PersonAvatarProps = { name: string; online?: boolean; className?: string }

/** Initials in a circle with a presence dot, green while online (no dot when `online` is undefined); decorative. */
export function PersonAvatar({ name, online, className }: PersonAvatarProps) {
  return (
    <span className={cn('relative flex size-11 shrink-0', className)}>
      <span
        className="flex size-full items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
        aria-hidden
      >
        {initials(name)}
      </span>
      {online !== undefined && (
        <span
          data-testid="presence-dot"
          data-online={online}
          aria-hidden
          className={cn(
            'absolute right-0 bottom-0 size-3.5 rounded-full ring-2 ring-card',
            online ? 'bg-success' : 'bg-muted-foreground/40',
          )}
        />
      )}
    </span>
  )
}
