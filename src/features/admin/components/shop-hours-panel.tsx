import * as v from 'valibot';
import { messageOf } from '../../../port/errors';
import type { StoredDoc } from '../../../port/types';
import { modelOf } from '../../../data/docs';
import { collections } from '../../../lib/models';
import { HoursForm } from '../../../widgets/hours-form/hours-form';
import { hoursInWords } from '../../../widgets/hours-form/hours-words';
import { hoursWordsMessages } from '../../../widgets/hours-form/messages';
import { openingHours } from '../../../lib/fields/schemas';
import { useMessages } from '../../../lib/i18n';
import { useUpdateFields } from '../api/admin-data';
import type { CollectionConfig } from '../config/types';
import { adminHoursMessages } from '../messages';

/**
 * A shop's one set of opening hours, as the admin meets it: in words on the
 * shop's row, and in the shop's form as the hours form its vendor uses
 * (widgets/hours-form), saving only `openingHours` (the rules let admins
 * write shops). A shop with only the words of its older `hours` field says
 * that customers read them until hours are set; hours that do not read as
 * hours are offered afresh.
 */

const readHours = (doc: StoredDoc) => {
  const parsed = v.safeParse(openingHours(), modelOf(collections.shops, doc).openingHours);
  return parsed.success ? parsed.output : undefined;
};

const oldWordsOf = (doc: StoredDoc) => {
  const words: unknown = modelOf(collections.shops, doc).hours;
  return typeof words === 'string' ? words.trim() : '';
};

/** "Opening hours: Mon – Sat: 7:00 am – 9:00 pm; Sun: closed", in the reader's language. */
export function ShopHoursLine({ doc }: { doc: StoredDoc }) {
  const t = useMessages(adminHoursMessages);
  const words = useMessages(hoursWordsMessages);
  const hours = readHours(doc);
  const old = oldWordsOf(doc);
  const said = hours
    ? hoursInWords(hours, words).join('; ')
    : [words.noHours, ...(old ? [words.oldNote({ hours: old })] : [])].join(' ');
  return (
    <p className="admin-row-summary admin-row-hours">
      <span className="fw-semibold">{t.openingHours}</span> {said}
    </p>
  );
}

/** The hours form in the shop's edit screen, below its other fields. */
export function ShopHoursCard({ config, doc }: { config: CollectionConfig; doc: StoredDoc }) {
  const update = useUpdateFields(config);
  return (
    <section className="form-card admin-form mt-3">
      <HoursForm
        hours={readHours(doc)}
        oldText={oldWordsOf(doc)}
        save={async (hours) => {
          try {
            await update.mutateAsync({ id: doc.id, patch: { openingHours: hours } });
          } catch (error) {
            return messageOf(error);
          }
        }}
      />
    </section>
  );
}
