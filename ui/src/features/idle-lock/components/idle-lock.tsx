import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import type * as React from 'react'
import { toast } from 'sonner'
import { DEFAULT_IDLE_LOCK_MINUTES, idleLockMinutesQueryOptions } from '@/features/idle-lock/api'
import { LockScreen } from '@/features/idle-lock/components/lock-screen'
import { useIdle } from '@/lib/use-idle'

/**
 * sessionStorage key of a locked tab, holding the id of the user whose session it locked. sessionStorage
 * (this tab only, kept across a reload) so that reloading a locked tab is no way around the lock; the user
 * id so that the flag never locks someone else's session. It is removed on unlock and when the frame goes
 * away (sign-out); a reload runs no cleanup, so the flag survives it.
 */
export const LOCKED_KEY = 'amparo.locked'

function lockedAtStart(userId: string) {
  try {
    return sessionStorage.getItem(LOCKED_KEY) === userId
  } catch {
    return false
  }
}

type IdleLockProps = {
  userId: string
  /** The signed-in user's name, on the lock screen. */
  name: string
  /** The normal sign-out ("Cerrar sesión" on the lock screen). */
  onSignOut: () => void
  signingOut?: boolean
  /** The app frame: it stays mounted while locked (typed text kept), hidden and inert. */
  children: React.ReactNode
}

/**
 * The idle lock of shared devices (DESIGN 12): after the server's --idle-lock minutes without input the
 * page locks behind the user's password (LockScreen). The page underneath is kept as it was, but hidden
 * from assistive technology and inert (no focus, no clicks) until the right password opens it again.
 */
export function IdleLock({ userId, name, onSignOut, signingOut, children }: IdleLockProps) {
  const { data: minutes } = useQuery(idleLockMinutesQueryOptions())
  const [locked, setLocked] = useState(() => lockedAtStart(userId))

  const lock = useCallback(() => {
    // What the toasts said while the page was in use is not for whoever comes to the device next.
    toast.dismiss()
    setLocked(true)
  }, [])
  // Until the server's answer arrives (or if it fails), its default: the lock is never off by accident.
  useIdle(minutes ?? DEFAULT_IDLE_LOCK_MINUTES, lock, !locked)

  useEffect(() => {
    if (!locked) return
    try {
      sessionStorage.setItem(LOCKED_KEY, userId)
    } catch {
      // No storage (private mode): the lock holds until a reload.
    }
    return () => {
      try {
        sessionStorage.removeItem(LOCKED_KEY)
      } catch {
        // as above
      }
    }
  }, [locked, userId])

  return (
    <>
      <div inert={locked} aria-hidden={locked || undefined}>
        {children}
      </div>
      {locked && (
        <LockScreen name={name} onUnlocked={() => setLocked(false)} onSignOut={onSignOut} signingOut={signingOut} />
      )}
    </>
  )
}
