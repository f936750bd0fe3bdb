// A link to one request on the approvals page (its drawer opens from `?id=`), offered only when the role's menu has
// the page: a user who may not open it reads the number alone.
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useAllowedMenu } from '@/lib/menu-context';
import { walkMenu } from '@/lib/menu-tree';
import { navigateTo } from '@/lib/navigation';
import { APPROVAL_PAGE } from '@/resources/shared/approval/approval-api';

/** The approvals page's path in the role's menu, or undefined when the role cannot open it. */
export function useApprovalPagePath(): string | undefined {
  const menu = useAllowedMenu();
  return walkMenu(menu).find((n) => n.component === APPROVAL_PAGE && !n.external)?.path;
}

export function approvalHref(path: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `${path}?${search.toString()}`;
}

type Props = { id: number; children: ReactNode; onFollow?: () => void };

export function ApprovalLink({ id, children, onFollow }: Props) {
  const path = useApprovalPagePath();
  if (!path) return null;
  const href = approvalHref(path, { id });
  return (
    <Typography.Link
      href={href}
      data-testid="approval-link"
      onClick={(event) => {
        // The console's router, not a page load: the workspace opens (or finds) the page's tab.
        event.preventDefault();
        onFollow?.();
        navigateTo(href);
      }}
    >
      {children}
    </Typography.Link>
  );
}
