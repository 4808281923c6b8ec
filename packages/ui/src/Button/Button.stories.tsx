import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { expectFocusRing } from '../internal/forcedColorsStory.ts';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Сказать спасибо', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    tone: { control: 'inline-radio', options: ['neutral', 'critical'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer and keyboard (Enter, Space) all press; Tab shows the focus ring. */
export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Сказать спасибо' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Отмена' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Подробнее' } };
/** A destructive action: the critical tone at each emphasis. */
export const Critical: Story = { args: { tone: 'critical', children: 'Удалить' } };
export const CriticalSecondary: Story = { args: { variant: 'secondary', tone: 'critical', children: 'Отменить спасибо' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [sm, md, lg] = within(canvasElement).getAllByRole('button');
    await expect(sm!.getBoundingClientRect().height).toBeLessThan(md!.getBoundingClientRect().height);
    await expect(md!.getBoundingClientRect().height).toBeLessThan(lg!.getBoundingClientRect().height);
  },
};

/** Every emphasis × tone. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyContent: 'start' }}>
      {(['neutral', 'critical'] as const).map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          {(['primary', 'secondary', 'ghost'] as const).map((variant) => (
            <Button key={variant} {...args} variant={variant} tone={tone}>
              {`${variant} · ${tone}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** Disabled: no press, no focus. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Loading: a spinner over the kept label; presses are ignored; announced as busy. */
export const Loading: Story = {
  args: { isLoading: true, children: 'Отправить' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Загрузка…' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LoadingSubmit: Story = {
  args: { isLoading: true, type: 'submit', variant: 'secondary', children: 'Сохранить' },
  play: async ({ canvasElement }) => {
    // react-aria turns a pending submit into a plain button so Enter in a field cannot resubmit.
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('type', 'button');
  },
};

export const WithIcon: Story = {
  args: {
    icon: (
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2}>
        <path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z" />
      </svg>
    ),
  },
};

export const LongText: Story = {
  args: { children: 'Отправить благодарность всем участникам команды проекта за отличную работу' },
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <Button {...args} />
    </div>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Войти' },
  render: (args) => (
    <div style={{ width: '20rem' }}>
      <Button {...args} />
    </div>
  ),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Say thanks', isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** Windows High Contrast: buttons take the system colours and keep their keyboard focus ring. */
export const ForcedColors: Story = {
  parameters: { forcedColors: 'active' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Button {...args}>Сказать спасибо</Button>
      <Button {...args} variant="secondary" tone="critical">
        Удалить
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expectFocusRing(within(canvasElement).getByRole('button', { name: 'Сказать спасибо' }));
  },
};
