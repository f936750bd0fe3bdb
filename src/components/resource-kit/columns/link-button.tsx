// A plain text button for table cells. antd's Button is rich (wave effect, compact groups, several contexts); a
// 200-row page has hundreds of cell links, and plain elements keep that page quick to render.
import { theme } from 'antd';
import { forwardRef, useMemo, type ButtonHTMLAttributes, type CSSProperties } from 'react';
import '@/components/resource-kit/columns/link-button.css';

export type LinkColors = { link: string; danger: string; disabled: string; secondary: string };

/**
 * The theme's link colours, read once per table rather than once per cell. There is no fixed fallback: a default
 * copied from the theme stayed #409EFF after the user picked another primary colour.
 */
export function useLinkColors(): LinkColors {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      link: token.colorLink,
      danger: token.colorErrorText,
      // Grey, not the faint disabled grey: a link shown but not usable stays focusable (its reason is read on focus),
      // and text a user reaches must read at 4.5:1 (axe: color-contrast).
      disabled: token.colorTextSecondary,
      secondary: token.colorTextSecondary,
    }),
    [token.colorLink, token.colorErrorText, token.colorTextSecondary],
  );
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { colors: LinkColors; danger?: boolean };

const BASE: CSSProperties = {
  background: 'none',
  border: 0,
  padding: 0,
  margin: 0,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
};

// A ref, because Popconfirm and Tooltip anchor on their child's element.
export const LinkButton = forwardRef<HTMLButtonElement, Props>(function LinkButton(
  { colors, danger, disabled, style, className, children, ...rest },
  ref,
) {
  // aria-disabled: shown as disabled but still focusable, so its reason (a tooltip) can be reached and read.
  const off = disabled || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const color = off ? colors.disabled : danger ? colors.danger : colors.link;
  return (
    <button
      ref={ref}
      type="button"
      {...rest}
      disabled={disabled}
      className={className ? `kit-link-button ${className}` : 'kit-link-button'}
      style={{ ...BASE, color, cursor: off ? 'not-allowed' : 'pointer', ...style }}
    >
      {/* The same button > span shape as antd's Button, which tests and styles look for. */}
      <span>{children}</span>
    </button>
  );
});
