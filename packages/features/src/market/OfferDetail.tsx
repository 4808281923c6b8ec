import './strings.ts';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@gratia/contracts';
import { Button, Dialog, IconButton, Skeleton, Stack, Text } from '@gratia/ui';
import { errorMessage } from '../errors/index.ts';
import { formatDay } from '../i18n/index.ts';
import { LinkifiedText } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useOffer, type CatalogueSource } from './catalogueHooks.ts';
import { ChevronIcon } from './icons.tsx';
import { ImageCarousel } from './ImageCarousel.tsx';
import type { OfferCartControls } from './OfferTile.tsx';
import * as css from './OfferDetail.css.ts';

/** Props of {@link OfferDetail}. */
export interface OfferDetailProps {
  /** The market whose offer it is (with the public key on the public page). */
  source: CatalogueSource;
  /** The open offer's id; null: closed. */
  offerId: number | null;
  /** The offers the grid has loaded, in its order: previous and next walk through them. */
  offers: readonly Offer[];
  /** Opens another offer of `offers`, or closes the dialog (null). */
  onNavigate: (offerId: number | null) => void;
  /** Points as the page writes them, with the community's bonus name. */
  formatPrice: (points: number) => string;
  /** The cart's controls; without them (the public page) there is no cart button. */
  cart?: OfferCartControls;
}

/**
 * An offer's details as a dialog (DOMAIN §2.1 'Offer details'; SPEC §3 Offer): previous and next
 * across the loaded offers ('3 of 10'), the photo carousel, the name (the dialog's title), the price
 * (unless the public page hides it), 'Until {day}' when it has an end, 'Left: N' when the stock is
 * kept (`remainder` not null), 'Chosen by N members', the issue limit and how many more the member
 * may order (`limitLeft`), the description with its links clickable, and for a member 'Add to cart'
 * — 'In cart' once there, which opens the cart. Shows the grid's copy at once and reads a fresh one
 * (GET /api/market/offers/one). `data-offer` is the shown offer's id.
 */
export function OfferDetail({ source, offerId, offers, onNavigate, formatPrice, cart }: OfferDetailProps) {
  const { t } = useTranslation('market');
  const listed = offerId === null ? undefined : offers.find((o) => o.id === offerId);
  const read = useOffer(source, offerId, listed);
  const offer = offerId === null ? undefined : read.data;
  return (
    <Dialog.Root isOpen={offerId !== null} onOpenChange={(open) => (open ? undefined : onNavigate(null))}>
      <Dialog.Content className={css.dialog} data-testid="offer-detail" data-offer={offer?.id} aria-describedby={undefined}>
        {offer ? (
          <Details offer={offer} offers={offers} onNavigate={onNavigate} formatPrice={formatPrice} cart={cart} />
        ) : read.error ? (
          <>
            <Dialog.Title>{t('offer.error')}</Dialog.Title>
            <Text tone="muted">{errorMessage(read.error, t)}</Text>
          </>
        ) : (
          <Stack gap="md" aria-busy="true">
            <Dialog.Title>{t('offer.loading')}</Dialog.Title>
            <Skeleton height={placeholderHeight.event} />
            <Skeleton height={placeholderHeight.field} />
          </Stack>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The loaded offer's content. */
function Details({ offer, offers, onNavigate, formatPrice, cart }: Omit<OfferDetailProps, 'source' | 'offerId'> & { offer: Offer }) {
  const { t, i18n } = useTranslation('market');
  const index = offers.findIndex((o) => o.id === offer.id);
  const previous = index > 0 ? offers[index - 1] : undefined;
  const next = index >= 0 ? offers[index + 1] : undefined;
  const inCart = cart?.isInCart(offer) ?? false;
  const limit = offer.limit;
  return (
    <>
      {index >= 0 && offers.length > 1 ? (
        <nav className={css.nav} aria-label={t('offer.detailsLabel')}>
          <IconButton size="sm" variant="secondary" aria-label={t('offer.prev')} icon={<ChevronIcon direction="back" />} isDisabled={!previous} onPress={() => previous && onNavigate(previous.id)} />
          <span className={css.position}>{t('offer.position', { current: index + 1, total: offers.length })}</span>
          <IconButton size="sm" variant="secondary" aria-label={t('offer.next')} icon={<ChevronIcon direction="forward" />} isDisabled={!next} onPress={() => next && onNavigate(next.id)} />
        </nav>
      ) : null}
      <ImageCarousel key={offer.id} images={offer.images.length ? offer.images : offer.tile ? [offer.tile] : []} name={offer.name} />
      <Dialog.Title>{offer.name}</Dialog.Title>
      {offer.price !== null ? <p className={css.price}>{formatPrice(offer.price)}</p> : null}
      <ul className={css.facts}>
        {offer.activeUntil ? <li>{t('offer.until', { date: formatDay(offer.activeUntil, i18n.language) })}</li> : null}
        {offer.remainder !== null ? <li data-testid="offer-left">{t('offer.left', { count: offer.remainder })}</li> : null}
        <li>{t('offer.chosenBy', { count: offer.chosenBy })}</li>
        {limit && limit.period !== 'unlimited' && limit.quantity !== null ? <li>{t(`offer.limit.${limit.period}`, { count: limit.quantity, days: limit.days ?? 0 })}</li> : null}
        {cart && offer.limitLeft !== null ? <li data-testid="offer-limit-left">{offer.limitLeft > 0 ? t('offer.limitLeft', { count: offer.limitLeft }) : t('offer.limitReached')}</li> : null}
      </ul>
      {offer.description ? <LinkifiedText className={css.description}>{offer.description}</LinkifiedText> : null}
      {cart ? (
        <Dialog.Actions>
          <Button variant={inCart ? 'secondary' : 'primary'} isLoading={cart.isAdding(offer.id)} onPress={() => (inCart ? cart.openCart() : cart.add(offer))}>
            {inCart ? t('offer.inCart') : t('offer.addToCart')}
          </Button>
        </Dialog.Actions>
      ) : null}
    </>
  );
}
