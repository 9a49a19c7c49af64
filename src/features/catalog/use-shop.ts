import type { Shop, WithId } from '../../lib/models';
import { useLoaded } from '../../components/use-loaded';
import { getShop } from './api/catalog';

export const useShop = (shopId: string) =>
  useLoaded<WithId<Shop>>(`shop:${shopId}`, () => getShop(shopId));
