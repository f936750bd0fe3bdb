// Posts one change of a player (balance, RTP) the way both dialogs need: once (a second click or Enter while
// saving, or after the change went through, does nothing - each dialog opening gets its own hook), the server's
// `msg` as the success toast, and a refusal handed back so the dialog stays open with what was typed and shows it
// (the call is quiet: the HTTP client adds no 错误提示 modal, so the message shows once). A failure the client has
// already shown (a toast when the network fails) comes back without a message. A guarded change that became a request
// for approval (operations.md 7.1) comes back with its number: the dialog says so in place of closing as saved.
import { App } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { submittedApproval } from '@/components/resource-kit/answers/approval';
import { isApiError } from '@/lib/api-error';
import { http } from '@/lib/http-client';
import { useSingleFlight } from '@/lib/use-single-flight';

export type ChangeOutcome = { ok: true; approvalId?: number } | { ok: false; message: string };

export function usePlayerChange() {
  const { message } = App.useApp();
  const { t } = useTranslation('player');
  const flight = useSingleFlight();
  const done = useRef(false);

  const submit = async (url: string, body: object): Promise<ChangeOutcome> => {
    if (done.current) return { ok: false, message: '' };
    const outcome = await flight.run(async (): Promise<ChangeOutcome> => {
      try {
        const { msg, result } = await http.send<unknown>({ method: 'post', url, data: body }, { quiet: true });
        done.current = true;
        const approvalId = submittedApproval(result);
        // A request is shown by the dialog itself (ApprovalSubmittedView); a toast saying "saved" would be false.
        if (approvalId !== undefined) return { ok: true, approvalId };
        message.success(msg || t('change.saved'));
        return { ok: true };
      } catch (error) {
        if (isApiError(error) && error.handled) return { ok: false, message: '' };
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    });
    return outcome.sent ? outcome.value : { ok: false, message: '' };
  };

  return { submit, saving: flight.pending };
}
