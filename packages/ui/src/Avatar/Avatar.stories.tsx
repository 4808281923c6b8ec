import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, initialsOf } from './Avatar.tsx';

// A tiny inline photo so stories never touch the network.
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="26" r="12" fill="#4f46e5"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#4f46e5"/></svg>',
  );

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Анна Петрова', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo: initials, named for assistive tech. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Анна Петрова' });
    await expect(img).toHaveTextContent('АП');
    await expect(initialsOf('  single ')).toBe('s');
    await expect(initialsOf('')).toBe('?');
  },
};

export const Photo: Story = {
  args: { src: PHOTO },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Анна Петрова' });
    await expect(img.tagName).toBe('IMG');
  },
};

/** A broken photo URL falls back to initials. */
export const BrokenPhoto: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Анна Петрова' })).toHaveTextContent('АП'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="lg" src={PHOTO} />
    </div>
  ),
};

/** The fill colour is stable per name and always one of the AA-safe subtle/text pairs. */
export const Palette: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {['Анна Петрова', 'Борис Смирнов', 'Вера Иванова', 'Глеб Орлов', 'Дарья Ким', 'Jane Doe', 'Олег', 'Ю Ли'].map((name) => (
        <Avatar key={name} name={name} />
      ))}
    </div>
  ),
};

/** Next to a written name the avatar is hidden from screen readers. */
export const Decorative: Story = {
  args: { isDecorative: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <Avatar {...args} />
      <span>Анна Петрова</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Someone anonymous: a neutral silhouette (never a photo, even when one is given), still named for assistive tech. */
export const Anonymous: Story = {
  args: { name: 'Аноним', isAnonymous: true, src: PHOTO },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} />
      <Avatar {...args} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Аноним' })).toHaveLength(3);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-anonymous] svg')).toHaveLength(3);
  },
};

export const LongName: Story = { args: { name: 'Александра-Виктория Константинопольская-Преображенская' } };
export const English: Story = { globals: { locale: 'en' }, args: { name: 'John Smith' } };
