import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '@gratia/tokens';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { imagesDecoded } from '../testing/storyHelpers.ts';
import { chainTemplate, communityTemplates, longTemplate, template } from './fixtures.ts';
import { TemplateCard } from './TemplateCard.tsx';

const meta = {
  title: 'Features/ChallengeTemplates/TemplateCard',
  component: TemplateCard,
  decorators: [
    withFeatures,
    // As wide as a column of the grid.
    (Story) => (
      <div style={{ maxWidth: `calc(${vars.size.avatarLg} * 5)` }}>
        <Story />
      </div>
    ),
  ],
  parameters: { features: { handlers: defaultHandlers, route: '/challenge_templates' } },
  args: { template: template(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof TemplateCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A common challenge template a member sees: its cover, 'Челлендж', the name and description, who
 * picks the winners, its category; one link (a new challenge from it), no Edit or Delete.
 */
export const Challenge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Зарядка каждое утро' });
    await expect(link).toHaveAttribute('href', '/challenges/new?template=1');
    await expect(link).toHaveAccessibleDescription('Создать челлендж');
    await expect(canvas.getByTestId('template-kind')).toHaveTextContent('Челлендж');
    await expect(canvas.getByTestId('template-winner')).toHaveTextContent('Победителей выбирает: Организатор');
    await expect(within(canvas.getByRole('list', { name: 'Категории' })).getByText('Спорт')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
    await imagesDecoded(canvasElement);
  },
};
export const ChallengeEnglish: Story = { globals: { locale: 'en' } };

/** A chain template: 'Цепочка заданий', its steps and challenges, the link opens the chain form; no cover, so the placeholder. */
export const Chain: Story = {
  args: { template: chainTemplate },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('template-kind')).toHaveTextContent('Цепочка заданий');
    await expect(canvas.getByTestId('template-steps')).toHaveTextContent('3 шага, 4 челленджа');
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/challenge_chains/new?template=13');
    await expect(canvas.getByTestId('template-cover-placeholder')).toBeInTheDocument();
  },
};
export const ChainEnglish: Story = { args: { template: chainTemplate }, globals: { locale: 'en' } };

/** Who manages it sees Edit and Delete, named after the template; each calls back with it. */
export const Editable: Story = {
  args: { template: { ...communityTemplates[0]!, me: { canEdit: true, canDelete: true } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить шаблон «Баг-хант перед релизом»' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 20 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить шаблон «Баг-хант перед релизом»' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 20 }));
    await imagesDecoded(canvasElement);
  },
};

/** A long name ends in an ellipsis on its third line; many categories wrap. */
export const LongText: Story = {
  args: { template: longTemplate },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('heading');
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 3 + 1);
    await imagesDecoded(canvasElement);
  },
};

/** On a phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { template: longTemplate } };
