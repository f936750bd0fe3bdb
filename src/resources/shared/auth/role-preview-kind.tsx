// The role form's live preview: the menu the keys being edited would give (unsaved changes included). A field that
// edits nothing and sends nothing; it watches the form's `permissions`. One per set (its own tree).
import { Form } from 'antd';
import { defineKind } from '@/components/resource-kit/kinds/kind';
import type { AuthArea } from '@/resources/shared/auth/auth-area';
import { RoleMenuPreview } from '@/resources/shared/auth/role-menu-preview';

const NONE: string[] = [];

function LivePreview({ area }: { area: AuthArea }) {
  const form = Form.useFormInstance();
  const permissions: unknown = Form.useWatch('permissions', form);
  return <RoleMenuPreview area={area} permissions={Array.isArray(permissions) ? (permissions as string[]) : NONE} />;
}

export const rolePreviewKind = (area: AuthArea) =>
  defineKind({
    name: 'rolePreview' as never,
    input: () => <LivePreview area={area} />,
    toWire: () => ({}),
    fromWire: () => ({}),
  });
