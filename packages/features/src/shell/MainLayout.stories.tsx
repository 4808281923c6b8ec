import type { Meta, StoryObj } from '@storybook/react-vite';
import { MainLayout } from './MainLayout.tsx';
import { ScreenGrid } from './ScreenGrid.tsx';
import { BalanceCard } from '../balance/BalanceCard.tsx';
import { ValuesList } from '../values/ValuesList.tsx';
import { FeedList } from '../feed/FeedList.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { meAdmin } from '../testing/fixtures.ts';

const meta = {
  title: 'Features/Shell/MainLayout',
  component: MainLayout,
  decorators: [withFeatures],
  parameters: { layout: 'fullscreen', features: { handlers: defaultHandlers, route: '/main' } },
  args: {
    children: (
      <ScreenGrid aside={<BalanceCard />}>
        <ValuesList />
      </ScreenGrid>
    ),
  },
} satisfies Meta<typeof MainLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MainPage: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Administrator: Story = { parameters: { features: { handlers: { 'GET /api/profile/me': meAdmin } } } };
export const FeedPage: Story = { args: { children: <FeedList autoLoad={false} /> }, parameters: { features: { route: '/feed' } } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
