import './strings.ts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ORDER_SORTS, ORDER_STATUSES, type Order, type OrderStatus } from '@gratia/contracts';
import { Avatar, Button, ConfirmDialog, DataTable, EmptyState, ErrorState, Menu, Pagination, Stack, Text, TextField, useToast, type DataTableColumn, type SortDescriptor } from '@gratia/ui';
import { isApiError } from '../../api/index.ts';
import { useErrorToast } from '../../errors/index.ts';
import { formatDateTime, formatNumber, isLanguage } from '../../i18n/index.ts';
import { useFormatPoints } from '../../organization/index.ts';
import { fullName } from '../../people/index.ts';
import { DownloadLink, StrokeIcon } from '../../shared/index.ts';
import { MARKET_ADMIN_PAGE_SIZE, ordersExportPath, useAdminOrders, useSetOrderStatus, type AdminOrderSort, type SortOrder } from './hooks.ts';
import { OrderStatusPill } from './OrderStatusPill.tsx';
import * as css from './marketAdmin.css.ts';

/** The menu's item when an order can move nowhere. */
const NO_OPTIONS = 'none';

/** Props of {@link OrdersPanel}. */
export interface OrdersPanelProps {
  marketId: number;
  /** Pause after the last keystroke before the search runs, ms. Default 300. */
  searchDelayMs?: number;
}

/**
 * The 'Список покупок / Shopping list' tab of /admin_market_purchases (SPEC §2 'shopping list', §4
 * Market order statuses; DOMAIN §2.4; docs/decisions/0046): a search (the offer or the buyer, run
 * `searchDelayMs` after typing stops), status chips (any of the nine statuses, toggle buttons),
 * "Выгрузить в Excel" (orders.xlsx with the same search, statuses and sort) and the orders table,
 * sorted (number, status, customer, created, total) and paged on the server: number, offer,
 * customer, created, status — its pill and beside it "Сменить статус", a menu of the order's
 * `next` statuses only ('Нет доступных опций' when it can move nowhere) — unit price, quantity, total.
 * Rejecting or cancelling is confirmed first (points and units go back, the order moves no further;
 * focus starts on 'Не менять'). A change says
 * 'Статус успешно изменён'; a refusal (ORDER_STATUS_NOT_ALLOWED, INSUFFICIENT_FUNDS …) is a
 * translated toast, and the list is read again either way. `data-state`: loading, error, empty, ready.
 */
export function OrdersPanel({ marketId, searchDelayMs = 300 }: OrdersPanelProps) {
  const { t, i18n } = useTranslation('marketAdmin');
  const toast = useToast();
  const showError = useErrorToast();
  const formatPoints = useFormatPoints();
  const setOrderStatus = useSetOrderStatus();
  const chipsId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [statuses, setStatuses] = useState<OrderStatus[]>([]);
  const [sort, setSort] = useState<{ column: AdminOrderSort; order: SortOrder }>({ column: 'id', order: 'desc' });
  const [page, setPage] = useState(1);
  const lang = isLanguage(i18n.language) ? i18n.language : 'ru';

  const [listed, setListed] = useState({ q, statuses, sort, marketId });
  if (listed.q !== q || listed.statuses !== statuses || listed.sort !== sort || listed.marketId !== marketId) {
    setListed({ q, statuses, sort, marketId });
    setPage(1);
  }

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => setQ(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, q, searchDelayMs]);

  const orders = useAdminOrders({ marketId, q, statuses, sort: sort.column, order: sort.order, page });
  const data = orders.data;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MARKET_ADMIN_PAGE_SIZE));
  const filtered = q !== '' || statuses.length > 0;
  const state = orders.error && !data ? 'error' : !data ? 'loading' : data.items.length === 0 ? 'empty' : 'ready';

  const toggle = (status: OrderStatus) => setStatuses((list) => (list.includes(status) ? list.filter((s) => s !== status) : [...list, status]));
  const reset = () => {
    setText('');
    setQ('');
    setStatuses([]);
  };

  // Rejecting or cancelling gives the points back and the units to the stock, and nothing moves the order again: asked first.
  const [confirming, setConfirming] = useState<{ order: Order; status: 'rejected' | 'canceled' } | null>(null);
  const request = (order: Order, status: OrderStatus) => {
    if (status === 'rejected' || status === 'canceled') setConfirming({ order, status });
    else void change(order, status);
  };

  const change = async (order: Order, status: OrderStatus) => {
    try {
      await setOrderStatus(order, status);
      toast.show({ tone: 'success', title: t('orders.changed'), timeout: 3000 });
    } catch (error) {
      // 'У пользователя недостаточно средств' (SPEC §8: said of the buyer here); any other refusal in its own words.
      if (isApiError(error, 'INSUFFICIENT_FUNDS')) toast.show({ tone: 'critical', title: t('orders.insufficientFunds'), timeout: 3000 });
      else showError(error);
    }
  };

  const columns = useMemo<DataTableColumn<Order>[]>(
    () => [
      { id: 'id', header: t('orders.column.id'), allowsSorting: true, isRowHeader: true, render: (o) => <span className={css.nowrap}>{t('orders.number', { id: o.id })}</span> },
      {
        id: 'offer',
        header: t('orders.column.offer'),
        render: (o) => (
          <Text as="span" className={css.nameCell}>
            {o.offer.name}
          </Text>
        ),
      },
      {
        id: 'buyer',
        header: t('orders.column.buyer'),
        allowsSorting: true,
        render: (o) => (
          <span className={css.person}>
            <Avatar src={o.buyer.photo} name={fullName(o.buyer)} size="sm" isDecorative />
            <span className={css.personName}>{fullName(o.buyer)}</span>
          </span>
        ),
      },
      { id: 'createdAt', header: t('orders.column.createdAt'), allowsSorting: true, render: (o) => <span className={css.when}>{formatDateTime(o.createdAt, i18n.language)}</span> },
      {
        id: 'status',
        header: t('orders.column.status'),
        allowsSorting: true,
        render: (o) => (
          <span className={css.statusCell}>
            <OrderStatusPill status={o.status} />
            <Menu
              label={t('orders.change', { id: o.id })}
              isLabelHidden
              placement="bottom end"
              icon={
                <StrokeIcon size="sm">
                  <path d="M4 7h13l-3-3M20 17H7l3 3" />
                </StrokeIcon>
              }
              items={
                o.next.length > 0
                  ? o.next.map((s) => ({ id: s, label: t(`status.${s}`), onAction: () => request(o, s) }))
                  : [{ id: NO_OPTIONS, label: t('orders.noOptions'), isDisabled: true }]
              }
            />
          </span>
        ),
      },
      { id: 'price', header: t('orders.column.price'), align: 'end', render: (o) => <span className={css.nowrap}>{formatPoints(o.price)}</span> },
      { id: 'quantity', header: t('orders.column.quantity'), align: 'end', render: (o) => <span className={css.nowrap}>{t('orders.pieces', { count: o.quantity })}</span> },
      { id: 'total', header: t('orders.column.total'), allowsSorting: true, align: 'end', render: (o) => <span className={css.nowrap}>{formatPoints(o.total)}</span> },
    ],
    // The columns follow the language and the bonus name; rows come through `render`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, formatPoints, setOrderStatus],
  );

  const sortDescriptor: SortDescriptor = { column: sort.column, direction: sort.order === 'asc' ? 'ascending' : 'descending' };

  return (
    <section className={css.panel} data-state={state} aria-busy={state === 'loading' || orders.isValidating} aria-label={t('orders.title')} data-testid="orders-panel">
      <div className={css.toolbar}>
        <DownloadLink href={ordersExportPath({ marketId, q, statuses, sort: sort.column, order: sort.order }, lang)} data-testid="orders-export">
          {t('orders.export')}
        </DownloadLink>
      </div>
      <TextField type="search" label={t('orders.search')} placeholder={t('orders.searchPlaceholder')} value={text} onChange={setText} maxLength={100} autoComplete="off" />
      <div className={css.chips} role="group" aria-labelledby={chipsId} data-testid="orders-statuses">
        <Text as="span" size="sm" weight="semibold" id={chipsId}>
          {t('orders.statusFilter')}
        </Text>
        {ORDER_STATUSES.map((s) => (
          <Button key={s} size="sm" variant={statuses.includes(s) ? 'primary' : 'secondary'} aria-pressed={statuses.includes(s)} onPress={() => toggle(s)}>
            {t(`status.${s}`)}
          </Button>
        ))}
        {filtered ? (
          <Button size="sm" variant="ghost" onPress={reset}>
            {t('orders.reset')}
          </Button>
        ) : null}
      </div>
      {state === 'error' ? (
        <ErrorState title={t('orders.loadError')} onRetry={() => orders.mutate()} />
      ) : state === 'empty' && !filtered ? (
        <EmptyState title={t('orders.empty')} description={t('orders.emptyDescription')} />
      ) : (
        <DataTable
          aria-label={t('orders.tableLabel')}
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(o) => o.id}
          sortDescriptor={sortDescriptor}
          onSortChange={(next) => {
            const column = ADMIN_ORDER_SORTS.find((c) => c === next.column);
            if (column) setSort({ column, order: next.direction === 'descending' ? 'desc' : 'asc' });
          }}
          isLoading={state === 'loading' || orders.isValidating}
          emptyState={
            <Stack gap="sm" align="center">
              <span>{t('orders.emptyFiltered')}</span>
              <Text as="span" size="sm" tone="muted">
                {t('orders.emptyFilteredDescription')}
              </Text>
              <Button size="sm" variant="secondary" onPress={reset}>
                {t('orders.reset')}
              </Button>
            </Stack>
          }
        />
      )}
      {data && state === 'ready' ? (
        <div className={css.footer}>
          <Text as="span" tone="muted" role="status" data-testid="orders-total">
            {t('orders.total', { count: total, n: formatNumber(total, i18n.language) })}
          </Text>
          {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && setConfirming(null)}
          tone="critical"
          title={t(`orders.confirm.${confirming.status}.title`, { id: confirming.order.id })}
          description={t('orders.confirm.description', { total: formatPoints(confirming.order.total), pieces: t('orders.pieces', { count: confirming.order.quantity }), offer: confirming.order.offer.name })}
          confirmLabel={t(`orders.confirm.${confirming.status}.confirm`)}
          cancelLabel={t('orders.confirm.keep')}
          onConfirm={() => change(confirming.order, confirming.status)}
        />
      ) : null}
    </section>
  );
}
