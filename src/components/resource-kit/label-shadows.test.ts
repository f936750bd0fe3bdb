// A page's label is looked up in its area first, then in `shared` (resource-text.ts: `<ns>:<prefix>.<section>.<key>`,
// `shared:<prefix>.<section>.<key>`, `<ns>:<section>.<key>`, `shared:<section>.<key>`). An area key at one of those
// places with another text than the shared one hides the shared label for that page or the whole area, silently:
// `columns.id` is a bet order's number in `shared`, an area's `columns.id` says what an id is there. Each such key
// must be listed here with why the page means something else; a new one fails until it is (or is renamed).
import { describe, expect, it } from 'vitest';
import { readLocaleResources } from '@tests/i18n-resources';

const SECTIONS = new Set(['columns', 'filters', 'fields', 'actions']);

/** Area keys meant to differ from the shared label they hide, and why. */
const MEANT: Record<string, string> = {
  'control:bet.columns.id': 'a risk bet is listed by its round number',
  'control:game.columns.status': "a game's control state, not the record's status",
  'control:gameRtpCorrection.columns.id': "a correction's own id",
  'control:combineTest.columns.id': "a simulation's own number",
  'control:combineTest.columns.gameName': 'a short column label in a wide table',
  'control:combineTest.columns.betAmount': "a simulation's single stake, not a bet's amount",
  'game:classify.columns.id': "a category's own id",
  'game:columns.playerId': "the game area's lists name the player by the console's id",
  'merchant:rateHistory.columns.createTime': 'when the terms were set',
  'merchant:bill.columns.createTime': 'when the bill was generated',
  'player:columns.id': "the player area's id is the player's",
  'player:online.columns.gameName': 'the game the player is in now',
  'report:diffDetail.columns.id': "a difference's own number",
  'report:diffDetail.columns.betTime': 'the wording of the difference report',
  'system:columns.id': "the system area's records' own ids",
  'system:crontabLog.columns.id': "a job log line's id",
  'system:crontabLog.columns.status': "a run's outcome",
  'system:crontabLog.columns.operator': 'who ran the job',
};

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

/** The shared keys an area key at `path` hides, by resource-text's lookup order. */
function hidden(path: string): string[] {
  const parts = path.split('.');
  if (SECTIONS.has(parts[0]!)) return [path];
  if (parts.length > 2 && SECTIONS.has(parts[1]!)) return [path, parts.slice(1).join('.')];
  return [];
}

/**
 * Every area key whose text differs from a shared label it hides: `ns:path`. In zh-CN, the language the labels are
 * written in (a translation may word one meaning two ways; the parity test holds every key in every language).
 */
function shadows(resources: Record<string, Record<string, Tree>>): string[] {
  const found = new Set<string>();
  for (const namespaces of [resources['zh-CN'] ?? {}]) {
    const shared = new Map(leaves(namespaces.shared ?? {}));
    for (const [ns, tree] of Object.entries(namespaces)) {
      if (['shared', 'common', 'kit', 'menu', 'shell'].includes(ns)) continue;
      for (const [path, value] of leaves(tree)) {
        if (hidden(path).some((key) => shared.has(key) && shared.get(key) !== value)) found.add(`${ns}:${path}`);
      }
    }
  }
  return [...found].sort();
}

describe('area labels against shared ones', () => {
  const resources = readLocaleResources() as unknown as Record<string, Record<string, Tree>>;

  it('an area key hiding a shared label with another text is listed with its reason', () => {
    const unlisted = shadows(resources).filter((key) => !(key in MEANT));
    expect(unlisted, 'area labels hiding a shared one: rename the key, or list it in MEANT with why').toEqual([]);
  });

  it('the list holds no key that no longer hides one', () => {
    const found = new Set(shadows(resources));
    expect(Object.keys(MEANT).filter((key) => !found.has(key))).toEqual([]);
  });

  it('catches a page label that quietly redefines a shared one', () => {
    const planted = structuredClone(resources);
    (planted['zh-CN']!.game as Tree).betOrder = { columns: { betAmount: '投注上限' } };
    expect(shadows(planted)).toContain('game:betOrder.columns.betAmount');
  });
});
