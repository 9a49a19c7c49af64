import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ListFooter } from '../../components/list-footer';
import { RecordView } from '../../components/record-view';
import { SearchField } from '../../components/filter-fields';
import { EmptyState } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useListView, queryClient, type OpeningData } from '../../data/query-client';
import { ClockIcon, ParcelIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { IconLine } from '../../components/icon-line';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { localName, localText } from '../../lib/local-name';
import { byLocalName } from '../../lib/name-order';
import { formatRupees } from '../../lib/money';
import { neighbourhoodsQuery } from '../../data/neighbourhood-list';
import { SEARCH_TEXT_MAX } from '../../lib/search-words';
import type { Shop, WithId } from '../../lib/models';
import { productsQuery, shopQuery } from './api/catalog';
import { OpenBadge, OpenLine, useOpenness } from '../../widgets/shop-hours/open-line';
import { ProductGrid } from './components/product-card';
import { useAddToCart } from './components/use-add-to-cart';
import { useShop } from './use-shop';
import { CartSummaryBar } from './components/cart-summary-bar';
import { catalogMessages, shopMessages } from './messages';
import { readablePhone } from '../../widgets/contact-card';
import { ChatIcon, ShopWhatsApp } from '../../widgets/message-links/message-links';

/**
 * What the shop takes before anything goes in the cart: its minimum order and
 * the neighbourhoods it delivers to, in the reader's language and order.
 */
function DeliveryTerms({ shop }: { shop: WithId<Shop> }) {
  const t = useMessages(shopMessages);
  const some = (shop.neighbourhoods?.length ?? 0) > 0;
  const town = useQuery({ ...neighbourhoodsQuery(), enabled: some }, queryClient).data;
  const places = byLocalName(
    (town ?? []).filter((place) => shop.neighbourhoods?.includes(place.id)),
  );
  return (
    <>
      {(shop.minimumOrder ?? 0) > 0 && (
        <IconLine Icon={ParcelIcon}>
          {t.minimumOrder({ amount: formatRupees(shop.minimumOrder ?? 0) })}
        </IconLine>
      )}
      {!some ? (
        <IconLine Icon={ParcelIcon}>{t.deliversEverywhere}</IconLine>
      ) : (
        places.length > 0 && (
          <IconLine Icon={ParcelIcon}>
            {t.deliversTo({ places: places.map((place) => localName(place)).join(', ') })}
          </IconLine>
        )
      )}
    </>
  );
}

function ShopProducts({ shop }: { shop: WithId<Shop> }) {
  const t = useMessages(shopMessages);
  const words = useMessages(catalogMessages);
  const name = localName(shop);
  useDocumentTitle(name);
  const closed = useOpenness(shop).state === 'closed';
  const [text, setText] = useState('');
  const query = text.trim();
  const list = useListView(
    useInfiniteQuery(
      productsQuery({ shopId: shop.id, ...(query && { text: query }) }),
      queryClient,
    ),
  );
  const cart = useAddToCart();

  return (
    <div className="container-lg page">
      <Link to={shopLists[shop.type].href} className="d-inline-block mb-2">
        ← {t[shopLists[shop.type].name]}
      </Link>
      <div className="shop-header">
        <img src={shop.image} alt="" width="112" height="112" />
        <div>
          <h1 className="page-title d-flex flex-wrap align-items-center gap-2">
            {name} <OpenBadge shop={shop} />
          </h1>
          <p className="mb-1">{localText(shop, 'description')}</p>
          <IconLine Icon={PinIcon}>{localText(shop, 'address')}</IconLine>
          <IconLine Icon={ClockIcon}>
            <OpenLine shop={shop} />
          </IconLine>
          <DeliveryTerms shop={shop} />
          <IconLine Icon={PhoneIcon} last={!shop.whatsapp}>
            <a href={`tel:${shop.phone}`} className="call-link">
              {readablePhone(shop.phone)}
            </a>
          </IconLine>
          {shop.whatsapp && (
            <IconLine Icon={ChatIcon} last>
              <ShopWhatsApp whatsapp={shop.whatsapp} icon={false} />
            </IconLine>
          )}
        </div>
      </div>
      {closed && (
        <div className="alert alert-secondary" role="note">
          {t.closedNotice}
        </div>
      )}
      <div className="send-list-offer">
        <p className="mb-0">{shop.type === 'pharmacy' ? t.sendPrescriptionLead : t.sendListLead}</p>
        <Link to={paths.sendList.href(shop.id)} className="btn btn-outline-primary">
          {t.sendList}
        </Link>
      </div>
      <div className="filter-bar" role="search">
        <SearchField
          label={t.searchThisShop}
          placeholder={t.searchShop({ shop: name })}
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          onText={setText}
        />
      </div>
      {list.status === 'loading' && list.items.length === 0 && (
        // The first page's place, held while it loads, so nothing below jumps.
        <div className="product-grid-placeholder" aria-hidden="true" />
      )}
      <ProductGrid
        products={list.items}
        shopStateOf={() => (closed ? 'closed' : 'open')}
        onAdd={cart.add}
      />
      {list.status === 'ready' && list.items.length === 0 && (
        <EmptyState title={query ? t.nothingMatches({ query }) : t.noProductsYet}>
          <p className="mb-0">{query ? t.tryShorterWord : t.callTheShop}</p>
        </EmptyState>
      )}
      <ListFooter list={list} moreLabel={words.moreProducts} />
      {cart.feedback}
      <CartSummaryBar />
    </div>
  );
}

type ShopListName = Extract<keyof ReturnType<typeof shopMessages.get>, `all${string}`>;

/** Each kind of shop's list, where a shop's page leads back to. */
const shopLists: Record<Shop['type'], { href: string; name: ShopListName }> = {
  grocery: { href: paths.groceryShops.href(), name: 'allGroceryShops' },
  bazaar: { href: paths.bazaar.href(), name: 'allBazaarShops' },
  food: { href: paths.food.href(), name: 'allFoodShops' },
  onlineShop: { href: paths.onlineShop.href(), name: 'allOnlineShops' },
  pharmacy: { href: paths.pharmacy.href(), name: 'allPharmacies' },
};

export const openingData: OpeningData = async ({ params }) => {
  const shop = await queryClient.fetchQuery(shopQuery(params.id ?? ''));
  if (!shop) return;
  // The neighbourhoods' names too, for a shop that names its own: drawn with the shop, not after.
  await Promise.all([
    queryClient.prefetchInfiniteQuery(productsQuery({ shopId: shop.id })),
    shop.neighbourhoods?.length ? queryClient.prefetchQuery(neighbourhoodsQuery()) : undefined,
  ]);
};

export default function GalleryScreen() {
  const t = useMessages(shopMessages);
  const { id = '' } = useParams();
  return (
    <RecordView
      loaded={useShop(id)}
      fill
      missing={{
        title: t.shopNotFound,
        text: t.shopGone,
        linkTo: paths.home.href(),
        linkLabel: t.backToHome,
      }}
      failedTitle={t.couldNotOpen}
    >
      {(shop) => <ShopProducts shop={shop} />}
    </RecordView>
  );
}
