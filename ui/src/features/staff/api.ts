import { useMutation } from '@tanstack/react-query'
import {
  socialWorkerListSchema,
  socialWorkerSchema,
  staffListSchema,
  staffMemberSchema,
  temporaryPasswordSchema,
  type NewSocialWorkerInput,
  type NewStaffInput,
  type SocialWorkerUpdateInput,
  type StaffUpdateInput,
} from '@/features/staff/schemas'
import { api } from '@/lib/api'
import { messageSchema } from '@/lib/schemas'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

export const staffKeys = {
  all: ['staff'] as const,
  personnel: () => [...staffKeys.all, 'personnel'] as const,
  socialWorkers: () => [...staffKeys.all, 'social-workers'] as const,
}

/** GET /staff/all: the active doctors, nurses and administrative staff, sorted by name. */
export async function fetchPersonnel() {
  return staffListSchema.parse(await api.get<unknown>('/staff/all')).data
}

/** GET /socialworker/all: the active social workers. */
export async function fetchSocialWorkers() {
  return socialWorkerListSchema.parse(await api.get<unknown>('/socialworker/all')).data
}

/**
 * After any change to the team both lists are fetched again: one person can be in both (a social worker
 * with the administrative role), and SPEC 4 wants the admins list fresh after a profile edit.
 */
const refetchAfterChange = [staffKeys.all]

export function useCreateStaff() {
  return useRefetchingMutation(refetchAfterChange, async (input: NewStaffInput) =>
    staffMemberSchema.parse(await api.post<unknown>('/staff/create-new-staff', input)),
  )
}

export function useUpdateStaff() {
  return useRefetchingMutation(refetchAfterChange, async (input: StaffUpdateInput) =>
    staffMemberSchema.parse(await api.put<unknown>(`/staff/${input._id}`, input)),
  )
}

/** DELETE /staff/{id}: the account stops working; its name stays on everything it signed. */
export function useDeleteStaff() {
  return useRefetchingMutation(refetchAfterChange, async (id: string) =>
    messageSchema.parse(await api.delete<unknown>(`/staff/${id}`)),
  )
}

export function useCreateSocialWorker() {
  return useRefetchingMutation(refetchAfterChange, async (input: NewSocialWorkerInput) =>
    socialWorkerSchema.parse(await api.post<unknown>('/socialworker/create-new-socialworker', input)),
  )
}

export function useUpdateSocialWorker() {
  return useRefetchingMutation(
    refetchAfterChange,
    async ({ id, input }: { id: string; input: SocialWorkerUpdateInput }) =>
      socialWorkerSchema.parse(await api.put<unknown>(`/socialworker/${id}`, input)),
  )
}

/** DELETE /socialworker/{id}: as for personnel, the account is deactivated. */
export function useDeleteSocialWorker() {
  return useRefetchingMutation(refetchAfterChange, async (id: string) =>
    messageSchema.parse(await api.delete<unknown>(`/socialworker/${id}`)),
  )
}

/** POST /users/{id}/reset-password: a temporary password, shown once; the person's sessions end. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (id: string) =>
      temporaryPasswordSchema.parse(await api.post<unknown>(`/users/${id}/reset-password`)).password,
  })
}
