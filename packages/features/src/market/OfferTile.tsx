import './strings.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@gratia/contracts';
import { Button } from '@gratia/ui';
import { BagIcon } from './bagIcon.tsx';
import * as css from './OfferTile.css.ts';

/**
 * What a member's catalogue does with the cart (absent on the public page: no cart, no ordering;
 * DOMAIN §2.1): whether an offer is in the cart, whether it is being added, add it, open the cart.
 */
export interface OfferCartControls {
  /** Whether the offer is in the member's cart (the cart's lines once loaded, else the offer's own `inCart`). */
  isInCart: (offer: Offer) => boolean;
  /** Whether the offer is being added now (its button shows a spinner). */
  isAdding: (offerId: number) => boolean;
  /** Adds one unit of the offer to the cart. */
  add: (offer: Offer) => void;
  /** Opens the cart panel. */
  openCart: () => void;
}

/** Props of {@link OfferTile}. */
export interface OfferTileProps {
  offer: Offer;
  /** Points as the page writes them, with the community's bonus name ('50 спасибо'). */
  formatPrice: (points: number) => string;
  /** Opens the offer's detail dialog. */
  onOpen: (offer: Offer) => void;
  /** The cart's controls; without them (the public page) the tile has no cart button. */
  cart?: OfferCartControls;
}

/**
 * One offer of the catalogue grid (DOMAIN §2.1 'Offer grid'; SPEC §3 Offer): its tile picture (the
 * cropped tile, else the first photo, else a bag on the brand's fill), the price with the
 * community's bonus name (hidden when the public page hides prices: `price` null), the name (at
 * most three lines; a button that opens the details, its hit area the whole tile) and, for a
 * member, 'Add to cart' — or 'In cart', which opens the cart. `data-in-cart` tells which.
 */
export function OfferTile({ offer, formatPrice, onOpen, cart }: OfferTileProps) {
  const { t } = useTranslation('market');
  const nameId = useId();
  const picture = offer.tile ?? offer.images[0] ?? null;
  const inCart = cart?.isInCart(offer) ?? false;
  return (
    <article className={css.tile} aria-labelledby={nameId} data-in-cart={cart ? String(inCart) : undefined} data-offer={offer.id}>
      <div className={css.picture}>
        {picture ? (
          <img className={css.image} src={picture.thumbUrl} alt="" width={picture.width} height={picture.height} loading="lazy" decoding="async" />
        ) : (
          <div className={css.placeholder} data-testid="offer-placeholder">
            <BagIcon size="em" />
          </div>
        )}
      </div>
      <div className={css.body}>
        {offer.price !== null ? <p className={css.price}>{formatPrice(offer.price)}</p> : null}
        <h2 className={css.name}>
          <button type="button" id={nameId} className={css.nameButton} data-name="" onClick={() => onOpen(offer)} title={offer.name}>
            {offer.name}
          </button>
        </h2>
        {cart ? (
          <div className={css.action}>
            <Button
              size="sm"
              fullWidth
              variant={inCart ? 'secondary' : 'primary'}
              isLoading={cart.isAdding(offer.id)}
              onPress={() => (inCart ? cart.openCart() : cart.add(offer))}
              aria-describedby={nameId}
            >
              {inCart ? t('offer.inCart') : t('offer.addToCart')}
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
