import './strings.ts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_POINTS, OFFER_SORTS, type MarketCategory, type OfferSort } from '@gratia/contracts';
import { Button, Drawer, NumberField, Select, Stack } from '@gratia/ui';
import { categoryTree, NO_FILTERS, validatePriceRange, type CatalogueFilters } from './catalogue.ts';
import * as css from './MarketView.css.ts';

/** The filters a panel sets: everything but the search. */
export type PanelFilters = Omit<CatalogueFilters, 'q'>;

/** Props of {@link FiltersPanel}. */
export interface FiltersPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The filters in force (the page's query): the panel starts from them each time it opens. */
  filters: CatalogueFilters;
  /** The market's categories, flat (undefined while they load). */
  categories: readonly MarketCategory[] | undefined;
  /** Applies the panel's filters (the page writes them into its query) and closes it. */
  onApply: (filters: PanelFilters) => void;
}

/** The select's id of "every category". */
const ALL = 'all';

/**
 * The catalogue's side filters (DOMAIN §2.1 'Side filters'; SPEC §2 'catalogue with category and
 * price filters'), in a {@link Drawer}: the category (the tree, subcategories indented; a
 * category includes its subcategories), the price from and to (whole points from 0; 'to' below
 * 'from' is refused on the field, translated), the order (recommended, price up, price down,
 * newest, popular), then 'Reset' (every filter back to its default, applied at once) and 'Apply'.
 * Nothing changes the page until one of them is pressed.
 */
export function FiltersPanel({ isOpen, onOpenChange, filters, categories, onApply }: FiltersPanelProps) {
  const { t } = useTranslation('market');
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={t('filters.title')} description={t('filters.description')} testId="market-filters">
      {/* Mounted while open only: each opening starts from the filters in force. */}
      {isOpen ? <FiltersForm filters={filters} categories={categories} onApply={onApply} /> : null}
    </Drawer>
  );
}

function FiltersForm({ filters, categories, onApply }: Pick<FiltersPanelProps, 'filters' | 'categories' | 'onApply'>) {
  const { t } = useTranslation('market');
  const [draft, setDraft] = useState<PanelFilters>({ categoryId: filters.categoryId, minPrice: filters.minPrice, maxPrice: filters.maxPrice, sort: filters.sort });
  const [showErrors, setShowErrors] = useState(false);
  const maxInput = useRef<HTMLInputElement>(null);
  const errors = validatePriceRange(draft.minPrice, draft.maxPrice);
  const tree = categoryTree(categories ?? []);
  const categoryItems = [{ id: ALL, label: t('categories.all') }, ...tree.map(({ category, depth }) => ({ id: String(category.id), label: category.name, depth }))];
  // A category of the query that the tree does not have (deleted since) reads as every category.
  const categoryKey = draft.categoryId !== null && tree.some((node) => node.category.id === draft.categoryId) ? String(draft.categoryId) : ALL;
  const change = (changes: Partial<PanelFilters>) => setDraft((current) => ({ ...current, ...changes }));

  const apply = () => {
    if (errors.maxPrice) {
      setShowErrors(true);
      maxInput.current?.focus();
      return;
    }
    onApply(draft);
  };
  const { q: _q, ...defaults } = NO_FILTERS;

  return (
    <form
      className={css.filtersForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Stack gap="lg">
        <Select
          label={t('filters.category')}
          items={categoryItems}
          selectedKey={categoryKey}
          onSelectionChange={(key) => change({ categoryId: key === null || key === ALL ? null : Number(key) })}
        />
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t('filters.price')}</legend>
          <div className={css.priceRow}>
            <NumberField label={t('filters.priceFrom')} minValue={0} maxValue={MAX_POINTS} value={draft.minPrice} onChange={(value) => change({ minPrice: value })} hideStepper />
            <NumberField
                ref={maxInput}
                label={t('filters.priceTo')}
                minValue={0}
                maxValue={MAX_POINTS}
                value={draft.maxPrice}
                onChange={(value) => change({ maxPrice: value })}
                hideStepper
                errorMessage={showErrors && errors.maxPrice ? t(`filters.${errors.maxPrice}`) : undefined}
              />
          </div>
        </fieldset>
        <Select
          label={t('filters.sort')}
          items={OFFER_SORTS.map((sort) => ({ id: sort, label: t(`sort.${sort}`) }))}
          selectedKey={draft.sort}
          onSelectionChange={(key) => change({ sort: (OFFER_SORTS.find((s) => s === key) ?? 'weight') as OfferSort })}
        />
        <div className={css.panelActions}>
          <Button variant="secondary" className={css.panelButton} onPress={() => onApply(defaults)}>
            {t('filters.reset')}
          </Button>
          <Button type="submit" className={css.panelButton}>
            {t('filters.apply')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
