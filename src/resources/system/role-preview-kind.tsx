// The role form's live preview: the menu the keys being edited would give (unsaved changes included). A field that
// edits nothing and sends nothing; it watches the form's `permissions`.
import { Form } from 'antd';
import { defineKind } from '@/components/resource-kit/kinds/kind';
import { RoleMenuPreview } from '@/resources/system/role-menu-preview';

const NONE: string[] = [];

function LivePreview() {
  const form = Form.useFormInstance();
  const permissions: unknown = Form.useWatch('permissions', form);
  return <RoleMenuPreview permissions={Array.isArray(permissions) ? (permissions as string[]) : NONE} />;
}

export const rolePreviewKind = defineKind({
  name: 'rolePreview' as never,
  input: () => <LivePreview />,
  toWire: () => ({}),
  fromWire: () => ({}),
});
