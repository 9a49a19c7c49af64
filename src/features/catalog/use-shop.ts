import { useQuery } from '@tanstack/react-query';
import { loadedView, queryClient } from '../../data/query-client';
import { shopQuery } from './api/catalog';

export const useShop = (shopId: string) => loadedView(useQuery(shopQuery(shopId), queryClient));
