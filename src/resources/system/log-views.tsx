// The runtime log's line: its stack trace opens under its message. The toggle is a button (aria-expanded needs a
// role that takes it: antd's Typography.Link without an href is an <a> with none, axe's aria-allowed-attr).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton, useLinkColors } from '@/components/resource-kit/columns/link-button';
import { LOG_BLOCK } from '@/resources/shared/auth/log-views';

export function LogMessage({ message, stack }: { message: string; stack: string }) {
  const { t } = useTranslation('system');
  const [open, setOpen] = useState(false);
  const colors = useLinkColors();
  if (!stack) return <span>{message}</span>;
  return (
    <div>
      <span>{message}</span>{' '}
      <LinkButton colors={colors} onClick={() => setOpen(!open)} aria-expanded={open}>
        {t(open ? 'runtimeLog.hideStack' : 'runtimeLog.showStack')}
      </LinkButton>
      {open && (
        <pre data-testid="log-stack" style={{ ...LOG_BLOCK, fontSize: 12 }}>
          {stack}
        </pre>
      )}
    </div>
  );
}
