import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FiltersPanel } from './FiltersPanel.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { NO_FILTERS } from './catalogue.ts';
import { demoCategories } from './fixtures.ts';

const meta = {
  title: 'Features/Market/FiltersPanel',
  component: FiltersPanel,
  decorators: [withFeatures],
  args: { isOpen: true, onOpenChange: fn(), filters: NO_FILTERS, categories: demoCategories, onApply: fn() },
} satisfies Meta<typeof FiltersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const panel = async () => within(await within(document.body).findByTestId('market-filters'));

/** No filters yet: every category, no price bounds, the recommended order. The category list is the tree, subcategories indented. */
export const Default: Story = {
  play: async () => {
    const filters = await panel();
    await expect(filters.getByRole('heading', { name: 'Фильтры' })).toBeInTheDocument();
    await expect(filters.getByRole('button', { name: /Категория/ })).toHaveTextContent('Все');
    await userEvent.click(filters.getByRole('button', { name: /Категория/ }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Все', 'Еда', 'Кофе', 'Обеды', 'Мерч', 'Обучение', 'Книги', 'Спорт']);
    await userEvent.keyboard('{Escape}');
  },
};
export const DefaultEnglish: Story = { globals: { locale: 'en' } };

/** From the page's filters: the chosen category, the bounds and the order. */
export const FromQuery: Story = {
  args: { filters: { q: '', categoryId: 2, minPrice: 100, maxPrice: 2000, sort: 'price_asc' } },
  play: async () => {
    const filters = await panel();
    await expect(filters.getByRole('button', { name: /Категория/ })).toHaveTextContent('Кофе');
    await expect((filters.getByRole('textbox', { name: 'Цена до' }) as HTMLInputElement).value).toMatch(/^2\s000$/);
  },
};

/** 'To' below 'from' is refused on the field; a right range is applied with the chosen category and order. */
export const Apply: Story = {
  play: async ({ args }) => {
    const filters = await panel();
    await userEvent.type(filters.getByRole('textbox', { name: 'Цена от' }), '300');
    await userEvent.type(filters.getByRole('textbox', { name: 'Цена до' }), '200');
    await userEvent.click(filters.getByRole('button', { name: 'Применить' }));
    await expect(filters.getByRole('textbox', { name: 'Цена до' })).toHaveAccessibleDescription('«Цена до» не может быть меньше, чем «цена от»');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.clear(filters.getByRole('textbox', { name: 'Цена до' }));
    await userEvent.type(filters.getByRole('textbox', { name: 'Цена до' }), '900');
    await userEvent.click(filters.getByRole('button', { name: /Категория/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Мерч' }));
    await userEvent.click(filters.getByRole('button', { name: /Сортировка/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Популярные' }));
    await userEvent.click(filters.getByRole('button', { name: 'Применить' }));
    await expect(args.onApply).toHaveBeenCalledWith({ categoryId: 3, minPrice: 300, maxPrice: 900, sort: 'popular' });
  },
};
export const PriceErrorEnglish: Story = {
  globals: { locale: 'en' },
  args: { filters: { q: '', categoryId: null, minPrice: 500, maxPrice: 100, sort: 'weight' } },
  play: async () => {
    const filters = await panel();
    await userEvent.click(filters.getByRole('button', { name: 'Apply' }));
    await expect(filters.getByRole('textbox', { name: 'Price to' })).toHaveAccessibleDescription("'Price to' cannot be less than 'price from'");
  },
};

/** 'Reset' applies the defaults at once. */
export const Reset: Story = {
  args: { filters: { q: 'кофе', categoryId: 2, minPrice: 100, maxPrice: 2000, sort: 'price_asc' } },
  play: async ({ args }) => {
    const filters = await panel();
    await userEvent.click(filters.getByRole('button', { name: 'Сбросить' }));
    await expect(args.onApply).toHaveBeenCalledWith({ categoryId: null, minPrice: null, maxPrice: null, sort: 'weight' });
  },
};

/** On a phone: a sheet from the bottom edge. */
export const Phone: Story = { globals: PHONE, play: async () => void (await panel()) };
