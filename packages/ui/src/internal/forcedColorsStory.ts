import { expect } from 'storybook/test';

/**
 * Assertions for the forced-colours stories (`parameters: { forcedColors: 'active' }`): the
 * browser has replaced the brand palette with the system one, and state must still show.
 */

/** The element draws a focus ring: a solid outline of non-zero width. */
export async function expectFocusRing(element: Element | null) {
  await expect(element).not.toBeNull();
  const style = getComputedStyle(element!);
  await expect(style.outlineStyle).toBe('solid');
  await expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThan(0);
}

/** The colour the system palette calls `Highlight`, as computed styles report it. */
function systemHighlight(): string {
  const probe = document.createElement('span');
  probe.style.backgroundColor = 'Highlight';
  document.body.appendChild(probe);
  const colour = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return colour;
}

/**
 * A selected item is drawn in the system highlight (the forced-colours rule applied, not the
 * brand fill the palette would drop) and looks different from an unselected one.
 */
export async function expectSelectionVisible(selected: Element | null, unselected: Element | null) {
  await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
  await expect(selected).not.toBeNull();
  await expect(unselected).not.toBeNull();
  const a = getComputedStyle(selected!);
  const b = getComputedStyle(unselected!);
  await expect(a.backgroundColor).toBe(systemHighlight());
  await expect(`${a.backgroundColor} ${a.color}`).not.toBe(`${b.backgroundColor} ${b.color}`);
}
