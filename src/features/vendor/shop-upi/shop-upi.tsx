import { useState } from 'react';
import * as v from 'valibot';
import { schemaChecks, useForm } from '../../../components/form';
import { TextField } from '../../../components/form-field';
import { QrPhotoField } from '../../../widgets/qr-photo/qr-photo-field';
import { upiId } from '../../../lib/fields/schemas';
import { useMessages } from '../../../lib/i18n';
import { localName } from '../../../lib/local-name';
import type { Shop, WithId } from '../../../lib/models';
import { useSaveUpiId } from '../api/vendor';
import { SettingSection } from '../shop-settings/setting-section';
import { shopUpiMessages } from './messages';

const upiEntry = v.object({ upiId });

/** The vendor's own shop's UPI id, a section of the Shop settings tab; '' takes cash only. */
export function ShopUpi({ shop }: { shop: WithId<Shop> }) {
  const t = useMessages(shopUpiMessages);
  return (
    <SettingSection
      title={t.upiPayments}
      summary={<p className="mb-0">{shop.upiId ? t.paidTo({ upiId: shop.upiId }) : t.cashOnly}</p>}
      changeLabel={t.change}
    >
      <UpiForm shop={shop} />
    </SettingSection>
  );
}

function UpiForm({ shop }: { shop: WithId<Shop> }) {
  const t = useMessages(shopUpiMessages);
  const save = useSaveUpiId(shop.id);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    initial: () => ({ upiId: shop.upiId ?? '' }),
    validate: schemaChecks(upiEntry),
    mutation: save,
    send: async (typed) => {
      await save.mutateAsync(typed.upiId.trim());
      setSaved(true);
    },
  });
  return (
    <>
      <form className="mb-3" onSubmit={form.onSubmit} noValidate>
        <p className="small text-body-secondary">{t.lead}</p>
        <TextField
          label={t.upiId}
          hint={t.upiIdHint}
          autoComplete="off"
          spellCheck={false}
          {...form.text('upiId')}
          onChange={(event) => {
            form.setField('upiId', event.target.value);
            setSaved(false);
          }}
        />
        <div className="d-flex flex-wrap align-items-center gap-2">
          <button type="submit" className="btn btn-primary" disabled={form.sending}>
            {form.sending ? t.saving : t.save}
          </button>
          {saved && (
            <span className="small text-success" role="status">
              {t.saved}
            </span>
          )}
        </div>
        {form.failure && (
          <p className="text-danger small mb-0 mt-2" role="alert">
            {form.failure}
          </p>
        )}
      </form>
      <QrPhotoField shopId={shop.id} shopName={localName(shop)} />
    </>
  );
}
