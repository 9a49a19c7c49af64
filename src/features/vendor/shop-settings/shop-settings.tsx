import type { ComponentType } from 'react';
import { useMessages } from '../../../lib/i18n';
import type { Shop, WithId } from '../../../lib/models';
import { ShopTelegram } from '../shop-telegram/shop-telegram';
import { ShopTerms } from '../shop-terms/shop-terms';
import { ShopUpi } from '../shop-upi/shop-upi';
import { shopSettingsMessages } from './messages';
import { ShopHoursSettings } from './shop-hours-settings';

/**
 * The sections of the vendor's Shop settings tab, in the order they are
 * shown: each draws itself from the vendor's own shop (`SettingSection`
 * gives it a heading, what is set now and a button to change it). Another
 * setting is one more line here.
 */
const sections: readonly { id: string; Section: ComponentType<{ shop: WithId<Shop> }> }[] = [
  { id: 'hours', Section: ShopHoursSettings },
  { id: 'upi', Section: ShopUpi },
  { id: 'terms', Section: ShopTerms },
  { id: 'telegram', Section: ({ shop }) => <ShopTelegram shopId={shop.id} /> },
];

/** The Shop settings tab: the shop's hours, UPI, minimum order and neighbourhoods, each in plain view. */
export function ShopSettings({ shop }: { shop: WithId<Shop> }) {
  const t = useMessages(shopSettingsMessages);
  return (
    <div className="shop-settings">
      <p className="text-body-secondary">{t.lead}</p>
      {sections.map(({ id, Section }) => (
        <Section key={id} shop={shop} />
      ))}
    </div>
  );
}
