import bengali from '../../locales/bn/customer-sentences.json';
import hindi from '../../locales/hi/customer-sentences.json';
import type { Locale } from '../../lib/i18n';
import { localShopName } from '../../lib/local-name';
import type { Order } from '../../lib/models';
import { customerSentenceTexts } from './messages';

export type CustomerSentence = keyof typeof customerSentenceTexts;

export const sentences: Record<Locale, Record<CustomerSentence, string>> = {
  en: customerSentenceTexts,
  bn: bengali,
  hi: hindi,
};

/**
 * The language to write to the customer of `order` in: the one they ordered
 * in, or Bengali, the town's, for an order placed before orders kept it.
 */
export const customerLanguageOf = (order: Pick<Order, 'language'>): Locale =>
  order.language ?? 'bn';

/** What a shop (or its delivery person) says to the customer about `order` now, in the customer's language. */
export function sentenceFor(
  from: 'shop' | 'rider',
  order: Pick<
    Order,
    'status' | 'number' | 'customerName' | 'shopName' | 'shopNameBn' | 'shopNameHi' | 'language'
  >,
): string {
  const language = customerLanguageOf(order);
  const key: CustomerSentence =
    from === 'rider'
      ? order.status === 'outForDelivery'
        ? 'riderOnTheWay'
        : 'riderAbout'
      : order.status === 'ready'
        ? 'shopReady'
        : order.status === 'accepted'
          ? 'shopPreparing'
          : 'shopAbout';
  const values: Record<string, string> = {
    name: order.customerName,
    shop: localShopName(order, language),
    number: order.number,
  };
  return sentences[language][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
