// Refine's antd notifications, minus error notices the HTTP client has already shown as a modal or toast:
// a failed list call would otherwise say the same thing twice.
import { useNotificationProvider as useAntdNotificationProvider } from '@refinedev/antd';
import type { NotificationProvider } from '@refinedev/core';
import { useMemo } from 'react';
import { errorWasShown } from '@/lib/feedback';

export function useNotificationProvider(): NotificationProvider {
  const base = useAntdNotificationProvider();
  return useMemo(
    () => ({
      open: (params) => {
        if (params.type === 'error' && errorWasShown(params.description)) return;
        base.open(params);
      },
      close: base.close,
    }),
    [base],
  );
}
