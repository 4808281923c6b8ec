import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ImageRef } from '@gratia/contracts';
import { withFeatures } from '../../testing/decorators.tsx';
import { photos } from '../../testing/media.ts';
import { imagesDecoded } from '../../testing/storyHelpers.ts';
import { usePhotoUploads } from '../../thanks/index.ts';
import { moveItem } from './offerForm.ts';
import { OfferImages } from './OfferImages.tsx';

/** Nothing is uploaded in these stories: the uploader refuses. */
const noUpload = () => Promise.reject(new Error('no uploads in this story'));

/** The images as the form holds them, with their moves and removals (stories only). */
function Harness({ initial, tile = null, isDisabled = false, errorMessage }: { initial: ImageRef[]; tile?: ImageRef | null; isDisabled?: boolean; errorMessage?: string }) {
  const [images, setImages] = useState(initial);
  const [chosen, setChosen] = useState<ImageRef | null>(tile);
  const uploads = usePhotoUploads(noUpload, { max: 10 });
  return (
    <OfferImages
      items={images.map((image) => ({ key: `image:${image.id}`, image, upload: null }))}
      uploads={uploads}
      onMove={(from, to) => setImages((list) => moveItem(list, from, to))}
      onRemove={(index) => setImages((list) => list.filter((_, i) => i !== index))}
      tile={chosen}
      onTile={(image) => setChosen(image)}
      uploadTile={noUpload}
      isDisabled={isDisabled}
      errorMessage={errorMessage}
    />
  );
}

const meta = {
  title: 'Features/MarketAdmin/OfferImages',
  component: Harness,
  decorators: [withFeatures],
  args: { initial: photos },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three photos, the first the main one: moved later with its button, the move announced; the last removed. */
export const Reorder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Переместить фото 1 позже' }));
    await expect(await canvas.findByText('Фото теперь на месте 2 из 3')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Переместить фото 2 позже' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить фото 3' }));
    await expect(canvas.queryByRole('button', { name: 'Удалить фото 3' })).toBeNull();
    await imagesDecoded(canvasElement);
  },
};

/** No photos yet: the add button and the rules. */
export const Empty: Story = { args: { initial: [] } };

/** A tile cropped from the first photo. */
export const WithTile: Story = {
  args: { tile: photos[2]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Выбранная область будет показана как фото бенефита.')).toBeInTheDocument();
    await imagesDecoded(canvasElement);
  },
};

/** Ten photos: no more can be added. */
export const Full: Story = {
  args: { initial: Array.from({ length: 10 }, (_, i) => ({ ...photos[i % 3]!, id: `5d0c5f7e-1f7b-4a55-9a3e-0f3b6a3c1b${String(i).padStart(2, '0')}` })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Добавить ещё' })).toBeDisabled();
    await imagesDecoded(canvasElement);
  },
};

/** The form's message about the photos. */
export const WithError: Story = { args: { errorMessage: 'Дождитесь загрузки фото' }, play: async ({ canvasElement }) => imagesDecoded(canvasElement) };

/** On a phone (390 px): two photos a row. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, play: async ({ canvasElement }) => imagesDecoded(canvasElement) };

/** In English. */
export const English: Story = { globals: { locale: 'en' }, play: async ({ canvasElement }) => imagesDecoded(canvasElement) };
