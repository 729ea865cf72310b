import { EyeIcon, EyeOffIcon } from 'lucide-react'
import { useState } from 'react'
import type * as React from 'react'
import { Input } from '@/components/ui/input'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

/** A password input with a show/hide toggle button. */
export function PasswordInput({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-12', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? es.common.hidePassword : es.common.showPassword}
        disabled={props.disabled}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none disabled:opacity-60"
      >
        {visible ? <EyeOffIcon className="size-5" aria-hidden /> : <EyeIcon className="size-5" aria-hidden />}
      </button>
    </div>
  )
}
