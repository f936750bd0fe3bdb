// Platform parameters (system.md 4.1) and the Java servers' runtime config (4.2): seeds with the store's changes.
import { mockNow } from '@mocks/lib/clock';
import { db, mutate } from '@mocks/domain/store';
import type { ConfigRecord, JavaConfigRecord } from '@mocks/domain/settings/state';

// A fixed instant for seeded rows, so their times do not move between days.
export const SEEDED_AT = Date.parse('2025-06-01T10:00:00+08:00');

const SEED_CONFIG: readonly (readonly [string, string, string, ConfigRecord['valueType'], string])[] = [
  ['大额中奖倍数', 'risk.bigWinMultiple', '50', 'number', '单局赢取倍数达到此值记为风险注单'],
  [
    '大额中奖金额（CNY）',
    'risk.bigWinAmountCny',
    '5000',
    'number',
    '单局净赢（派彩 − 投注）折合人民币达到此值记为风险注单',
  ],
  ['玩家默认RTP', 'player.defaultRtp', '10000', 'number', '新玩家的RTP（10000 = 原始）'],
  ['导出文件保留天数', 'export.keepDays', '7', 'number', ''],
  ['登录谷歌验证', 'login.googleAuth', 'false', 'boolean', '后台登录是否需要谷歌验证码'],
  ['站点名称', 'site.name', '老虎机平台', 'string', ''],
  ['审批有效期（小时）', 'approval.expireHours', '24', 'number', '审批申请提交后在此时长内未处理即过期'],
];

export function seedConfig(): ConfigRecord[] {
  return SEED_CONFIG.map(([name, key, value, valueType, remark], i) => ({
    id: i + 1,
    name,
    key,
    value,
    valueType,
    builtIn: 1,
    remark,
    updatedAt: SEEDED_AT,
    operator: 'admin',
  }));
}

export const configRecords = (): ConfigRecord[] => db().systemConfig.config ?? seedConfig();

export function saveConfig(input: Omit<ConfigRecord, 'id' | 'builtIn' | 'updatedAt'> & { id?: number }): ConfigRecord {
  return mutate((s) => {
    const list = s.systemConfig.config ?? seedConfig();
    const existing = list.find((c) => c.id === input.id);
    const saved: ConfigRecord = existing
      ? { ...existing, ...input, id: existing.id, updatedAt: mockNow() }
      : { ...input, id: Math.max(100, ...list.map((c) => c.id)) + 1, builtIn: 0, updatedAt: mockNow() };
    s.systemConfig.config = existing ? list.map((c) => (c.id === saved.id ? saved : c)) : [...list, saved];
    return saved;
  });
}

export function removeConfig(id: number): void {
  mutate((s) => {
    s.systemConfig.config = (s.systemConfig.config ?? seedConfig()).filter((c) => c.id !== id);
  });
}

export function refreshConfigCache(): void {
  mutate((s) => {
    s.systemConfig.cacheRefreshedAt = mockNow();
  });
}

const SEED_JAVA: readonly (readonly [string, string, string, ConfigRecord['valueType'], string])[] = [
  ['game-server', 'spin.timeoutMs', '3000', 'number', '单次旋转超时（毫秒）'],
  ['game-server', 'combine.reloadIntervalSec', '300', 'number', '组合库重新加载间隔（秒）'],
  ['game-server', 'rtp.correction.enabled', 'true', 'boolean', '是否启用RTP自动修正'],
  ['game-server', 'jackpot.contributionPermille', '10', 'number', '奖池贡献（千分比）'],
  ['wallet-server', 'callback.timeoutMs', '5000', 'number', '商户回调超时（毫秒）'],
  ['wallet-server', 'callback.retryTimes', '3', 'number', '商户回调重试次数'],
  ['wallet-server', 'transfer.reconcileDelayMin', '10', 'number', '转账对账延迟（分钟）'],
];

export function seedJavaConfig(): JavaConfigRecord[] {
  return SEED_JAVA.map(([service, key, value, valueType, description], i) => ({
    id: i + 1,
    service,
    key,
    value,
    valueType,
    description,
    version: 1,
    publishedVersion: 1,
    publishedAt: SEEDED_AT,
    publisher: 'admin',
    updatedAt: SEEDED_AT,
    operator: 'admin',
  }));
}

export const javaConfigRecords = (): JavaConfigRecord[] => db().systemConfig.javaConfig ?? seedJavaConfig();

type JavaInput = Pick<JavaConfigRecord, 'service' | 'key' | 'value' | 'valueType' | 'description' | 'operator'>;

/** Every save is a new version; the servers get it when it is published. */
export function saveJavaConfig(input: JavaInput & { id?: number }): JavaConfigRecord {
  return mutate((s) => {
    const list = s.systemConfig.javaConfig ?? seedJavaConfig();
    const existing = list.find((c) => c.id === input.id);
    const now = mockNow();
    const saved: JavaConfigRecord = existing
      ? { ...existing, ...input, id: existing.id, version: existing.version + 1, updatedAt: now }
      : {
          ...input,
          id: Math.max(100, ...list.map((c) => c.id)) + 1,
          version: 1,
          publishedVersion: 0,
          publishedAt: null,
          publisher: '',
          updatedAt: now,
        };
    s.systemConfig.javaConfig = existing ? list.map((c) => (c.id === saved.id ? saved : c)) : [...list, saved];
    return saved;
  });
}

export function removeJavaConfig(id: number): void {
  mutate((s) => {
    s.systemConfig.javaConfig = (s.systemConfig.javaConfig ?? seedJavaConfig()).filter((c) => c.id !== id);
  });
}

/** Publishes the pending rows among those `pick` keeps; answers how many were published. */
export function publishJavaConfig(pick: (row: JavaConfigRecord) => boolean, publisher: string): number {
  return mutate((s) => {
    const now = mockNow();
    let count = 0;
    s.systemConfig.javaConfig = (s.systemConfig.javaConfig ?? seedJavaConfig()).map((c) => {
      if (c.version === c.publishedVersion || !pick(c)) return c;
      count += 1;
      return { ...c, publishedVersion: c.version, publishedAt: now, publisher };
    });
    return count;
  });
}
