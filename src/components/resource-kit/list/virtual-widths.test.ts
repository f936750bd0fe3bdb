import { describe, expect, it } from 'vitest';
import { ACTION_LINKS_MAX_PX, actionsWidth } from './virtual-widths';

// Middle density: 8 px of cell padding each side, plus the estimate's slack.
const EDGES_PX = 16 + 18;

describe('the actions column of a list with virtual rows', () => {
  it('is as wide as the links a row shows, not every declared one side by side', () => {
    // The player list: freeze or unfreeze (never both), kick out while online, reset game.
    const rows = [
      ['冻结', '踢下线', '重置游戏'],
      ['解冻', '重置游戏'],
    ];
    const all = actionsWidth([['冻结', '解冻', '踢下线', '重置游戏']], 'middle');
    expect(actionsWidth(rows, 'middle')).toBe(actionsWidth([rows[0]!], 'middle'));
    // By the width of 解冻 and its gap: the blank it left over the data.
    expect(all - actionsWidth(rows, 'middle')).toBe(2 * 14 + 12);
  });

  it('wraps the links of a row into lines rather than grow past ACTION_LINKS_MAX_PX, in any language', () => {
    const crontab = {
      'zh-CN': ['编辑', '执行日志', '暂停', '执行一次', '删除'],
      'pt-BR': ['Editar', 'Log de execução', 'Pausar', 'Executar uma vez', 'Excluir'],
    };
    for (const labels of Object.values(crontab)) {
      expect(actionsWidth([labels], 'middle')).toBeLessThanOrEqual(ACTION_LINKS_MAX_PX + EDGES_PX);
    }
    // A row of two short links stays one line, at its own width.
    expect(actionsWidth([['编辑', '删除']], 'middle')).toBe(4 * 14 + 12 + EDGES_PX);
  });
});
