// The export-task calls (contract "Session and shell calls") and the file download.
import type { ExportTask, ListResult } from '@/api/common';
import { i18n } from '@/i18n/i18n';
import { feedback } from '@/lib/feedback';
import { axiosInstance, http } from '@/lib/http-client';

export const EXPORT_PAGE_SIZE = 20;
export const TASK_IN_PROGRESS = 1;
export const TASK_FINISHED = 2;

export const exportKeys = {
  all: ['shell', 'export'] as const,
  list: (page: number) => ['shell', 'export', 'list', page] as const,
  newCount: ['shell', 'export', 'newCount'] as const,
};

export function fetchTasks(current: number): Promise<ListResult<ExportTask>> {
  return http.get<ListResult<ExportTask>>('/api/export/task/list', { current, pageSize: EXPORT_PAGE_SIZE });
}

export function removeTask(id: number): Promise<unknown> {
  return http.post('/api/export/task/remove', { id });
}

export async function fetchNewCount(): Promise<number> {
  const result = await http.get<{ newCount?: number } | null>('/api/export/task/newCount');
  return Number(result?.newCount) || 0;
}

async function envelopeMessage(blob: Blob): Promise<string | null> {
  try {
    const body = JSON.parse(await blob.text()) as { state?: number; msg?: string };
    return typeof body.state === 'number' && body.state !== 1 ? body.msg || null : null;
  } catch {
    return null;
  }
}

/**
 * Fetched with the client's axios instance (bearer header included) and saved through an object URL: the
 * in-browser mock cannot answer a followed link, and a real server may want the token too.
 */
export async function downloadTask(task: ExportTask): Promise<boolean> {
  try {
    const response = await axiosInstance.get<Blob>(task.fileUrl, { responseType: 'blob' });
    const blob = response.data;
    if (blob.type.includes('json')) {
      const message = await envelopeMessage(blob);
      if (message) throw new Error(message);
    }
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = task.fileName;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    // The browser has taken the file by the time the click returns; keep the URL a moment for slow ones.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch (error) {
    const detail = error instanceof Error && !('isAxiosError' in error) ? error.message : '';
    feedback().message.error(detail || i18n.t('export.downloadFailed', { ns: 'shell' }));
    return false;
  }
}
