// Refine's notifications on antd's App notification API (src/lib/feedback.tsx), so the shell does not pull in
// @refinedev/antd (with its Markdown renderer and antd Table) just for this. Error notices the HTTP client has
// already shown as a modal or toast are dropped: a failed list call would otherwise say the same thing twice.
// `progress` is Refine's undoable-mutation notice; it shows the remaining seconds and an undo button.
import type { NotificationProvider } from '@refinedev/core';
import { createElement } from 'react';
import { Button } from 'antd';
import { i18n } from '@/i18n/i18n';
import { errorWasShown, feedback } from '@/lib/feedback';

export const notificationProvider: NotificationProvider = {
  open: ({ key, message, description, type, cancelMutation, undoableTimeout }) => {
    const api = feedback().notification;
    if (type === 'error') {
      if (errorWasShown(description)) return;
      api.error({ key, message, description });
      return;
    }
    if (type === 'success') {
      api.success({ key, message, description });
      return;
    }
    api.info({
      key,
      message,
      description: `${description ?? ''} ${undoableTimeout ?? ''}`.trim(),
      duration: 0,
      btn: createElement(
        Button,
        {
          size: 'small',
          onClick: () => {
            cancelMutation?.();
            if (key) api.destroy(key);
          },
        },
        i18n.t('buttons.undo'),
      ),
    });
  },
  close: (key) => feedback().notification.destroy(key),
};
