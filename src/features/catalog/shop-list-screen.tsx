import { EmptyState, Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery } from '@tanstack/react-query';
import { inNameOrder, useListView, queryClient, type OpeningData } from '../../data/query-client';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { shopTypes, type ShopType } from '../../lib/models';
import { shopsQuery } from './api/catalog';
import { ShopCard } from './components/shop-card';
import { shopListMessages } from './messages';

type ShopListWord = keyof ReturnType<typeof shopListMessages.get>;

/** Each list's heading and lead. */
const listWords: Record<ShopType, { title: ShopListWord; lead: ShopListWord }> = {
  grocery: { title: 'groceryShops', lead: 'groceryShopsLead' },
  bazaar: { title: 'bazaar', lead: 'bazaarLead' },
  food: { title: 'food', lead: 'foodLead' },
  onlineShop: { title: 'onlineShop', lead: 'onlineShopLead' },
  pharmacy: { title: 'pharmacy', lead: 'pharmacyLead' },
};

export const openingData: OpeningData = async ({ props }) => {
  const type = shopTypes.find((known) => known === props.type);
  if (type) await queryClient.prefetchInfiniteQuery(shopsQuery(type));
};

/** The one shop-list screen: /grocery/fordo, /bazaar, /food, /onlineShop, /medical/pharmacy. */
export default function ShopListScreen({ type }: { type: ShopType }) {
  const t = useMessages(shopListMessages);
  const title = t[listWords[type].title];
  useDocumentTitle(title);
  const list = inNameOrder(useListView(useInfiniteQuery(shopsQuery(type), queryClient)));

  return (
    <Page title={title} lead={t[listWords[type].lead]}>
      <PagedList
        list={list}
        item={(shop) => <ShopCard shop={shop} />}
        moreLabel={t.moreShops}
        empty={
          <EmptyState
            title={t.noShopsYet}
            ways={[{ to: paths.contact.href(), label: t.suggestShop }]}
          >
            <p>{t.signingUp}</p>
          </EmptyState>
        }
      />
    </Page>
  );
}
