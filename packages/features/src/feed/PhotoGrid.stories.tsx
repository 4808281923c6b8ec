import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PhotoGrid } from './PhotoGrid.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { photos } from '../testing/media.ts';
import { imagesDecoded } from '../testing/storyHelpers.ts';
import { fivePhotos } from './fixtures.ts';

/** The width of a feed card's content on a desktop. */
const cardWidth: Decorator = (Story) => (
  <div style={{ maxWidth: '30rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Features/Feed/PhotoGrid',
  component: PhotoGrid,
  decorators: [cardWidth, withFeatures],
  parameters: { features: { handlers: defaultHandlers, route: '/feed' } },
  args: { photos: fivePhotos.slice(0, 1) },
} satisfies Meta<typeof PhotoGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Checks the thumbnails (one button per photo, named by position) and waits for them to decode. */
const thumbnails = (count: number) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: `Фото: ${count}` });
    await expect(within(group).getAllByRole('button')).toHaveLength(count);
    await expect(within(group).getByRole('button', { name: `Открыть фото ${count} из ${count}` })).toHaveAttribute('aria-haspopup', 'dialog');
    await imagesDecoded(canvasElement);
  };

/** One landscape photo: one box in its own proportions (3:2). */
export const OnePhoto: Story = {
  play: async (context) => {
    await thumbnails(1)(context);
    const box = within(context.canvasElement).getByRole('button').getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(1600 / 1067, 1);
  },
};
export const TwoPhotos: Story = { args: { photos: fivePhotos.slice(0, 2) }, play: thumbnails(2) };
export const ThreePhotos: Story = { args: { photos: fivePhotos.slice(0, 3) }, play: thumbnails(3) };
export const FourPhotos: Story = { args: { photos: fivePhotos.slice(0, 4) }, play: thumbnails(4) };
export const FivePhotos: Story = { args: { photos: fivePhotos }, play: thumbnails(5) };

/** A single portrait photo: its box is kept at 3:4 at most, not as tall as the picture. */
export const PortraitOnly: Story = {
  args: { photos: [photos[1]!] },
  play: async (context) => {
    await thumbnails(1)(context);
    const box = within(context.canvasElement).getByRole('button').getBoundingClientRect();
    await expect(box.height).toBeLessThanOrEqual(384 + 1);
  },
};

/** Several portraits side by side. */
export const PortraitsOnly: Story = {
  args: { photos: [photos[1]!, { ...photos[1]!, id: '5d0c5f7e-1f7b-4a55-9a3e-0f3b6a3c1a12' }] },
  play: thumbnails(2),
};

/**
 * The viewer: a click on the second thumbnail opens it there; Right and Left arrows switch photos
 * and wrap around; Escape closes it and focus returns to the thumbnail. Left open on photo 1.
 */
export const ViewerKeyboard: Story = {
  args: { photos: fivePhotos.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('button', { name: 'Открыть фото 2 из 3' });
    await userEvent.click(second);
    const dialog = await body().findByRole('dialog', { name: 'Фото 2 из 3' });
    await expect(within(dialog).getByRole('img', { name: 'Фото 2 из 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body().findByRole('dialog', { name: 'Фото 3 из 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body().findByRole('dialog', { name: 'Фото 1 из 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await body().findByRole('dialog', { name: 'Фото 3 из 3' })).toBeInTheDocument();
    await userEvent.click(within(body().getByRole('dialog')).getByRole('button', { name: 'Следующее фото' }));
    await expect(await body().findByRole('dialog', { name: 'Фото 1 из 3' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(second).toHaveFocus());
    // Open again from the keyboard and leave it open for the screenshot.
    const first = canvas.getByRole('button', { name: 'Открыть фото 1 из 3' });
    first.focus();
    await userEvent.keyboard('{Enter}');
    const again = await body().findByRole('dialog', { name: 'Фото 1 из 3' });
    await imagesDecoded(again);
  },
};

/** A viewer of one photo has no previous/next buttons, and arrows do nothing. */
export const ViewerSinglePhoto: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть фото 1 из 1' }));
    const dialog = await body().findByRole('dialog', { name: 'Фото 1 из 1' });
    await expect(within(dialog).queryByRole('button', { name: 'Следующее фото' })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect(body().getByRole('dialog', { name: 'Фото 1 из 1' })).toBeInTheDocument();
    await imagesDecoded(dialog);
  },
};

/** A phone: five photos in a narrow card. */
export const Phone: Story = {
  args: { photos: fivePhotos },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '343px' }}>
        <Story />
      </div>
    ),
  ],
  play: thumbnails(5),
};

/** The viewer on a phone. */
export const PhoneViewer: Story = {
  ...Phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть фото 3 из 5' }));
    const dialog = await body().findByRole('dialog', { name: 'Фото 3 из 5' });
    await imagesDecoded(dialog);
  },
};

export const English: Story = {
  args: { photos: fivePhotos.slice(0, 4) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Photos: 4' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open photo 4 of 4' }));
    const dialog = await body().findByRole('dialog', { name: 'Photo 4 of 4' });
    await expect(within(dialog).getByText('Left and right arrows switch photos')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body().findByRole('dialog', { name: 'Photo 1 of 4' })).toBeInTheDocument();
    await imagesDecoded(document.body);
  },
};
