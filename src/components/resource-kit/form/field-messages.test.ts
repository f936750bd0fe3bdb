// Field messages read as sentences in every language (docs/glossary: "Name is required", "O campo Nome é
// obrigatório", never "Enter Name" / "Informe Nome"), and a bad value is quoted by a short prefix, not echoed whole.
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '@tests/support/field-rule-messages';
import { STATUS_ENUM } from '@/components/resource-kit/enums';
import type { FieldDecl } from '@/components/resource-kit/types';

describe('field messages', () => {
  it('say a required field is required in a sentence, in en-US and pt-BR', async () => {
    const name: FieldDecl = { key: 'name', kind: 'text', required: true };
    const status: FieldDecl = { key: 'status', kind: 'enum', enum: STATUS_ENUM, required: true };
    expect(await fieldMessages(name, 'Name', 'en-US', '')).toEqual(['Name is required']);
    expect(await fieldMessages(status, 'Status', 'en-US', undefined)).toEqual(['Status must be selected']);
    expect(await fieldMessages(name, 'Nome', 'pt-BR', '')).toEqual(['O campo Nome é obrigatório']);
    expect(await fieldMessages(status, 'Status', 'pt-BR', undefined)).toEqual(['Selecione uma opção no campo Status']);
    expect(await fieldMessages(name, '名称', 'zh-CN', '')).toEqual(['请输入名称']);
  });
});
