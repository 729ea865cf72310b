import { UserRoundIcon } from 'lucide-react'
import { es } from '@/i18n/es'

/** The author's photo, or a placeholder icon while authors have none. */
export function AuthorAvatar({ name, photo }: { name: string; photo: string | null }) {
  if (photo) {
    return (
      <img
        src={photo}
        alt={es.dashboard.feed.authorPhoto(name)}
        className="size-11 shrink-0 rounded-full bg-muted object-cover"
      />
    )
  }
  return (
    <span
      role="img"
      aria-label={es.dashboard.feed.authorPhoto(name)}
      className="grid size-11 shrink-0 place-items-center rounded-full bg-accent text-primary"
    >
      <UserRoundIcon className="size-6" aria-hidden />
    </span>
  )
}
