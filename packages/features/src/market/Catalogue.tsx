import './strings.ts';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Offer } from '@gratia/contracts';
import { Box, Button, EmptyState, ErrorState, Heading, SegmentedControl, Skeleton, TextField, VirtualList } from '@gratia/ui';
import { activeFilterCount, CATALOGUE_PARAMS, catalogueSearch, isFiltered, NO_FILTERS, parseCatalogueFilters, SEARCH_MAX_LENGTH, topCategories } from './catalogue.ts';
import { useMarketCategories, useOffers, type CatalogueSource } from './catalogueHooks.ts';
import { CountedButton } from './CountedButton.tsx';
import { FiltersPanel, type PanelFilters } from './FiltersPanel.tsx';
import { BagIcon } from './bagIcon.tsx';
import { FiltersIcon } from './icons.tsx';
import { OfferDetail } from './OfferDetail.tsx';
import { OfferTile, type OfferCartControls } from './OfferTile.tsx';
import * as css from './MarketView.css.ts';

/** How long the search waits after the last key before it asks the server, ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Props of {@link Catalogue}. */
export interface CatalogueProps {
  /** The market (with its public key on the public page). */
  source: CatalogueSource;
  /** The page's title (its h1). */
  title: ReactNode;
  /** A line under the title (the public page's community). */
  subtitle?: ReactNode;
  /** The page's buttons beside the title (a member's order history, cart, administration). */
  actions?: ReactNode;
  /** Points as the page writes them, with the community's bonus name ('50 спасибо'). */
  formatPrice: (points: number) => string;
  /** The cart's controls (a member); without them no tile or detail offers a cart button (the public page). */
  cart?: OfferCartControls;
  /** `data-mode` of the section: `member` or `public`. */
  mode: 'member' | 'public';
}

const offerKey = (offer: Offer) => offer.id;

/** A grid element's ref and its column count (used tracks), measured on mount and on every resize; null before. */
function useGridColumns(): [RefCallback<HTMLElement>, number | null] {
  const [columns, setColumns] = useState<number | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const measure = () => {
      const template = getComputedStyle(element).gridTemplateColumns.trim();
      setColumns(template === '' || template === 'none' ? 1 : Math.max(1, template.replace(/\[[^\]]*\]/g, ' ').trim().split(/\s+/).length));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, columns];
}

/**
 * The catalogue of a market (SPEC §2 /market 'catalogue with category and price filters',
 * /market/{id}/offers; DOMAIN §2.1; docs/decisions/0046), shared by the member's page and the
 * public one: the title with the page's `actions`, the search (debounced {@link SEARCH_DEBOUNCE_MS};
 * Enter searches at once), 'Filters' (with how many are set) opening the {@link FiltersPanel}, the
 * category strip ('All' and the top categories; a category includes its subcategories), and the
 * offers as {@link OfferTile}s in a virtualized grid (1–4 columns by the width) with cursor pages
 * of 24 loading as the end comes near ('Show more' too). Every filter and the open offer live in the
 * page's query (`q`, `category`, `min`, `max`, `sort`, `offer`), so a link keeps them and Back closes
 * the details. A tile opens the {@link OfferDetail} dialog, which walks through the loaded offers.
 * States (`data-state`): loading (placeholder tiles), error (retry), empty (reset the filters when
 * any narrows the list), ready.
 */
export function Catalogue({ source, title, subtitle, actions, formatPrice, cart, mode }: CatalogueProps) {
  const { t } = useTranslation('market');
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const filters = parseCatalogueFilters(params);
  const offers = useOffers(source, filters);
  const categories = useMarketCategories(source);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [probe, measuredColumns] = useGridColumns();
  const { items, hasMore, isLoadingMore, loadMore } = offers;
  const state = offers.error && items.length === 0 ? 'error' : offers.isLoading ? 'loading' : items.length === 0 ? 'empty' : 'ready';
  const offerParam = Number(params.get(CATALOGUE_PARAMS.offer));
  const openOfferId = Number.isSafeInteger(offerParam) && offerParam > 0 ? offerParam : null;

  const update = useCallback((changes: Partial<typeof filters>) => setParams((current) => catalogueSearch(current, changes), { replace: true }), [setParams]);
  const applyPanel = (panel: PanelFilters) => {
    update(panel);
    setFiltersOpen(false);
  };
  const resetAll = () => update(NO_FILTERS);
  const openOffer = useCallback(
    (id: number | null) => {
      const wasOpen = params.has(CATALOGUE_PARAMS.offer);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete(CATALOGUE_PARAMS.offer);
          else next.set(CATALOGUE_PARAMS.offer, String(id));
          return next;
        },
        // Opening adds a history entry (Back closes the details); walking and closing replace it.
        { replace: wasOpen || id === null },
      );
    },
    [params, setParams],
  );

  const top = topCategories(categories.data?.items ?? []);
  const stripValue = filters.categoryId === null ? 'all' : top.some((c) => c.id === filters.categoryId) ? String(filters.categoryId) : '';
  const filterCount = activeFilterCount(filters);
  const renderTile = useCallback(
    (offer: Offer) => (
      <div className={css.cell}>
        <OfferTile offer={offer} formatPrice={formatPrice} onOpen={(o) => openOffer(o.id)} cart={cart} />
      </div>
    ),
    [formatPrice, openOffer, cart],
  );

  return (
    <section className={css.root} aria-labelledby={titleId} data-state={state} data-mode={mode} aria-busy={state === 'loading' || isLoadingMore}>
      <div className={css.header}>
        <div className={css.titles}>
          <Heading level={1} id={titleId}>
            {title}
          </Heading>
          {subtitle}
        </div>
        {actions ? <div className={css.actions}>{actions}</div> : null}
      </div>
      <div className={css.toolbar}>
        <SearchBox value={filters.q} onCommit={(q) => update({ q })} />
        <CountedButton variant="secondary" icon={<FiltersIcon />} onPress={() => setFiltersOpen(true)} count={filterCount} countLabel={t('actions.filtersCount', { count: filterCount })}>
          {t('actions.filters')}
        </CountedButton>
      </div>
      {top.length > 0 ? (
        <div className={css.strip}>
          <SegmentedControl
            label={t('categories.label')}
            items={[{ id: 'all', label: t('categories.all') }, ...top.map((c) => ({ id: String(c.id), label: c.name }))]}
            value={stripValue}
            onChange={(id) => update({ categoryId: id === 'all' ? null : Number(id) })}
          />
        </div>
      ) : categories.isLoading ? (
        <Skeleton height={css.skeletonStripHeight} width={css.skeletonStripWidth} radius="lg" />
      ) : null}
      {state === 'loading' && (
        <div className={css.skeletonGrid} role="status" aria-label={t('grid.loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={css.skeletonTileHeight} radius="lg" />
          ))}
        </div>
      )}
      {state === 'error' && <ErrorState title={t('grid.error')} onRetry={offers.reload} />}
      {state === 'empty' &&
        (isFiltered(filters) ? (
          <EmptyState
            icon={<BagIcon />}
            title={t('grid.emptyFiltered')}
            description={t('grid.emptyFilteredDescription')}
            action={
              <Button variant="secondary" onPress={resetAll}>
                {t('grid.resetFilters')}
              </Button>
            }
          />
        ) : (
          <EmptyState icon={<BagIcon />} title={t('grid.empty')} description={t('grid.emptyDescription')} />
        ))}
      {state === 'ready' && (
        <Box className={css.gridBox}>
          <div ref={probe} className={css.columnsProbe} aria-hidden="true" data-testid="offers-columns-probe" />
          <VirtualList
            items={items}
            getKey={offerKey}
            estimateSize={320}
            scroll="window"
            aria-label={t('grid.label')}
            columns={measuredColumns ?? 1}
            columnGap={css.tileGap}
            columnsTemplate={css.gridColumnsTemplate}
            hasMore={hasMore}
            isLoadingMore={isLoadingMore}
            onEndReached={loadMore}
            loadMoreLabel={t('grid.loadMore')}
            onLoadMore={loadMore}
            endMessage={t('grid.end')}
            renderItem={renderTile}
          />
        </Box>
      )}
      <FiltersPanel isOpen={filtersOpen} onOpenChange={setFiltersOpen} filters={filters} categories={categories.data?.items} onApply={applyPanel} />
      <OfferDetail source={source} offerId={openOfferId} offers={items} onNavigate={openOffer} formatPrice={formatPrice} cart={cart} />
    </section>
  );
}

/**
 * The search field: what is typed shows at once and is asked for {@link SEARCH_DEBOUNCE_MS} after
 * the last key (Enter: at once); a search changed elsewhere (reset) replaces the text.
 */
function SearchBox({ value, onCommit }: { value: string; onCommit: (q: string) => void }) {
  const { t } = useTranslation('market');
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The query changed from outside (reset, a link): show it.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (next: string) => {
    clearTimeout(timer.current);
    setCommitted(next.trim());
    onCommit(next);
  };
  return (
    <TextField
      className={css.search}
      type="search"
      label={t('search.label')}
      isLabelHidden
      placeholder={t('search.placeholder')}
      maxLength={SEARCH_MAX_LENGTH}
      value={text}
      onChange={(next) => {
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text);
      }}
    />
  );
}
