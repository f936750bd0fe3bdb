// A field whose check reads another field (`validate` with `dependsOn`) is checked again when that field changes:
// the repeated password turns wrong the moment the first one is edited, without touching the second.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { FormFields } from '@/components/resource-kit/form/form-fields';
import { resourceText } from '@/components/resource-kit/resource-text';
import type { FieldDecl } from '@/components/resource-kit/types';
import { i18n } from '@/i18n/i18n';

const text = resourceText(resolveDefinition({ name: 'fixture.widget', columns: [] }), i18n.t.bind(i18n));
const MISMATCH = 'fixtureMismatch';

const sameAsPassword = (value: unknown, values: Record<string, unknown>) =>
  value && value !== values.password ? MISMATCH : undefined;

function renderFields(fields: FieldDecl[]) {
  render(
    <Form layout="vertical">
      <FormFields fields={fields} mode="create" text={text} />
    </Form>,
  );
}

describe('field dependencies', () => {
  it('checks a field again when a field its rule reads changes', async () => {
    renderFields([
      { key: 'password', kind: 'text' },
      { key: 'again', kind: 'text', validate: sameAsPassword, dependsOn: ['password'] },
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('password'), 'abc');
    await user.type(screen.getByLabelText('again'), 'abc');
    await waitFor(() => expect(screen.queryByText(MISMATCH)).toBeNull());

    await user.type(screen.getByLabelText('password'), 'd');
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();
    await user.type(screen.getByLabelText('again'), 'd');
    await waitFor(() => expect(screen.queryByText(MISMATCH)).toBeNull());
  });

  it('without it, the other field keeps its last verdict until it is edited itself', async () => {
    renderFields([
      { key: 'password', kind: 'text' },
      { key: 'again', kind: 'text', validate: sameAsPassword },
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('password'), 'abc');
    await user.type(screen.getByLabelText('again'), 'abc');
    await user.type(screen.getByLabelText('password'), 'd');
    // give a late check its chance to show
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(MISMATCH)).toBeNull();
  });
});
