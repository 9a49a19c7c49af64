import { useState } from 'react';
import * as v from 'valibot';
import { messageOf } from '../../../port/errors';
import type { StoredDoc } from '../../../port/types';
import { HoursForm } from '../../../components/hours-form/hours-form';
import { openingHours } from '../../../lib/fields/schemas';
import { useMessages } from '../../../lib/i18n';
import { useUpdateFields } from '../api/admin-data';
import type { CollectionConfig } from '../config/types';
import { adminHoursMessages } from '../messages';

/**
 * A shop's opening hours under its row in the admin's list: the form its
 * vendor uses, saving only `openingHours` (the rules let admins write shops).
 * Hours that do not read as hours are offered afresh.
 */
export function ShopHoursPanel({ config, doc }: { config: CollectionConfig; doc: StoredDoc }) {
  const t = useMessages(adminHoursMessages);
  const update = useUpdateFields(config);
  // Drawn when opened: a list of shops carries no seven-day forms it does not show.
  const [open, setOpen] = useState(false);
  const parsed = v.safeParse(openingHours(), doc.data['openingHours']);
  const oldText = doc.data['hours'];
  return (
    <details
      className="staff-finished mt-2"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t.hoursOf({ shop: config.titleOf(doc.data) || doc.id })}</summary>
      {open && (
        <div className="mt-2">
          <HoursForm
            hours={parsed.success ? parsed.output : undefined}
            oldText={typeof oldText === 'string' ? oldText : ''}
            save={async (hours) => {
              try {
                await update.mutateAsync({ id: doc.id, patch: { openingHours: hours } });
              } catch (error) {
                return messageOf(error);
              }
            }}
          />
        </div>
      )}
    </details>
  );
}
