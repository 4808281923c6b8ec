import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EMPLOYEE_STATUSES } from '@gratia/contracts';
import { Inline } from '@gratia/ui';
import { StatusBadge } from './StatusBadge.tsx';
import { withFeatures } from '../testing/decorators.tsx';

const meta = {
  title: 'Features/People/StatusBadge',
  component: StatusBadge,
  decorators: [withFeatures],
  args: { status: 'office' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every work status side by side; `none` shows nothing. */
export const AllStatuses: Story = {
  render: () => (
    <div data-testid="badges">
      <Inline gap="sm">
        {EMPLOYEE_STATUSES.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </Inline>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getByTestId('badges');
    await expect([...badges.querySelectorAll('[data-status]')].map((b) => b.textContent)).toEqual(['В офисе', 'Удалённо', 'В отпуске', 'На больничном', 'Работает']);
  },
};

/** One status in English. */
export const English: Story = { args: { status: 'vacation' }, globals: { locale: 'en' } };
