import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';

export type TagLayout = 'label' | 'a4';

/** GET /api/jobs/{id}/tag.pdf?layout=label|a4: the job tag (62 mm thermal label or A4 sheet). */
export function getJobTag(input: { jobId: number; layout: TagLayout }): Promise<Blob> {
  return apiBlob(`jobs/${input.jobId}/tag.pdf`, { query: { layout: input.layout } });
}

/**
 * Opens the tag's PDF in a new tab, where the browser's viewer prints it. The tab is opened on the
 * click (before the download), so a pop-up blocker lets it through; a failed download closes it.
 */
export function useOpenJobTag() {
  return useMutation({
    mutationFn: async (input: { jobId: number; layout: TagLayout }) => {
      const tab = window.open('', '_blank');
      try {
        const blob = await getJobTag(input);
        const url = URL.createObjectURL(blob);
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
