import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'Пока нет благодарностей', description: 'Скажите спасибо коллеге — это займёт минуту.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Пока нет благодарностей')).toBeInTheDocument();
  },
};

export const TitleOnly: Story = { args: { description: undefined } };

const onAction = fn();
export const WithAction: Story = {
  args: { action: <Button onPress={onAction}>Сказать спасибо</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Сказать спасибо' }));
    await expect(onAction).toHaveBeenCalled();
  },
};

export const NoIcon: Story = { args: { icon: null } };

export const LongText: Story = {
  args: {
    title: 'В этом периоде вы ещё не получили ни одной благодарности от коллег из вашего подразделения',
    description:
      'Благодарности появятся здесь, как только коллеги отметят вашу работу. А пока можно самому поблагодарить тех, кто помог вам на этой неделе, или посмотреть ленту сообщества.',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'No thanks yet', description: 'Say thanks to a colleague — it takes a minute.' },
};
