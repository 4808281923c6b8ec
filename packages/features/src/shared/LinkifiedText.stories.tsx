import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkifiedText } from './LinkifiedText.tsx';
import { withFeatures } from '../testing/decorators.tsx';

const meta = {
  title: 'Features/Shared/LinkifiedText',
  component: LinkifiedText,
  decorators: [withFeatures],
  args: {
    children: 'Правила — на https://wiki.example.com/challenges/rules, вопросы — на hr@example.com или www.example.com.\nНе ссылка: javascript:alert(1) и example.',
  },
} satisfies Meta<typeof LinkifiedText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Web and e-mail addresses become links (web ones open in a new tab, without access to this page); anything else stays text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rules = canvas.getByRole('link', { name: 'https://wiki.example.com/challenges/rules' });
    await expect(rules).toHaveAttribute('href', 'https://wiki.example.com/challenges/rules');
    await expect(rules).toHaveAttribute('target', '_blank');
    await expect(rules).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'hr@example.com' })).toHaveAttribute('href', 'mailto:hr@example.com');
    await expect(canvas.getByRole('link', { name: 'www.example.com' })).toHaveAttribute('href', 'https://www.example.com');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** A very long address on a phone wraps instead of widening the page. */
export const LongUrlPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { children: `См. https://example.com/${'очень-длинный-путь/'.repeat(8)}итог` },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Without addresses: plain text. */
export const NoLinks: Story = { args: { children: 'Просто текст без ссылок.' } };
