import type { ReactNode } from 'react';
import { useAccess, type AccessRule } from '@/providers/access-control-provider';

type AccessProps = AccessRule & { children: ReactNode; fallback?: ReactNode };

/**
 * Renders its children only when the role holds one of the permission keys and the user type is allowed
 * (spec section 6: a guarded element is removed, not disabled). Answers synchronously from memory.
 */
export function Access({ permission, userTypes, children, fallback = null }: AccessProps) {
  return useAccess({ permission, userTypes }) ? children : fallback;
}
