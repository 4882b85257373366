import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobPhotoResponse } from '@shop/domain/contracts/job-photos';
import type { MessageResponse } from '@shop/domain/contracts/common';
import { api, apiBlob } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/jobs/{id}/photos: one photo from the camera or the gallery (multipart). */
export function addJobPhoto(input: { jobId: number; file: File }): Promise<JobPhotoResponse> {
  const form = new FormData();
  form.append('photo', input.file, input.file.name || 'photo.jpg');
  return api<JobPhotoResponse>(`jobs/${input.jobId}/photos`, { method: 'POST', body: form });
}

/** PATCH /api/jobs/{id}/photos/{photoId}: whether the customer's status page shows it. */
export function updateJobPhoto(input: { jobId: number; photoId: number; show: boolean }): Promise<JobPhotoResponse> {
  return api<JobPhotoResponse>(`jobs/${input.jobId}/photos/${input.photoId}`, {
    method: 'PATCH',
    body: { show_to_customer: input.show },
  });
}

/** DELETE /api/jobs/{id}/photos/{photoId} (admins). */
export function deleteJobPhoto(input: { jobId: number; photoId: number }): Promise<MessageResponse> {
  return api<MessageResponse>(`jobs/${input.jobId}/photos/${input.photoId}`, { method: 'DELETE' });
}

function usePhotoMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.jobs.all }),
  });
}
export const useAddJobPhoto = () => usePhotoMutation(addJobPhoto);
export const useUpdateJobPhoto = () => usePhotoMutation(updateJobPhoto);
export const useDeleteJobPhoto = () => usePhotoMutation(deleteJobPhoto);

/** A photo's image (GET with the session's token) as an object URL for <img>, released when no longer shown. */
export function usePhotoSrc(url: string): { src: string | null; failed: boolean } {
  const query = useQuery({
    queryKey: queryKeys.jobs.photo(url),
    queryFn: () => apiBlob(url.replace(/^\/api\//, ''), { headers: { accept: 'image/*' } }),
    staleTime: Infinity,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return undefined;
    const objectUrl = URL.createObjectURL(query.data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [query.data]);
  return { src, failed: query.isError };
}
