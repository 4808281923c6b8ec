import './strings.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_QUANTITY, type CartLine } from '@gratia/contracts';
import { Button, Checkbox, Drawer, EmptyState, ErrorState, IconButton, NumberField, Skeleton, Stack, useToast } from '@gratia/ui';
import { errorMessage, useErrorToast } from '../errors/index.ts';
import { isApiError } from '../api/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { cartTotal, checkoutBlock } from './cart.ts';
import { useCart, useCartActions } from './cartHooks.ts';
import { BagIcon } from './bagIcon.tsx';
import { TrashIcon } from './icons.tsx';
import * as css from './CartPanel.css.ts';

/** Props of {@link CartPanel}. */
export interface CartPanelProps {
  /** The market whose cart it is. */
  marketId: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Points as the page writes them, with the community's bonus name. */
  formatPrice: (points: number) => string;
}

/** The line the server refused at checkout (`details.offerId`) and why, in the member's language. */
interface Problem {
  offerId: number;
  message: string;
}

/**
 * The member's cart as a side panel (SPEC §2 'cart'; DOMAIN §2.1 Cart, §2.2; docs/decisions/0046):
 * each line with a checkbox (ordered or not), its picture, name and unit price, a quantity field
 * (1 … 999; − is disabled at 1) and 'Remove'. A line that can no longer be ordered is greyed with
 * the reason ('Out of stock', 'No longer available'), cannot be ticked and never counts; a line
 * asking for more than is left says how many are. The footer holds the total of the ticked
 * available lines, the points the member can spend (`Cart.balance`) and 'Order' — disabled with
 * the reason beside it when nothing is ticked or the total is above those points. Ordering shows
 * 'Your order has been created …' and closes the panel; a refusal shows its translated message as a
 * toast and, when it names an offer (`details.offerId`: out of stock, the issue limit), frames that
 * line with the message and scrolls to it. Every change is sent at once (DOMAIN §2.2 "every cart
 * change is the same call") and shown before the answer; a refused change is put back with a toast.
 */
export function CartPanel({ marketId, isOpen, onOpenChange, formatPrice }: CartPanelProps) {
  const { t } = useTranslation('market');
  const cart = useCart(marketId);
  const actions = useCartActions(marketId);
  const toast = useToast();
  const showError = useErrorToast();
  const reasonId = useId();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [ordering, setOrdering] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);

  // The refused line comes into view.
  useEffect(() => {
    if (problem) listRef.current?.querySelector(`[data-offer="${problem.offerId}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [problem]);

  const change = (line: CartLine, next: { quantity: number; chosen: boolean }) => {
    if (problem?.offerId === line.offer.id) setProblem(null);
    actions.set(line.offer.id, next).catch(showError);
  };
  const remove = (line: CartLine) => {
    if (problem?.offerId === line.offer.id) setProblem(null);
    actions.remove(line.offer.id).catch(showError);
  };
  const order = async () => {
    if (!cart.data) return;
    setOrdering(true);
    setProblem(null);
    try {
      await actions.checkout(cart.data);
      toast.show({ tone: 'success', title: t('cart.success') });
      onOpenChange(false);
    } catch (error) {
      showError(error);
      const offerId = isApiError(error) ? error.details.offerId : undefined;
      if (isApiError(error) && typeof offerId === 'number') setProblem({ offerId, message: errorMessage(error, t) });
    } finally {
      setOrdering(false);
    }
  };

  const data = cart.data;
  const block = data ? checkoutBlock(data) : null;
  const total = data ? cartTotal(data.lines) : 0;
  const footer =
    data && data.lines.length > 0 ? (
      <>
        <dl className={css.totals}>
          <dt className={css.totalLabel}>{t('cart.total')}</dt>
          <dd className={`${css.totalValue} ${css.grandTotal}`} data-testid="cart-total">
            {formatPrice(total)}
          </dd>
          <dt className={css.totalLabel}>{t('cart.balance')}</dt>
          <dd className={css.totalValue} data-testid="cart-balance">
            {formatPrice(data.balance)}
          </dd>
        </dl>
        {block ? (
          <p id={reasonId} className={css.reason} data-reason={block.reason}>
            {block.reason === 'funds' ? t('cart.notEnough', { points: formatPrice(block.missing) }) : t('cart.nothingChosen')}
          </p>
        ) : null}
        <Button fullWidth isDisabled={block !== null} isLoading={ordering} onPress={() => void order()} aria-describedby={block ? reasonId : undefined}>
          {t('cart.order')}
        </Button>
      </>
    ) : undefined;

  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={(open) => {
        // A refusal is about the attempt that got it: closed, the cart starts clean.
        if (!open) setProblem(null);
        onOpenChange(open);
      }}
      title={t('cart.title')}
      description={t('cart.description')}
      footer={footer}
      testId="market-cart"
    >
      {cart.error && !data ? (
        <ErrorState title={t('cart.error')} onRetry={() => cart.mutate()} />
      ) : !data ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('cart.loading')}>
          <Skeleton height={placeholderHeight.row} />
          <Skeleton height={placeholderHeight.row} />
        </Stack>
      ) : data.lines.length === 0 ? (
        <EmptyState icon={<BagIcon />} title={t('cart.empty')} description={t('cart.emptyDescription')} />
      ) : (
        <ul ref={listRef} className={css.lines} aria-label={t('cart.title')} data-state="ready">
          {data.lines.map((line) => (
            <CartLineRow key={line.offer.id} line={line} formatPrice={formatPrice} problem={problem?.offerId === line.offer.id ? problem.message : null} onChange={change} onRemove={remove} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}

/** One line of the cart. */
function CartLineRow({
  line,
  formatPrice,
  problem,
  onChange,
  onRemove,
}: {
  line: CartLine;
  formatPrice: (points: number) => string;
  problem: string | null;
  onChange: (line: CartLine, next: { quantity: number; chosen: boolean }) => void;
  onRemove: (line: CartLine) => void;
}) {
  const { t } = useTranslation('market');
  const name = line.offer.name;
  const short = line.available && line.remainder !== null && line.quantity > line.remainder;
  return (
    <li className={css.line} data-offer={line.offer.id} data-available={String(line.available)} data-chosen={String(line.chosen)} data-problem={problem ? '' : undefined}>
      <span className={css.check}>
        <Checkbox
          aria-label={t('cart.choose', { name })}
          isSelected={line.chosen && line.available}
          isDisabled={!line.available}
          onChange={(chosen) => onChange(line, { quantity: line.quantity, chosen })}
        />
      </span>
      <span className={css.picture}>{line.offer.tile ? <img className={css.image} src={line.offer.tile.thumbUrl} alt="" width={line.offer.tile.width} height={line.offer.tile.height} decoding="async" /> : <BagIcon size="em" />}</span>
      <div className={css.texts}>
        <p className={css.name}>{name}</p>
        <p className={css.price}>{line.quantity > 1 ? t('cart.lineTotal', { quantity: line.quantity, price: formatPrice(line.price) }) : formatPrice(line.price)}</p>
        {!line.available ? <p className={css.note}>{line.remainder === 0 ? t('cart.outOfStock') : t('cart.unavailable')}</p> : null}
        {short ? <p className={css.warning}>{t('cart.left', { count: line.remainder })}</p> : null}
        {problem ? (
          <p className={css.problem}>{problem}</p>
        ) : null}
        <NumberField
          className={css.quantity}
          label={t('cart.quantity', { name })}
          isLabelHidden
          minValue={1}
          maxValue={MAX_LINE_QUANTITY}
          value={line.quantity}
          isDisabled={!line.available}
          onChange={(quantity) => {
            if (quantity !== null && quantity !== line.quantity) onChange(line, { quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, quantity)), chosen: line.chosen });
          }}
        />
      </div>
      <IconButton aria-label={t('cart.remove', { name })} icon={<TrashIcon />} tone="critical" size="sm" onPress={() => onRemove(line)} />
    </li>
  );
}
