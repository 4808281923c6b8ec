import { vars } from '@gratia/tokens';

/** `token × factor` as a CSS length. */
const times = (token: string, factor: number) => `calc(${token} * ${factor})`;

/**
 * Heights of loading placeholders (ui `Skeleton`), named by what they stand in for; each is a
 * @gratia/tokens size or built from them.
 */
export const placeholderHeight = {
  /** A form field or a balance figure: one large control (3 rem). */
  field: vars.size.controlLg,
  /** A comment: a large control and a small space (3.5 rem). */
  comment: `calc(${vars.size.controlLg} + ${vars.space.sm})`,
  /** A company value tile: a large avatar (4 rem). */
  tile: vars.size.avatarLg,
  /** A history row: a large avatar and a space (5 rem). */
  row: `calc(${vars.size.avatarLg} + ${vars.space.lg})`,
  /** A message field: two large controls (6 rem). */
  textArea: times(vars.size.controlLg, 2),
  /** A feed card: two large avatars (8 rem). */
  card: times(vars.size.avatarLg, 2),
  /** A whole event on its page: three large avatars (12 rem). */
  event: times(vars.size.avatarLg, 3),
} as const;

/**
 * Lengths of the widgets' own layouts that no @gratia/tokens size names (grid columns, media
 * boxes), built from the tokens: multiples of the 1 rem space step (`space.lg`), of a large avatar
 * or of the content column.
 */
export const layoutSize = {
  /** Narrowest column of the balance figures (10 rem). */
  figureColumnMin: times(vars.space.lg, 10),
  /** Narrowest column of the company values (14 rem). */
  valueColumnMin: times(vars.space.lg, 14),
  /** Narrowest a note beside a form's buttons gets before it wraps above them (12 rem). */
  actionNoteMin: times(vars.space.lg, 12),
  /** A sticker and a photo tile: one and a half large avatars (6 rem). */
  mediaTile: times(vars.size.avatarLg, 1.5),
  /** Widest a feed card's photo grid gets: three fifths of the content column (36 rem). */
  photoGridMaxWidth: times(vars.size.contentMaxWidth, 0.6),
  /** Tallest a single photo gets in a feed card: six large avatars (24 rem). */
  singlePhotoMaxHeight: times(vars.size.avatarLg, 6),
  /** Tallest a challenge or offer picture gets in a feed card: four large avatars (16 rem). */
  pictureMaxHeight: times(vars.size.avatarLg, 4),
  /** The onboarding column: two thirds of the content column (40 rem). */
  narrowColumn: `calc(${vars.size.contentMaxWidth} * 2 / 3)`,
} as const;

/**
 * The gutter of the main layouts' page grid (docs "UI/Page layout"): the space between the
 * screen's edge and the grid's container — desktop 24 px, tablet 16 px, phone 12 px.
 */
export const pageGutter = {
  desktop: vars.space.xl,
  tablet: vars.space.lg,
  phone: vars.space.md,
} as const;

/**
 * Where the page grid's content starts, from the screen's edge, with the gutter `gutter`: the
 * gutter plus half of what the screen has beyond `pageMaxWidth` (the grid is centred). The header
 * pads by it, so its logo stands above the sidebar and its actions end at the content's right edge.
 */
export const pageInset = (gutter: string) => `max(${gutter}, calc((100% - ${vars.size.pageMaxWidth}) / 2 + ${gutter}))`;

/** The custom property that, when set, stands for the screen's height in {@link screenHeight}. */
export const SCREEN_HEIGHT_PROPERTY = '--gratia-screen-height';

/**
 * The screen's height (`100dvh`) for the layouts' minimum heights. A story capture that grows the
 * frame to a tall story pins it to the frame's height first (.storybook/vitest.setup.ts), so a
 * layout at least one screen high does not grow with the frame it is captured in.
 */
export const screenHeight = `var(${SCREEN_HEIGHT_PROPERTY}, 100dvh)`;
