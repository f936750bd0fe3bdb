import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { exportKeys, fetchNewCount, fetchTasks, TASK_IN_PROGRESS } from '@/app/export-drawer/export-api';

/** How often the header badge asks for the count (and the open drawer re-reads a page with running tasks). */
export const BADGE_REFRESH_MS = 30_000;
export const RUNNING_REFRESH_MS = 5_000;

export function useNewTaskCount() {
  return useQuery({
    queryKey: exportKeys.newCount,
    queryFn: fetchNewCount,
    refetchInterval: BADGE_REFRESH_MS,
    staleTime: 0,
  });
}

export function useExportTasks(page: number, open: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: exportKeys.list(page),
    queryFn: () => fetchTasks(page),
    enabled: open,
    staleTime: 0,
    placeholderData: keepPreviousData,
    // Running tasks finish on the server; re-read the page until none is left running.
    refetchInterval: (q) =>
      open && q.state.data?.list.some((task) => task.status === TASK_IN_PROGRESS) ? RUNNING_REFRESH_MS : false,
  });
  // Listing marks finished tasks as seen: the badge follows each fresh page.
  const updatedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (open && updatedAt) void queryClient.invalidateQueries({ queryKey: exportKeys.newCount });
  }, [open, updatedAt, queryClient]);
  return query;
}
