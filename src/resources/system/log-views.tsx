// Pieces of the two log pages the kit's kinds do not cover: an operation's parameters as readable JSON, and a log
// line whose stack trace opens under its message.
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Cut at 2000 characters, the params may no longer parse: shown as they are.
    return text;
  }
}

const BLOCK = { margin: 0, maxHeight: 480, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

export function ParamsView({ params }: { params: string }) {
  return (
    <pre data-testid="op-log-params" style={BLOCK}>
      {pretty(params)}
    </pre>
  );
}

export function LogMessage({ message, stack }: { message: string; stack: string }) {
  const { t } = useTranslation('system');
  const [open, setOpen] = useState(false);
  if (!stack) return <span>{message}</span>;
  return (
    <div>
      <span>{message}</span>{' '}
      <Typography.Link onClick={() => setOpen(!open)} aria-expanded={open}>
        {t(open ? 'runtimeLog.hideStack' : 'runtimeLog.showStack')}
      </Typography.Link>
      {open && (
        <pre data-testid="log-stack" style={{ ...BLOCK, fontSize: 12 }}>
          {stack}
        </pre>
      )}
    </div>
  );
}
