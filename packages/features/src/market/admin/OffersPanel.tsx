import './strings.ts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_OFFER_SORTS, type AdminOffer, type OfferStatus } from '@gratia/contracts';
import { Badge, Button, ConfirmDialog, DataTable, EmptyState, ErrorState, Menu, Pagination, Select, Stack, Text, TextField, useToast, type DataTableColumn, type SortDescriptor } from '@gratia/ui';
import { useErrorToast } from '../../errors/index.ts';
import { formatDateTime, formatNumber, isLanguage } from '../../i18n/index.ts';
import { useFormatPoints } from '../../organization/index.ts';
import { DownloadLink, StrokeIcon } from '../../shared/index.ts';
import { MARKET_ADMIN_PAGE_SIZE, offersExportPath, useAdminOffers, useAdminCategories, useOfferActions, type AdminOfferSort, type ManagedMarket, type SortOrder } from './hooks.ts';
import { categoryTree, flattenCategories, publicMarketLink } from './marketAdmin.ts';
import { OfferForm } from './OfferForm.tsx';
import * as css from './marketAdmin.css.ts';

const ALL = 'all';

/** The "more" icon of a row's menu. */
function MoreIcon() {
  return (
    <StrokeIcon size="sm">
      <path d="M5 12h.01M12 12h.01M19 12h.01" />
    </StrokeIcon>
  );
}

/** Props of {@link OffersPanel}. */
export interface OffersPanelProps {
  market: ManagedMarket;
  /** Pause after the last keystroke before the search runs, ms. Default 300. */
  searchDelayMs?: number;
}

/** What a row's action opened. */
type Dialogs = { kind: 'create' } | { kind: 'edit'; id: number } | null;

/**
 * The 'Предложения / Offers' tab of /admin_market_goods (SPEC §2 'admin offers'; DOMAIN §2.1, §2.3;
 * docs/decisions/0046): a search (run `searchDelayMs` after typing stops), the category filter (the
 * market's tree, with subcategories) and the status filter (active, archive); "Добавить
 * предложение" ({@link OfferForm}); "Выгрузить в Excel" — a link to offers.xlsx with the same search,
 * filters and sort; "Скопировать ссылку" — the public page `{origin}/market/{id}/offers?public_key=…`
 * to the clipboard ('Ссылка скопирована' / 'Не удалось скопировать ссылку'). The table is sorted and
 * paged on the server (25 a page; ui `Pagination`): name, photo (the tile or the first image),
 * description (two lines), active until (or 'Не указано'), categories, price with the bonus name,
 * remaining ('Не учитывается' when the remainder is ignored), orders, status. Each row's menu:
 * Edit, Archive or Restore, Delete — confirmed ("Удаление предложения … Подтвердить"); an offer
 * somebody ordered is refused (OFFER_HAS_ORDERS), said in a toast. `data-state`: loading, error,
 * empty, ready.
 */
export function OffersPanel({ market, searchDelayMs = 300 }: OffersPanelProps) {
  const { t, i18n } = useTranslation('marketAdmin');
  const toast = useToast();
  const showError = useErrorToast();
  const formatPoints = useFormatPoints();
  const actions = useOfferActions(market.id);
  const categories = useAdminCategories(market.id);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [status, setStatus] = useState<OfferStatus | undefined>();
  const [sort, setSort] = useState<{ column: AdminOfferSort; order: SortOrder }>({ column: 'weight', order: 'desc' });
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialogs>(null);
  // The confirmation keeps its offer while it closes.
  const [toDelete, setToDelete] = useState<AdminOffer | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const lang = isLanguage(i18n.language) ? i18n.language : 'ru';

  // The page goes back to the first whenever what is listed changes.
  const [listed, setListed] = useState({ q, categoryId, status, sort, market: market.id });
  if (listed.q !== q || listed.categoryId !== categoryId || listed.status !== status || listed.sort !== sort || listed.market !== market.id) {
    setListed({ q, categoryId, status, sort, market: market.id });
    setPage(1);
  }

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => setQ(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, q, searchDelayMs]);

  const offers = useAdminOffers({ marketId: market.id, q, categoryId, status, sort: sort.column, order: sort.order, page });
  const data = offers.data;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MARKET_ADMIN_PAGE_SIZE));
  const filtered = q !== '' || categoryId !== undefined || status !== undefined;
  const state = offers.error && !data ? 'error' : !data ? 'loading' : data.items.length === 0 ? 'empty' : 'ready';
  const flat = useMemo(() => flattenCategories(categoryTree(categories.data?.items ?? [])), [categories.data]);

  const reset = () => {
    setText('');
    setQ('');
    setCategoryId(undefined);
    setStatus(undefined);
  };

  const copyLink = async () => {
    try {
      const link = publicMarketLink(window.location.origin, market);
      if (!link || typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(link);
      toast.show({ tone: 'success', title: t('offers.copied'), description: t('offers.copiedDescription'), timeout: 3000 });
    } catch {
      toast.show({ tone: 'critical', title: t('offers.copyFailed'), timeout: 3000 });
    }
  };

  const setArchived = async (offer: AdminOffer, archived: boolean) => {
    try {
      await actions.update({ id: offer.id, status: archived ? 'archive' : 'active' });
      toast.show({ tone: 'success', title: t(archived ? 'offers.archived' : 'offers.restored'), timeout: 3000 });
    } catch (error) {
      showError(error);
    }
  };

  const remove = async (offer: AdminOffer) => {
    try {
      await actions.remove(offer.id);
      toast.show({ tone: 'success', title: t('offers.deleted'), timeout: 3000 });
    } catch (error) {
      // OFFER_HAS_ORDERS and any other refusal: the toast says why; the confirmation closes.
      showError(error);
    }
  };

  const columns = useMemo<DataTableColumn<AdminOffer>[]>(
    () => [
      {
        id: 'name',
        header: t('offers.column.name'),
        allowsSorting: true,
        isRowHeader: true,
        render: (o) => (
          <Text as="span" weight="semibold" className={css.nameCell}>
            {o.name}
          </Text>
        ),
      },
      {
        id: 'photo',
        header: t('offers.column.photo'),
        render: (o) => {
          const image = o.tile ?? o.images[0] ?? null;
          return image ? (
            <img className={css.photo} src={image.thumbUrl} alt={t('offers.photoAlt', { name: o.name })} loading="lazy" />
          ) : (
            <span className={css.noPhoto}>{t('offers.noPhoto')}</span>
          );
        },
      },
      {
        id: 'description',
        header: t('offers.column.description'),
        render: (o) => (
          <Text as="span" size="sm" lines={2} className={css.descriptionCell} title={o.description || undefined}>
            {o.description}
          </Text>
        ),
      },
      {
        id: 'activeUntil',
        header: t('offers.column.activeUntil'),
        allowsSorting: true,
        render: (o) =>
          o.activeUntil ? (
            <span className={css.when}>{formatDateTime(o.activeUntil, i18n.language)}</span>
          ) : (
            <Text as="span" size="sm" tone="muted">
              {t('offers.notSet')}
            </Text>
          ),
      },
      {
        id: 'categories',
        header: t('offers.column.categories'),
        render: (o) =>
          o.categories.length > 0 ? (
            <ul className={css.categoryList}>
              {o.categories.map((c) => (
                <li key={c.id}>{c.name}</li>
              ))}
            </ul>
          ) : null,
      },
      { id: 'price', header: t('offers.column.price'), allowsSorting: true, align: 'end', render: (o) => <span className={css.nowrap}>{formatPoints(o.price)}</span> },
      {
        id: 'remainder',
        header: t('offers.column.remainder'),
        allowsSorting: true,
        align: 'end',
        render: (o) =>
          o.remainderAction === 'ignore' ? (
            <Text as="span" size="sm" tone="muted" className={css.nowrap}>
              {t('offers.notTracked')}
            </Text>
          ) : (
            formatNumber(o.stock, i18n.language)
          ),
      },
      { id: 'orders', header: t('offers.column.orders'), allowsSorting: true, align: 'end', render: (o) => formatNumber(o.orders, i18n.language) },
      {
        id: 'status',
        header: t('offers.column.status'),
        render: (o) => <Badge tone={o.status === 'active' ? 'positive' : 'neutral'}>{t(`offers.statusValue.${o.status}`)}</Badge>,
      },
      {
        id: 'actions',
        header: t('offers.column.actions'),
        align: 'end',
        render: (o) => (
          <Menu
            label={t('offers.menu', { name: o.name })}
            isLabelHidden
            icon={<MoreIcon />}
            placement="bottom end"
            items={[
              { id: 'edit', label: t('offers.edit'), onAction: () => setDialog({ kind: 'edit', id: o.id }) },
              o.status === 'active'
                ? { id: 'archive', label: t('offers.archive'), onAction: () => void setArchived(o, true) }
                : { id: 'restore', label: t('offers.restore'), onAction: () => void setArchived(o, false) },
              {
                id: 'delete',
                label: t('offers.delete'),
                onAction: () => {
                  setToDelete(o);
                  setConfirmOpen(true);
                },
              },
            ]}
          />
        ),
      },
    ],
    // The columns follow the language and the bonus name; rows come through `render`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, formatPoints, actions],
  );

  const sortDescriptor: SortDescriptor = { column: sort.column, direction: sort.order === 'asc' ? 'ascending' : 'descending' };
  const exportParams = { marketId: market.id, q, categoryId, status, sort: sort.column, order: sort.order };

  return (
    <section className={css.panel} data-state={state} aria-busy={state === 'loading' || offers.isValidating} aria-label={t('offers.title')} data-testid="offers-panel">
      <div className={css.toolbar}>
        <Button onPress={() => setDialog({ kind: 'create' })} data-testid="offer-add">
          {t('offers.add')}
        </Button>
        <DownloadLink href={offersExportPath(exportParams, lang)} data-testid="offers-export">
          {t('offers.export')}
        </DownloadLink>
        {market.publicKey ? (
          <Button variant="secondary" size="sm" onPress={() => void copyLink()} data-testid="offers-copy-link">
            {t('offers.copyLink')}
          </Button>
        ) : null}
      </div>
      <div className={css.filters} role="group" aria-label={t('offers.filters')}>
        <TextField type="search" label={t('offers.search')} placeholder={t('offers.searchPlaceholder')} value={text} onChange={setText} maxLength={100} autoComplete="off" />
        <Select
          label={t('offers.category')}
          items={[{ id: ALL, label: t('offers.anyCategory') }, ...flat.map((c) => ({ id: String(c.id), label: c.name, depth: c.depth }))]}
          selectedKey={categoryId === undefined ? ALL : String(categoryId)}
          onSelectionChange={(key) => setCategoryId(key === null || key === ALL ? undefined : Number(key))}
        />
        <Select
          label={t('offers.status')}
          items={[{ id: ALL, label: t('offers.anyStatus') }, ...(['active', 'archive'] as const).map((s) => ({ id: s, label: t(`offers.statusValue.${s}`) }))]}
          selectedKey={status ?? ALL}
          onSelectionChange={(key) => setStatus(key === 'active' || key === 'archive' ? key : undefined)}
        />
        <div className={css.filtersReset}>
          <Button variant="ghost" isDisabled={!filtered && text === ''} onPress={reset}>
            {t('offers.reset')}
          </Button>
        </div>
      </div>
      {state === 'error' ? (
        <ErrorState title={t('offers.loadError')} onRetry={() => offers.mutate()} />
      ) : state === 'empty' && !filtered ? (
        <EmptyState
          title={t('offers.empty')}
          description={t('offers.emptyDescription')}
          action={<Button onPress={() => setDialog({ kind: 'create' })}>{t('offers.add')}</Button>}
        />
      ) : (
        <DataTable
          aria-label={t('offers.tableLabel')}
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(o) => o.id}
          sortDescriptor={sortDescriptor}
          onSortChange={(next) => {
            const column = ADMIN_OFFER_SORTS.find((c) => c === next.column);
            if (column) setSort({ column, order: next.direction === 'descending' ? 'desc' : 'asc' });
          }}
          isLoading={state === 'loading' || offers.isValidating}
          emptyState={
            <Stack gap="sm" align="center">
              <span>{t('offers.emptyFiltered')}</span>
              <Text as="span" size="sm" tone="muted">
                {t('offers.emptyFilteredDescription')}
              </Text>
              <Button size="sm" variant="secondary" onPress={reset}>
                {t('offers.reset')}
              </Button>
            </Stack>
          }
        />
      )}
      {data && state === 'ready' ? (
        <div className={css.footer}>
          <Text as="span" tone="muted" role="status" data-testid="offers-total">
            {t('offers.total', { count: total, n: formatNumber(total, i18n.language) })}
          </Text>
          {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
        </div>
      ) : null}
      {dialog?.kind === 'create' ? <OfferForm marketId={market.id} offerId={null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <OfferForm key={dialog.id} marketId={market.id} offerId={dialog.id} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('offers.deleteTitle')}
        description={toDelete ? t('offers.deleteDescription', { name: toDelete.name }) : undefined}
        confirmLabel={t('offers.deleteConfirm')}
        tone="critical"
        onConfirm={() => (toDelete ? remove(toDelete) : undefined)}
      />
    </section>
  );
}
