import { toast } from 'sonner'
import { postShareData } from '@/features/posts/share-text'
import type { Post } from '@/features/posts/schemas'
import { es } from '@/i18n/es'
import { shareText } from '@/lib/share'

const t = es.dashboard.feed

/** Compartir: the device's share sheet, or the text copied with a toast saying so. */
export function useSharePost() {
  return async (post: Post) => {
    const outcome = await shareText(postShareData(post))
    if (outcome === 'copied') toast.success(t.copiedTitle, { description: t.copiedText })
    else if (outcome === 'failed') toast.error(t.shareFailedTitle, { description: t.shareFailedText })
  }
}
