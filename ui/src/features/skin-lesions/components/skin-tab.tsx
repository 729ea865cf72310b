import { useQuery } from '@tanstack/react-query'
import { ActivityIcon, ChevronDownIcon, FileDownIcon, LoaderCircleIcon, PlusIcon, XCircleIcon } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { residentSkinLesionsQueryOptions } from '@/features/skin-lesions/api/skin-lesions'
import { downloadSkinLesionsPdf } from '@/features/skin-lesions/api/skin-lesions-pdf'
import { BodyMap } from '@/features/skin-lesions/body-map/body-map'
import { CloseDialog } from '@/features/skin-lesions/components/close-dialog'
import { EvolutionDialog } from '@/features/skin-lesions/components/evolution-dialog'
import { LesionCard } from '@/features/skin-lesions/components/lesion-card'
import { NewLesionDialog } from '@/features/skin-lesions/components/new-lesion-dialog'
import { VoidDialog } from '@/features/skin-lesions/components/void-dialog'
import { lesionTitle, regionName } from '@/features/skin-lesions/lesion-text'
import type { SkinLesion } from '@/features/skin-lesions/schemas'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'
import { useCan } from '@/lib/permissions'

const t = es.skinLesions

type Acting = { kind: 'evolution' | 'close' | 'void'; lesion: SkinLesion } | null

type SkinTabProps = {
  resident: { id: string; name: string; archived?: boolean }
}

/**
 * The resident's tab «Piel» (issue 28): the body map with the open lesions numbered, their cards (numbered the
 * same), the closed ones folded away, «Nueva lesión» and «Imprimir». Doctors and nurses record, follow and close
 * lesions; everyone on the staff reads them.
 */
export function SkinTab({ resident }: SkinTabProps) {
  const may = useCan()
  const lesions = useQuery(residentSkinLesionsQueryOptions(resident.id))
  const [creating, setCreating] = useState(false)
  const [acting, setActing] = useState<Acting>(null)
  const [showClosed, setShowClosed] = useState(false)
  const [printing, setPrinting] = useState(false)
  const mayWrite = !resident.archived && may('registers.write')

  async function print() {
    setPrinting(true)
    try {
      await downloadSkinLesionsPdf(resident.id)
      toast.success(t.actions.printed)
    } catch (error) {
      notifyError(error, t.actions.printFailed)
    } finally {
      setPrinting(false)
    }
  }

  function actionsFor(lesion: SkinLesion) {
    const title = `${lesionTitle(lesion)}, ${regionName(lesion)}`
    const open = lesion.status === 'open'
    const mayVoid = !resident.archived && lesion.canVoid
    if (!(mayWrite && open) && !mayVoid) return undefined
    return (
      <>
        {mayWrite && open && (
          <>
            <Button
              type="button"
              className="min-h-12"
              aria-label={t.actions.evolutionLabel(title)}
              onClick={() => setActing({ kind: 'evolution', lesion })}
            >
              <ActivityIcon aria-hidden />
              {t.actions.evolution}
            </Button>
            <Button
              type="button"
              variant="outline"
              className="min-h-12"
              aria-label={t.actions.closeLabel(title)}
              onClick={() => setActing({ kind: 'close', lesion })}
            >
              {t.actions.close}
            </Button>
          </>
        )}
        {mayVoid && (
          <Button
            type="button"
            variant="ghost"
            className="min-h-12 text-destructive"
            aria-label={t.actions.voidLabel(title)}
            onClick={() => setActing({ kind: 'void', lesion })}
          >
            <XCircleIcon aria-hidden />
            {t.actions.void}
          </Button>
        )}
      </>
    )
  }

  function body() {
    if (lesions.isPending) {
      return (
        <p role="status" className="text-muted-foreground">
          {t.loading}
        </p>
      )
    }
    if (lesions.isError) {
      return <LoadError what={t.loadError} error={lesions.error} onRetry={() => void lesions.refetch()} />
    }
    // Open ones oldest found first, so that their numbers stay put as new ones are added.
    const open = lesions.data.filter((lesion) => lesion.status === 'open').reverse()
    const closed = lesions.data.filter((lesion) => lesion.status !== 'open')
    const markers = open.map((lesion, index) => ({ key: lesion._id, n: index + 1, x: lesion.x, y: lesion.y, view: lesion.view }))
    return (
      <>
        <section aria-labelledby="skin-open" className="grid min-w-0 gap-4">
          <h2 id="skin-open" className="text-xl font-semibold">
            {t.open} <span className="font-normal text-muted-foreground">({open.length})</span>
          </h2>
          <div className="grid min-w-0 items-start gap-4 @3xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
            <section aria-label={t.map.label} className="rounded-xl border bg-card p-3 shadow-sm">
              <p className="sr-only">{t.map.overview(open.length)}</p>
              <BodyMap markers={markers} className="mx-auto max-w-sm" />
            </section>
            <div className="grid min-w-0 gap-4">
              {open.length === 0 ? (
                <p className="rounded-xl border bg-card p-4 text-muted-foreground">{t.empty}</p>
              ) : (
                open.map((lesion, index) => (
                  <LesionCard key={lesion._id} lesion={lesion} n={index + 1} actions={actionsFor(lesion)} />
                ))
              )}
            </div>
          </div>
        </section>
        {closed.length > 0 && (
          <section aria-labelledby="skin-closed" className="grid min-w-0 gap-3">
            <h2 id="skin-closed" className="text-xl font-semibold">
              {t.closed} <span className="font-normal text-muted-foreground">({closed.length})</span>
            </h2>
            <Button
              type="button"
              variant="outline"
              className="min-h-12 justify-self-start"
              aria-expanded={showClosed}
              aria-controls="skin-closed-list"
              onClick={() => setShowClosed((shown) => !shown)}
            >
              <ChevronDownIcon aria-hidden className={showClosed ? 'rotate-180' : undefined} />
              {showClosed ? t.hideClosed : t.showClosed(closed.length)}
            </Button>
            {showClosed && (
              <div id="skin-closed-list" className="grid min-w-0 gap-4 @3xl:grid-cols-2">
                {closed.map((lesion) => (
                  <LesionCard key={lesion._id} lesion={lesion} actions={actionsFor(lesion)} />
                ))}
              </div>
            )}
          </section>
        )}
      </>
    )
  }

  const done = () => setActing(null)
  return (
    <div className="@container grid min-w-0 gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="sr-only">{t.title}</h2>
          <p className="max-w-prose text-muted-foreground">{t.description}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {mayWrite && (
            <Button type="button" className="min-h-12" onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden />
              {t.actions.create}
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            className="min-h-12"
            aria-label={t.actions.printLabel}
            disabled={printing}
            onClick={() => void print()}
          >
            {printing ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <FileDownIcon aria-hidden />}
            {printing ? t.actions.printing : t.actions.print}
          </Button>
        </div>
      </div>
      {body()}
      {mayWrite && <NewLesionDialog open={creating} onOpenChange={setCreating} resident={resident} />}
      <EvolutionDialog lesion={acting?.kind === 'evolution' ? acting.lesion : null} onClose={done} />
      <CloseDialog lesion={acting?.kind === 'close' ? acting.lesion : null} onClose={done} />
      <VoidDialog lesion={acting?.kind === 'void' ? acting.lesion : null} onClose={done} />
    </div>
  )
}
