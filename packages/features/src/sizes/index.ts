/**
 * sizes — the named lengths of the widgets: loading placeholder heights and the few layout sizes
 * no @gratia/tokens size names, each built from the tokens. Plain values with no component, so
 * stylesheets (`.css.ts`) import them as well as widgets. Imports no area.
 */
export { layoutSize, pageGutter, pageInset, placeholderHeight, SCREEN_HEIGHT_PROPERTY, screenHeight } from './sizes.ts';
