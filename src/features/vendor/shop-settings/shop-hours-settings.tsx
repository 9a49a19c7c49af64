import { messageOf } from '../../../port/errors';
import { HoursForm } from '../../../widgets/hours-form/hours-form';
import { hoursInWords } from '../../../widgets/hours-form/hours-words';
import { hoursWordsMessages } from '../../../widgets/hours-form/messages';
import { useMessages } from '../../../lib/i18n';
import type { Shop, WithId } from '../../../lib/models';
import { useSaveHours } from '../api/vendor';
import { vendorHoursMessages } from '../messages';
import { SettingSection } from './setting-section';

/** The vendor's own shop's opening hours and days off, in words, with the hours form to change them. */
export function ShopHoursSettings({ shop }: { shop: WithId<Shop> }) {
  const t = useMessages(vendorHoursMessages);
  const words = useMessages(hoursWordsMessages);
  const saveHours = useSaveHours(shop.id);
  const lines = shop.openingHours
    ? hoursInWords(shop.openingHours, words)
    : [words.noHours, ...(shop.hours ? [words.oldNote({ hours: shop.hours })] : [])];
  return (
    <SettingSection
      title={t.hoursAndDaysOff}
      summary={
        <ul className="list-unstyled mb-0">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
      changeLabel={t.changeHours}
    >
      <HoursForm
        hours={shop.openingHours}
        {...(shop.hours && { oldText: shop.hours })}
        titleShown={false}
        mutation={saveHours}
        save={async (hours) => {
          try {
            await saveHours.mutateAsync(hours);
          } catch (error) {
            return messageOf(error);
          }
        }}
      />
    </SettingSection>
  );
}
