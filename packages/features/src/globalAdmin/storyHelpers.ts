import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Helpers the global admin's stories share (the page's and each tab's); not part of the package. */

/** Queries of the whole document: dialogs, lists and toasts are portalled into `body`. */
export const body = () => within(document.body);

/** The phone viewport (`globals`). */
export const phone = { viewport: { value: 'phone', isRotated: false } };

/** Chooses community `name` in the tab's picker (the first option found for it). */
export async function pick(canvasElement: HTMLElement, name: string, label: RegExp = /^Сообщество/) {
  const combo = within(canvasElement).getByRole('combobox', { name: label });
  await userEvent.click(combo);
  await userEvent.type(combo, name);
  const options = await body().findAllByRole('option', { name: new RegExp(`^${name}`) });
  await userEvent.click(options[0]!);
  await waitFor(() => expect(combo).toHaveValue(name));
}

/** The row of the table whose row header starts with `name`. */
export function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader')?.textContent?.startsWith(name));
  if (!row) throw new Error(`No row ${name}`);
  return row;
}

/** No horizontal scrolling on the page. */
export async function fitsWidth() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}
