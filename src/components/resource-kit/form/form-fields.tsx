// A form's fields, any kind: shown or required as the form's values say, disabled on edit where declared.
import { Form } from 'antd';
import { fieldRules } from '@/components/resource-kit/form/field-rules';
import { KindField } from '@/components/resource-kit/form/kind-field';
import { initialValues } from '@/components/resource-kit/kinds/ops';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { FieldDecl } from '@/components/resource-kit/types';

export type FormMode = 'create' | 'edit';

const NO_VALUES: Record<string, unknown> = {};

export function FormFields({ fields, mode, text }: { fields: FieldDecl[]; mode: FormMode; text: ResourceText }) {
  const conditional = fields.some((f) => f.visibleWhen || f.requiredWhen || f.disabledWhen);
  // Watched only when a field depends on others: a watch re-renders the fields on every keystroke.
  const watched = Form.useWatch(
    (values: Record<string, unknown>) => (conditional ? values : NO_VALUES),
    Form.useFormInstance(),
  );
  const values = watched ?? NO_VALUES;
  return fields
    .filter((field) => (!field.only || field.only === mode) && (!field.visibleWhen || field.visibleWhen(values)))
    .map((field) => {
      const label = text.field(field.key);
      const required = field.required || (field.requiredWhen?.(values) ?? false);
      return (
        <KindField
          key={field.key}
          decl={field}
          text={text}
          mode={mode}
          label={label}
          rules={fieldRules({ ...field, required }, label, text)}
          disabled={(mode === 'edit' && !!field.disabledOnEdit) || (field.disabledWhen?.(values) ?? false)}
          help={field.help ? text.message(field.help) : undefined}
          dependencies={field.dependsOn}
        />
      );
    });
}

export function defaultFieldValues(fields: FieldDecl[]): Record<string, unknown> {
  return initialValues(fields);
}
