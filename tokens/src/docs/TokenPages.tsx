import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../contract.css.ts';
import { COLOR_ROLES, contrastReport, type ColorRole } from '../derive.ts';
import { ORG_COLOR_KEYS, type OrgColors } from '../orgColors.ts';
import { breakpoints, fontSize, fontWeight, motion, radius, shadow, size, space, zIndex } from '../scales.ts';

/*
 * Documentation pages for the tokens, rendered in Storybook. They read the live CSS variables, so
 * switching the organization theme in the toolbar re-colours every swatch.
 */

const cell: CSSProperties = { padding: vars.space.sm, borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'middle' };
const mono: CSSProperties = { fontFamily: vars.font.familyMono, fontSize: vars.font.size.sm };

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', background: vars.color.surface, color: vars.color.text }}>
      <caption style={{ textAlign: 'left', fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, padding: vars.space.sm }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ color }: { color: string }) {
  return <span aria-hidden style={{ display: 'inline-block', width: vars.size.controlMd, height: vars.size.controlSm, borderRadius: vars.radius.sm, background: color, border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}` }} />;
}

const ROLE_NOTES: Partial<Record<ColorRole, string>> = {
  surface: 'cards, dialogs, inputs',
  surfaceSunken: 'page background',
  text: 'body text',
  textMuted: 'secondary text',
  accent: 'primary buttons, selection',
  onAccent: 'text and icons on accent',
  accentText: 'links and brand text on the page',
  critical: 'destructive actions, error fills',
  criticalText: 'error messages',
  focusRing: 'keyboard focus outline',
  overlay: 'modal backdrop',
};

/** Every semantic colour role with its CSS variable and what it is for. */
export function ColorRolesPage() {
  return (
    <Table caption="Semantic colour roles" head={['swatch', 'role', 'CSS variable', 'use']}>
      {COLOR_ROLES.map((role) => (
        <tr key={role}>
          <td style={cell}>
            <Swatch color={vars.color[role]} />
          </td>
          <td style={{ ...cell, ...mono }}>{role}</td>
          <td style={{ ...cell, ...mono }}>{vars.color[role]}</td>
          <td style={cell}>{ROLE_NOTES[role] ?? ''}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The 17 raw colors_json keys of the organization (SPEC §3). */
export function OrgColorsPage() {
  return (
    <Table caption="Organization colours (colors_json)" head={['swatch', 'key', 'CSS variable']}>
      {ORG_COLOR_KEYS.map((key) => (
        <tr key={key}>
          <td style={cell}>
            <Swatch color={vars.org[key]} />
          </td>
          <td style={{ ...cell, ...mono }}>{key}</td>
          <td style={{ ...cell, ...mono }}>{vars.org[key]}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The contrast report of a palette: what admins see while branding. */
export function ContrastPage({ palette }: { palette: OrgColors }) {
  return (
    <Table caption="Contrast of rendered pairs (WCAG 2.x AA)" head={['sample', 'pair', 'ratio', 'needs', 'result']}>
      {contrastReport(palette).map((row) => (
        <tr key={row.pair} data-passes={row.passes}>
          <td style={cell}>
            {row.required >= 4.5 ? (
              <span style={{ background: row.background, color: row.foreground, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.sm }}>Aa Бб 123</span>
            ) : (
              // UI pairs (borders, focus ring) need 3:1: shown as a stroke, not as text.
              <span aria-hidden style={{ display: 'inline-block', width: vars.size.controlLg, height: vars.size.controlSm, background: row.background, border: `${vars.size.focusRingWidth} solid ${row.foreground}`, borderRadius: vars.radius.sm }} />
            )}
          </td>
          <td style={{ ...cell, ...mono }}>{row.pair}</td>
          <td style={cell}>{row.ratio.toFixed(2)}:1</td>
          <td style={cell}>{row.required}:1</td>
          <td style={cell}>{row.passes ? (row.adjusted ? 'passes (adjusted)' : 'passes') : 'fails'}</td>
        </tr>
      ))}
    </Table>
  );
}

function ScaleTable({ caption, scale, render }: { caption: string; scale: Record<string, string>; render: (value: string) => ReactNode }) {
  return (
    <Table caption={caption} head={['token', 'value', 'sample']}>
      {Object.entries(scale).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>{name}</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
          <td style={cell}>{render(value)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Space, size, radius, type, shadow, z-index, motion and breakpoint scales. */
export function ScalesPage() {
  const bar = (width: string) => <span aria-hidden style={{ display: 'inline-block', height: vars.space.sm, width, background: vars.color.accent }} />;
  return (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <ScaleTable caption="Space" scale={space} render={bar} />
      <ScaleTable caption="Size" scale={size} render={(v) => (v.endsWith('rem') && Number.parseFloat(v) <= 20 ? bar(v) : null)} />
      <ScaleTable caption="Radius" scale={radius} render={(v) => <span aria-hidden style={{ display: 'inline-block', width: vars.size.controlLg, height: vars.size.controlMd, borderRadius: v, background: vars.color.accentSubtle, border: `${vars.size.borderWidth} solid ${vars.color.accent}` }} />} />
      <ScaleTable caption="Font size" scale={fontSize} render={(v) => <span style={{ fontSize: v }}>Спасибо за помощь — Thanks</span>} />
      <ScaleTable caption="Font weight" scale={fontWeight} render={(v) => <span style={{ fontWeight: v }}>Спасибо за помощь — Thanks</span>} />
      <ScaleTable caption="Shadow" scale={shadow} render={(v) => <span aria-hidden style={{ display: 'inline-block', width: vars.size.avatarLg, height: vars.size.controlMd, boxShadow: v, background: vars.color.surface, borderRadius: vars.radius.md }} />} />
      <ScaleTable caption="Z-index" scale={zIndex} render={() => null} />
      <ScaleTable caption="Motion" scale={motion} render={() => null} />
      <ScaleTable caption="Breakpoints (px of viewport width)" scale={Object.fromEntries(Object.entries(breakpoints).map(([k, v]) => [k, `${v}`]))} render={() => null} />
    </div>
  );
}
