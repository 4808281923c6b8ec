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

/** Open by keyboard, pick by click; reopen: the chosen one is selected, arrow right and Enter pick the next, focus returns. */
export const PickWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Выбрать стикер' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Стикеры' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // The first pick with the pointer, the second with the keyboard.
    await userEvent.click(within(dialog).getByRole('row', { name: 'Спасибо!' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('img', { name: 'Спасибо!' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Сменить стикер' }));
    const again = await body().findByRole('dialog', { name: 'Стикеры' });
    const chosen = within(again).getByRole('row', { name: 'Спасибо!' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    // The dialog moves focus inside itself once it has opened; take it from there, not before.
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    chosen.focus();
    await waitFor(() => expect(chosen).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(again).getByRole('row', { name: 'Супер!' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('img', { name: 'Супер!' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Сменить стикер' })).toHaveFocus());
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
