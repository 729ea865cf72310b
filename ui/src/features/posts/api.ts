import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { postSchema, type Post, type PostInput } from '@/features/posts/schemas'
import { api } from '@/lib/api'
import { messageSchema } from '@/lib/schemas'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

export const postKeys = {
  all: ['posts'] as const,
  list: () => [...postKeys.all, 'list'] as const,
}

/** GET /posts: every post the user may read, newest first, with likes and comments. */
export async function fetchPosts() {
  return z.array(postSchema).parse(await api.get<unknown>('/posts'))
}

export function postsQueryOptions() {
  return queryOptions({ queryKey: postKeys.list(), queryFn: fetchPosts })
}

/** After any change the list (and so the dashboard's counter and feed) is fetched again. */
const refetchAfterChange = [postKeys.all]

/** Puts the server's answer for one post into the cached list. */
function replacePost(queryClient: QueryClient, post: Post) {
  queryClient.setQueryData<Post[]>(postKeys.list(), (posts) => posts?.map((p) => (p._id === post._id ? post : p)))
}

export function useCreatePost() {
  return useRefetchingMutation(refetchAfterChange, async (input: PostInput) =>
    postSchema.parse(await api.post<unknown>('/posts', input)),
  )
}

/** PUT /posts/{id}: only its author or an administrative user (403 otherwise). */
export function useUpdatePost() {
  return useRefetchingMutation(refetchAfterChange, async ({ id, input }: { id: string; input: PostInput }) =>
    postSchema.parse(await api.put<unknown>(`/posts/${id}`, input)),
  )
}

/** DELETE /posts/{id}: only its author or an administrative user (403 otherwise). */
export function useDeletePost() {
  return useRefetchingMutation(refetchAfterChange, async (id: string) =>
    messageSchema.parse(await api.delete<unknown>(`/posts/${id}`)),
  )
}

/**
 * POST /posts/{id}/like toggles the user's like. The heart and the count change at once; the server's
 * answer then replaces the post, and a failure puts the list back as it was.
 */
export function useToggleLike() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => postSchema.parse(await api.post<unknown>(`/posts/${id}/like`)),
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: postKeys.list() })
      const previous = queryClient.getQueryData<Post[]>(postKeys.list())
      queryClient.setQueryData<Post[]>(postKeys.list(), (posts) =>
        posts?.map((p) =>
          p._id === id ? { ...p, likedByMe: !p.likedByMe, likes: Math.max(0, p.likes + (p.likedByMe ? -1 : 1)) } : p,
        ),
      )
      return { previous }
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(postKeys.list(), context.previous)
    },
    onSuccess: (post) => replacePost(queryClient, post),
  })
}

/** POST /posts/{id}/comments: answers with the post and all its comments. */
export function useAddComment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, content }: { id: string; content: string }) =>
      postSchema.parse(await api.post<unknown>(`/posts/${id}/comments`, { content })),
    onSuccess: (post) => replacePost(queryClient, post),
  })
}
