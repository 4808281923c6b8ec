import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <Heading level={3}>Баланс</Heading>
        <Text tone="muted">Можно распределить до конца периода</Text>
        <Text size="xl" weight="bold">
          1 250 баллов
        </Text>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Paddings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {(['none', 'sm', 'md', 'lg', 'xl'] as const).map((padding) => (
        <Card key={padding} padding={padding}>
          <Text>padding = {padding}</Text>
        </Card>
      ))}
    </div>
  ),
};

/** As a labelled section landmark. */
export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'card-title',
    children: (
      <>
        <Heading level={2} id="card-title">
          Ценности компании
        </Heading>
        <Text>Открытость, забота, результат.</Text>
        <div>
          <Button variant="secondary">Подробнее</Button>
        </div>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Ценности компании' })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    children: (
      <Text>
        Очень длинный текст без пробелов: Благодарностьзаотличнуюработунадпроектомвпрошломквартале и ещё немного обычного текста,
        который переносится на несколько строк внутри карточки и не выходит за её границы.
      </Text>
    ),
  },
  render: (args) => (
    <div style={{ width: '16rem' }}>
      <Card {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('div > div') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};
