// The operation log names a verb in words: the role tree's (`menu:actions.<verb>`), or the log's own for verbs no
// menu action has, such as the enable and disable the audit records for a status change instead of `save`.
import { describe, expect, it } from 'vitest';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { resourceText } from '@/components/resource-kit/resource-text';
import { i18n } from '@/i18n/i18n';
import { actionLabel } from '@/components/resource-kit/history/log-labels';

const textIn = (lng: string) =>
  resourceText(resolveDefinition({ name: 'system.operationLog', columns: [] }), i18n.getFixedT(lng));

describe('operation log verbs', () => {
  it('enable and disable read as words in every language, never as the key', () => {
    expect([actionLabel('enable', textIn('zh-CN')), actionLabel('disable', textIn('zh-CN'))]).toEqual(['启用', '停用']);
    expect([actionLabel('enable', textIn('en-US')), actionLabel('disable', textIn('en-US'))]).toEqual([
      'Enable',
      'Disable',
    ]);
    expect([actionLabel('enable', textIn('pt-BR')), actionLabel('disable', textIn('pt-BR'))]).toEqual([
      'Ativar',
      'Desativar',
    ]);
  });
});
