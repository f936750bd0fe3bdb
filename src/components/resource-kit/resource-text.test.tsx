// A row's values in an action's texts (confirm, title, reason) are plain text: markup and placeholders in data stay
// as typed, a field the row lacks shows `--`, an object is not `[object Object]`, and a row field named like one of
// t's options (`lng`) is a value, not an option.
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { resourceText, textVars } from '@/components/resource-kit/resource-text';
import { i18n } from '@/i18n/i18n';

const TEXTS = {
  widget: {
    actions: { disable: { confirm: '停用 {{name}}（{{code}}）？', success: '已停用 {{count}} 个' } },
    reasons: { currency: '币种 {{lng}} 不可停用' },
  },
};

const text = () => resourceText(resolveDefinition({ name: 'fixture.widget', columns: [] }), i18n.t.bind(i18n));

beforeEach(() => {
  i18n.addResourceBundle('zh-CN', 'fixture', TEXTS, true, true);
});
afterEach(() => i18n.removeResourceBundle('zh-CN', 'fixture'));

describe('row values in texts', () => {
  it('stay as typed: no markup, no placeholder read from data, `--` for a missing field', () => {
    const row = { name: '<b>甲</b> {{count}} $t(kit:actions.edit)', count: 3 };
    const question = text().action('disable', 'confirm', row);
    expect(question).toBe('停用 <b>甲</b> {{count}} $t(kit:actions.edit)（--）？');
    const { container } = render(<p>{question}</p>);
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('停用 <b>甲</b> {{count}}');
  });

  it('an object is no text, a count still counts, and a row field named `lng` does not switch the language', () => {
    expect(text().action('disable', 'confirm', { name: { 'zh-CN': '甲', 'en-US': 'A' }, code: 'a1' })).toBe(
      '停用 --（a1）？',
    );
    expect(text().action('disable', 'success', { count: 2 })).toBe('已停用 2 个');
    // A nested value by its path, as an action's answer names one (control.combine's refill: list.0.stock).
    expect(
      text().t('x', {
        ...textVars({ list: [{ stock: 0 }, { stock: 5000 }] }),
        defaultValue: '{{list.0.stock}}/{{list.1.stock}} of {{list.length}}',
      }),
    ).toBe('0/5000 of 2');
    expect(text().message('reasons.currency', { lng: 'en-US' })).toBe('币种 en-US 不可停用');
  });
});
