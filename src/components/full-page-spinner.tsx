// The spinner of route and boot fallbacks. CSS only, not antd Spin: as the top-level Suspense fallback it is part
// of every route's first load, the login page's included. Colours follow the antd theme (light, dark, primary).
import { theme } from 'antd';

// React 19 hoists a <style> with href and precedence into <head> once, however many spinners render.
const SPINNER_CSS = `
@keyframes console-spinner-turn { to { transform: rotate(360deg); } }
.console-spinner { width: 32px; height: 32px; box-sizing: border-box; border-radius: 50%; border: 3px solid;
  animation: console-spinner-turn 0.8s linear infinite; }
@media (prefers-reduced-motion: reduce) { .console-spinner { animation-duration: 2.4s; } }
`;

export function FullPageSpinner({ label }: { label?: string }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 12, minHeight: '60vh' }}
      role="status"
      aria-live="polite"
    >
      <style href="console-spinner" precedence="default">
        {SPINNER_CSS}
      </style>
      <span
        className="console-spinner"
        aria-hidden="true"
        style={{ borderColor: token.colorPrimaryBg, borderTopColor: token.colorPrimary }}
      />
      {label ? <span style={{ color: token.colorPrimaryText, fontSize: token.fontSize }}>{label}</span> : null}
    </div>
  );
}
