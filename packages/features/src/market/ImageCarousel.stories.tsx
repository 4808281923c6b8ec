import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ImageCarousel } from './ImageCarousel.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { photos } from '../testing/media.ts';
import { imagesDecoded } from '../testing/storyHelpers.ts';

const meta = {
  title: 'Features/Market/ImageCarousel',
  component: ImageCarousel,
  decorators: [withFeatures, (Story) => <div style={{ maxWidth: '32rem' }}>{<Story />}</div>],
  args: { images: photos, name: 'Худи с логотипом' },
} satisfies Meta<typeof ImageCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const shown = (canvasElement: HTMLElement) => canvasElement.querySelector('section')!.getAttribute('data-index');

/**
 * Three photos: the arrows wrap around, ← and → work on the focused slide, a dot shows its photo;
 * the slide names its position ('Фото 2 из 3') and each photo's text alternative names the offer.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await imagesDecoded(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Худи с логотипом, Фото 1 из 3' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Предыдущее фото' }));
    await expect(shown(canvasElement)).toBe('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Следующее фото' }));
    await expect(shown(canvasElement)).toBe('0');
    const slide = canvas.getByRole('group', { name: 'Фото 1 из 3' });
    slide.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(shown(canvasElement)).toBe('1');
    await expect(canvas.getByRole('group', { name: 'Фото 2 из 3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(shown(canvasElement)).toBe('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать фото 2' }));
    await expect(canvas.getByRole('button', { name: 'Показать фото 2' })).toHaveAttribute('aria-current', 'true');
    await imagesDecoded(canvasElement);
  },
};
export const DefaultEnglish: Story = { globals: { locale: 'en' } };

/** One photo: no arrows, no dots, the slide takes no focus. */
export const OnePhoto: Story = {
  args: { images: [photos[1]!] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await imagesDecoded(canvasElement);
  },
};

/** No photos: a bag on the brand's fill. */
export const NoPhotos: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('carousel-placeholder')).toBeInTheDocument();
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await imagesDecoded(canvasElement);
  },
};
