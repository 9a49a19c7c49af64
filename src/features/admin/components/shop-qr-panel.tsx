import { useState } from 'react';
import type { StoredDoc } from '../../../port/types';
import { QrPhotoField } from '../../../widgets/qr-photo/qr-photo-field';
import { useMessages } from '../../../lib/i18n';
import type { CollectionConfig } from '../config/types';
import { adminHoursMessages } from '../messages';

/**
 * A shop's photo of its printed UPI QR code under its row in the admin's
 * list, as its vendor sets it: read only when opened, so a list of shops
 * reads no photos.
 */
export function ShopQrPanel({ config, doc }: { config: CollectionConfig; doc: StoredDoc }) {
  const t = useMessages(adminHoursMessages);
  const [open, setOpen] = useState(false);
  const shop = config.titleOf(doc.data) || doc.id;
  return (
    <details
      className="staff-finished mt-2"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t.qrPhotoOf({ shop })}</summary>
      {open && (
        <div className="mt-2">
          <QrPhotoField shopId={doc.id} shopName={shop} />
        </div>
      )}
    </details>
  );
}
