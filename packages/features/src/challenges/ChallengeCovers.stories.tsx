import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ImageRef } from '@gratia/contracts';
import { ChallengeCovers } from './ChallengeCovers.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { photos } from '../testing/media.ts';
import { usePhotoUploads } from '../thanks/index.ts';

/** Nothing is uploaded in these stories: the uploader refuses. */
const noUpload = () => Promise.reject(new Error('no uploads in this story'));

/** The covers as the form holds them, with their moves and removals (stories only). */
function Harness({ initial, thumbnail = null, isDisabled = false }: { initial: ImageRef[]; thumbnail?: ImageRef | null; isDisabled?: boolean }) {
  const [images, setImages] = useState(initial);
  const [thumb, setThumb] = useState<ImageRef | null>(thumbnail);
  const uploads = usePhotoUploads(noUpload, { max: 10 });
  return (
    <ChallengeCovers
      items={images.map((image) => ({ key: `image:${image.id}`, image, upload: null }))}
      uploads={uploads}
      onMove={(from, to) =>
        setImages((list) => {
          const next = [...list];
          const [moved] = next.splice(from, 1);
          next.splice(to, 0, moved!);
          return next;
        })
      }
      onRemove={(index) => setImages((list) => list.filter((_, i) => i !== index))}
      thumbnail={thumb}
      onThumbnail={(image) => setThumb(image)}
      uploadThumbnail={noUpload}
      isDisabled={isDisabled}
    />
  );
}

const meta = {
  title: 'Features/Challenges/ChallengeCovers',
  component: Harness,
  decorators: [withFeatures],
  args: { initial: photos },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three covers, the first the main one: moved later with its button, the new order and the move announced. */
export const Reorder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Переместить обложку 1 позже' }));
    await expect(await canvas.findByText('Обложка теперь на месте 2 из 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить обложку 3' }));
    await expect(canvas.queryByRole('button', { name: 'Удалить обложку 3' })).toBeNull();
  },
};

/** No covers yet: the add button and the rules. */
export const Empty: Story = { args: { initial: [] } };

/** A card thumbnail chosen from the first cover. */
export const WithThumbnail: Story = { args: { thumbnail: photos[2]! } };

/** While the form saves: nothing can be changed. */
export const Disabled: Story = { args: { isDisabled: true } };

/** On a phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
