// Status and tag colours as text: antd writes them in the status colour itself (a success tag's text, a negative
// amount in colorError) or in a preset's 7th shade on its 1st (a green tag), most of which read under 4.5:1 on white.
// Each keeps its hue at the nearest shade that reads on the surfaces it sits on (docs/accessibility.md).
import type { GlobalToken } from 'antd';
import { readableShade } from './contrast';

const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'gold',
  'lime',
] as const;
const STATUSES = ['Success', 'Warning', 'Error', 'Info'] as const;
const RATIO = 4.6; // 4.5 and a little headroom

type Token = GlobalToken & Record<string, unknown>;

/** Text shades of the status colours (colorSuccessText and so on) on the mode's surfaces and their own tint. */
export function statusTextTokens(t: GlobalToken): Record<string, string> {
  const surfaces = [t.colorBgContainer, t.colorBgLayout, t.colorBgElevated];
  const token = t as Token;
  return Object.fromEntries(
    STATUSES.map((s) => [
      `color${s}Text`,
      readableShade(String(token[`color${s}Text`]), [...surfaces, String(token[`color${s}Bg`])], RATIO),
    ]),
  );
}

/** The Tag's own tokens: preset colours' text shade (`green7`) and status tags' text (`colorSuccess`), readable. */
export function tagTokens(t: GlobalToken, status: Record<string, string>): Record<string, string> {
  const surfaces = [t.colorBgContainer, t.colorBgLayout, t.colorBgElevated];
  const token = t as Token;
  const presets = PRESETS.map((c) => [
    `${c}7`,
    readableShade(String(token[`${c}7`]), [...surfaces, String(token[`${c}1`])], RATIO),
  ]);
  const statuses = STATUSES.map((s) => [`color${s}`, status[`color${s}Text`]!]);
  return Object.fromEntries([...presets, ...statuses]);
}

/**
 * A danger button's red: its text on the page (default button) and, in light mode, its fill behind white text
 * (primary danger), one shade for both since both need it darker. Dark mode needs it lighter for the text; there a
 * primary danger button's white text stays as antd draws it (no one shade reads both ways on a dark page).
 */
export function dangerButtonTokens(t: GlobalToken): Record<string, string> {
  const surfaces = [t.colorBgContainer, t.colorBgLayout, t.colorBgElevated, t.colorErrorBg];
  return {
    colorError: readableShade(t.colorError, surfaces, RATIO),
    colorErrorHover: readableShade(t.colorError, surfaces, 5.5),
    colorErrorActive: readableShade(t.colorError, surfaces, 6.5),
  };
}
