// Modals, toasts and notifications for code outside React (the HTTP client, providers). <FeedbackBridge/> inside
// antd's <App> hands over the context-aware instances, so they follow the theme and locale; before it mounts we
// fall back to antd's static functions.
import { App, message as staticMessage, Modal as StaticModal, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect, type ReactNode } from 'react';

type Feedback = { message: MessageInstance; modal: ModalApi; notification: NotificationInstance };

let bridged: Feedback | null = null;

export function FeedbackBridge() {
  const api = App.useApp() as Feedback;
  useEffect(() => {
    bridged = api;
    // An unmounted App's instances render nowhere; fall back to the static functions until the next one mounts.
    return () => {
      if (bridged === api) bridged = null;
    };
  }, [api]);
  return null;
}

export function feedback(): Feedback {
  return (
    bridged ?? { message: staticMessage, modal: StaticModal as unknown as ModalApi, notification: staticNotification }
  );
}

const openModals = new Set<string>();
const recentErrors = new Map<string, number>();

/** Shows one modal per distinct text while it is open: ten failing calls with one message make one modal. */
export function showModalOnce(kind: 'error' | 'warning', title: ReactNode, content: string, onClose?: () => void) {
  rememberError(content);
  const key = `${kind}:${content}`;
  if (openModals.has(key)) return;
  openModals.add(key);
  feedback().modal[kind]({
    title,
    content,
    afterClose: () => {
      openModals.delete(key);
      onClose?.();
    },
  });
}

export function rememberError(text: string) {
  recentErrors.set(text, Date.now());
}

/** True when the same error text was put in front of the user in the last few seconds. */
export function errorWasShown(text: string | undefined, withinMs = 5000): boolean {
  if (!text) return false;
  const at = recentErrors.get(text);
  return at !== undefined && Date.now() - at <= withinMs;
}
