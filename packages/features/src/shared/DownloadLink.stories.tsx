import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DownloadLink } from './DownloadLink.tsx';
import { withFeatures } from '../testing/decorators.tsx';

const meta = {
  title: 'Features/Shared/DownloadLink',
  component: DownloadLink,
  decorators: [withFeatures],
  args: { href: '/api/admin/movements/export?lang=ru', children: 'Скачать Excel', 'data-testid': 'download' },
} satisfies Meta<typeof DownloadLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A real link that downloads the server's file, shaped as a small secondary button; Tab reaches it with a visible ring. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Скачать Excel' });
    await expect(link).toHaveAttribute('href', '/api/admin/movements/export?lang=ru');
    await expect(link).toHaveAttribute('download');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const English: Story = { args: { children: 'Download Excel' }, globals: { locale: 'en' } };

/** A long label (a template with its language) wraps inside the button shape. */
export const LongLabel: Story = { args: { children: 'Скачать шаблон для импорта сотрудников (Excel, русские заголовки столбцов)' } };
