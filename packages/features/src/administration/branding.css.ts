import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/**
 * The 'branding' tab (SPEC §2 …/branding): the editor beside a sticky preview on desktop, the
 * preview under the editor on tablets and phones; the save bar under both.
 */

/** The whole tab: as wide as the page allows (the preview needs the room). */
export const panel = style({ width: '100%', maxWidth: vars.size.pageMaxWidth, minWidth: 0 });

/** The title and description. */
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: vars.size.readingWidth });

/** Editor | preview on desktop; one column below. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: `minmax(0, 1fr) ${vars.size.asideWidth}` } },
});

/** The editor's column. */
export const editor = style({ minWidth: 0 });

/** One group (presets, a colour group, the report, the logos): its head above its content. */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** A group's title and description. */
export const groupHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The colour fields of a group: two columns from tablets up, one on phones. */
export const colours = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The preset buttons, wrapping. */
export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

/** A preset's four swatches inside its button. */
export const presetSwatches = style({ display: 'inline-flex', marginInlineEnd: vars.space.xs });

/** One swatch of a preset, overlapping the previous one. */
export const presetSwatch = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '& + &': { marginInlineStart: `calc(-1 * ${vars.space.xs})` } },
});

/** Text for screen readers only. */
export const visuallyHidden = style({ position: 'absolute', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });

/** The report's body. */
export const contrastBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });

/** The summary badge and "fix all". */
export const contrastHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The failing colours. */
export const issues = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0, width: '100%' });

/** One failing colour: swatches, text, fix button; the button wraps under on phones. */
export const issue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

/** The admin's colour → the fix. */
export const issueSwatches = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, flex: 'none' });

/** A colour swatch of the report. */
export const swatch = style({
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
});

/** The arrow between the swatches. */
export const swatchArrow = style({ color: vars.color.textMuted });

/** The issue's two lines, taking the room left. */
export const issueText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: `1 1 ${vars.size.overlayMinWidth}`, minWidth: 0 });

/** The two logo pickers side by side from tablets up. */
export const logos = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The preview's column: sticky under the header on desktop. */
export const previewColumn = style({
  minWidth: 0,
  '@media': { [media.desktop]: { position: 'sticky', top: `calc(${vars.size.headerHeight} + ${vars.space.lg})` } },
});

/** The preview. */
export const preview = style({ minWidth: 0 });

/** The samples of the preview. */
export const previewSamples = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

/** A header bar like the app's. */
export const previewHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** The header logo in its 166 × 35 box. */
export const previewLogo = style({ maxWidth: vars.size.logoMaxWidth, maxHeight: vars.size.logoMaxHeight, objectFit: 'contain' });

/** The community name when there is no header logo. */
export const previewWordmark = style({ fontWeight: vars.font.weight.bold, color: vars.color.accentText, fontSize: vars.font.size.lg });

/** A thanks card like the feed's. */
export const previewCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** Avatar and names of the card. */
export const previewCardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** Value, points and time of the card. */
export const previewMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The sample buttons and link. */
export const previewButtons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The sample link, underlined as links are. */
export const previewLink = style({ textDecoration: 'underline' });

/** The status badges. */
export const previewStatuses = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** Save, discard and reset, under the editor and the preview. */
export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** The buttons of {@link actions}: full width, one under the other, on phones. */
export const actionButton = style({ '@media': { [media.phone]: { flex: '1 1 100%' } } });
