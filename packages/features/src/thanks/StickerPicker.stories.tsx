import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Sticker } from '@gratia/contracts';
import { StickerPicker } from './StickerPicker.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { stickerPacks, stickers } from '../testing/media.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts, imagesDecoded } from '../testing/storyHelpers.ts';
import { twoRowStickerPacks } from './fixtures.ts';

/** The picker with its own state, as the thanks form holds it. */
function Demo({ initial = null, defaultOpen }: { initial?: Sticker | null; defaultOpen?: boolean }) {
  const [sticker, setSticker] = useState<Sticker | null>(initial);
  return <StickerPicker value={sticker} onChange={setSticker} defaultOpen={defaultOpen} />;
}

const withPacks = { ...defaultHandlers, 'GET /api/stickers/packs': { items: stickerPacks } };

const meta = {
  title: 'Features/Thanks/StickerPicker',
  component: StickerPicker,
  decorators: [withFeatures],
  args: { value: null, onChange: () => {} },
  render: () => <Demo />,
  parameters: { features: { handlers: withPacks } },
  beforeEach: clearToasts,
} satisfies Meta<typeof StickerPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Closed: the label and the Choose button. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Выбрать стикер' })).toBeEnabled();
  },
};

/** Open: one tab per pack, the stickers of the first; arrows move between stickers, Enter picks. */
export const OpenWithPacks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать стикер' }));
    const dialog = await body().findByRole('dialog', { name: 'Стикеры' });
    await expect(within(dialog).getByRole('tab', { name: 'Базовый', selected: true })).toBeInTheDocument();
    await expect(within(dialog).getByRole('tab', { name: 'Праздники' })).toBeInTheDocument();
    const grid = within(dialog).getByRole('grid', { name: 'Стикеры набора «Базовый»' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(stickers.length);
    await expect(within(grid).getByRole('img', { name: 'Супер!' })).toBeInTheDocument();
    await imagesDecoded(dialog);
  },
};
export const OpenWithPacksEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose a sticker' }));
    const dialog = await body().findByRole('dialog', { name: 'Stickers' });
    await expect(within(dialog).getByRole('grid', { name: 'Stickers of the “Базовый” pack' })).toBeInTheDocument();
    await imagesDecoded(dialog);
  },
};

/**
 * The keyboard alone: opening puts focus on the first sticker; the arrows move across and between
 * the two rows without picking; Tab moves on to the pack tabs and picks nothing; Enter picks and
 * closes, focus back on the trigger; reopened, focus is on the chosen sticker and Space picks the
 * next; Escape closes without picking.
 */
export const PickWithKeyboard: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/stickers/packs': { items: twoRowStickerPacks } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (dialog: HTMLElement, name: string) => within(dialog).getByRole('row', { name });
    const nothingChosen = async (dialog: HTMLElement) => {
      await expect(canvas.getByRole('button', { name: 'Выбрать стикер' })).toBeInTheDocument();
      await expect(within(dialog).queryByRole('row', { selected: true })).toBeNull();
    };
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Выбрать стикер' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Стикеры' });
    await waitFor(() => expect(row(dialog, 'Спасибо!')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(row(dialog, 'Супер!')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(row(dialog, 'Класс!')).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(row(dialog, 'Ура!')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(row(dialog, 'Спасибо!')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(row(dialog, 'Ура!')).toHaveFocus());
    await nothingChosen(dialog);
    // Tab leaves the grid for the pack tabs: still open, still nothing chosen.
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).getByRole('tab', { name: 'Базовый' })).toHaveFocus());
    await expect(body().getByRole('dialog', { name: 'Стикеры' })).toBe(dialog);
    await nothingChosen(dialog);
    // Back into the grid, on the sticker last focused; Enter picks it and closes.
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(row(dialog, 'Ура!')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('img', { name: 'Ура!' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Сменить стикер' })).toHaveFocus());
    // Reopened: focus on the chosen one; Space picks the next.
    await userEvent.keyboard('{Enter}');
    const again = await body().findByRole('dialog', { name: 'Стикеры' });
    await waitFor(() => expect(row(again, 'Ура!')).toHaveFocus());
    await expect(row(again, 'Ура!')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(row(again, 'Класс!')).toHaveFocus());
    await expect(row(again, 'Ура!')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('img', { name: 'Класс!' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Сменить стикер' })).toHaveFocus());
    // Escape closes without picking.
    await userEvent.keyboard('{Enter}');
    const third = await body().findByRole('dialog', { name: 'Стикеры' });
    await waitFor(() => expect(row(third, 'Класс!')).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(row(third, 'Ура!')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('img', { name: 'Класс!' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Сменить стикер' })).toHaveFocus());
    await imagesDecoded(canvasElement);
  },
};

/** A click picks too, and the chosen one clicked again keeps it and closes. */
export const PickWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать стикер' }));
    const dialog = await body().findByRole('dialog', { name: 'Стикеры' });
    await userEvent.click(within(dialog).getByRole('row', { name: 'Браво!' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('img', { name: 'Браво!' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Сменить стикер' }));
    const again = await body().findByRole('dialog', { name: 'Стикеры' });
    await userEvent.click(within(again).getByRole('row', { name: 'Браво!' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('img', { name: 'Браво!' })).toBeInTheDocument();
    await imagesDecoded(canvasElement);
  },
};

/** A sticker is chosen: preview, Change and Remove; Remove clears it. */
export const Selected: Story = {
  render: () => <Demo initial={stickers[1]!} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Супер!' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Сменить стикер' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Убрать стикер «Супер!»' })).toBeInTheDocument();
    await imagesDecoded(canvasElement);
  },
};
export const SelectedEnglish: Story = { ...Selected, globals: { locale: 'en' }, play: undefined };

/** Remove clears the choice. */
export const RemoveSelected: Story = {
  render: () => <Demo initial={stickers[0]!} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать стикер «Спасибо!»' }));
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Выбрать стикер' })).toBeInTheDocument();
  },
};

/** No packs (or only empty ones): the popover says so. */
export const Empty: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/stickers/packs': { items: [] } } } },
  render: () => <Demo defaultOpen />,
  play: async () => {
    await expect(await body().findByText('Стикеров пока нет')).toBeInTheDocument();
  },
};

/** The packs are still loading. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/stickers/packs': pending } } },
  render: () => <Demo defaultOpen />,
  play: async () => {
    await expect(await body().findByRole('status', { name: 'Загружаем стикеры' })).toBeInTheDocument();
  },
};

/** The packs could not be loaded: the message and a retry. */
export const ErrorState: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/stickers/packs': errorReply('INTERNAL', 500) } } },
  render: () => <Demo defaultOpen />,
  play: async () => {
    await expect(await body().findByText('Не удалось загрузить стикеры')).toBeInTheDocument();
    await expect(body().getByRole('button', { name: /Повторить|Попробовать/ })).toBeInTheDocument();
    // The failed read also raised a 3 s toast (ApiProvider); the picture shows the popover only.
    clearToasts();
  },
};
