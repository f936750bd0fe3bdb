// Text stored per language: shown and exported in the reader's language (then zh-CN), edited one input per language
// (`title['en-US']` its own input), sent as the per-language object, and required in all three when required.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { FormFields } from '@/components/resource-kit/form/form-fields';
import { csvValue, fromWire, toWire, valueText } from '@/components/resource-kit/kinds/ops';
import { resourceText } from '@/components/resource-kit/resource-text';
import type { FieldDecl } from '@/components/resource-kit/types';
import { i18n } from '@/i18n/i18n';

const DEFINITION = resolveDefinition({ name: 'fixture.notice', columns: [] });
const textIn = (lng: string) => resourceText(DEFINITION, i18n.getFixedT(lng));
const title: FieldDecl = { key: 'title', kind: 'localeText', required: true };
const TITLE = { 'zh-CN': '维护通知', 'en-US': 'Maintenance', 'pt-BR': 'Manutenção' };

describe('localeText kind', () => {
  it('shows and exports the text in the reader’s language, then zh-CN', () => {
    expect(valueText(title, TITLE, textIn('en-US'))).toBe('Maintenance');
    expect(valueText(title, TITLE, textIn('pt-BR'))).toBe('Manutenção');
    expect(valueText(title, { 'zh-CN': '维护通知', 'en-US': '' }, textIn('en-US'))).toBe('维护通知');
    expect(csvValue(title, TITLE, textIn('en-US')).value).toBe('Maintenance');
  });

  it('travels as the per-language object, trimmed', () => {
    expect(toWire([title], { title: { 'zh-CN': ' 通知 ', 'en-US': 'Notice' } }, 'create')).toEqual({
      title: { 'zh-CN': '通知', 'en-US': 'Notice', 'pt-BR': '' },
    });
    expect(fromWire([title], { title: TITLE }, 'edit')).toEqual({ title: TITLE });
  });

  it(
    'edits each language in its own input, and a required one asks for the language left empty',
    { timeout: 90_000 },
    async () => {
      const saved = vi.fn();
      render(
        <Form layout="vertical" onFinish={(values) => saved(toWire([title], values, 'create'))}>
          <FormFields fields={[title]} mode="create" text={textIn('zh-CN')} />
          <Button htmlType="submit">save</Button>
        </Form>,
      );
      const user = userEvent.setup();
      // pasted, not typed: a keystroke per character is slow over antd in jsdom
      await user.click(screen.getByLabelText('title (简体中文)'));
      await user.paste('维护通知');
      await user.click(screen.getByLabelText('title (English)'));
      await user.paste('Maintenance');
      await user.click(screen.getByRole('button', { name: 'save' }));
      expect(await screen.findByText('请输入title的Português (Brasil)文本')).toBeInTheDocument();
      expect(saved).not.toHaveBeenCalled();

      await user.click(screen.getByLabelText('title (Português (Brasil))'));
      await user.paste('Manutenção');
      await user.click(screen.getByRole('button', { name: 'save' }));
      await vi.waitFor(() => expect(saved).toHaveBeenCalledWith({ title: TITLE }));
    },
  );
});
