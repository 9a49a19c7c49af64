import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from '../../../components/form';
import { TextField } from '../../../components/form-field';
import { localNameItem, RefChecklist } from '../../../widgets/ref-checklist/ref-checklist';
import { neighbourhoodsQuery } from '../../../data/neighbourhood-list';
import { queryClient } from '../../../data/query-client';
import { latinDigits, useMessages } from '../../../lib/i18n';
import { parseRupees, PRICE_MAX } from '../../../lib/limits';
import { localName } from '../../../lib/local-name';
import type { Shop, WithId } from '../../../lib/models';
import { formatRupees, rupeesText } from '../../../lib/money';
import { useSaveShopTerms } from '../api/vendor';
import { SettingSection } from '../shop-settings/setting-section';
import { checkPrice } from '../components/product-editor';
import { shopTermsMessages } from './messages';

interface TermsTyped {
  minimumOrder: string;
  neighbourhoods: string[];
}

/**
 * The vendor's own shop's minimum order and the neighbourhoods it delivers
 * to, a section of the Shop settings tab: the server holds every order to them.
 */
export function ShopTerms({ shop }: { shop: WithId<Shop> }) {
  const t = useMessages(shopTermsMessages);
  const places = useQuery(neighbourhoodsQuery(), queryClient).data;
  const ticked = shop.neighbourhoods ?? [];
  const named = ticked.map((id) => {
    const place = places?.find((candidate) => candidate.id === id);
    return place ? localName(place) : id;
  });
  return (
    <SettingSection
      title={t.title}
      summary={
        <ul className="list-unstyled mb-0">
          <li>
            {shop.minimumOrder
              ? t.minimumIs({ amount: formatRupees(shop.minimumOrder) })
              : t.anySize}
          </li>
          <li>
            {ticked.length > 0
              ? t.deliversOnlyTo({ places: named.join(', ') })
              : t.deliversEverywhere}
          </li>
        </ul>
      }
      changeLabel={t.change}
    >
      <TermsForm shop={shop} />
    </SettingSection>
  );
}

function TermsForm({ shop }: { shop: WithId<Shop> }) {
  const t = useMessages(shopTermsMessages);
  const places = useQuery(neighbourhoodsQuery(), queryClient).data;
  const save = useSaveShopTerms(shop.id);
  const [saved, setSaved] = useState(false);
  const form = useForm<TermsTyped>({
    initial: () => ({
      minimumOrder: shop.minimumOrder ? rupeesText(shop.minimumOrder) : '',
      neighbourhoods: shop.neighbourhoods ?? [],
    }),
    validate: (typed) => ({
      minimumOrder:
        typed.minimumOrder.trim() && checkPrice(typed.minimumOrder)
          ? t.minimumNotAmount({ max: formatRupees(PRICE_MAX) })
          : undefined,
    }),
    mutation: save,
    send: async (typed) => {
      const minimum = latinDigits(typed.minimumOrder.trim());
      await save.mutateAsync({
        minimumOrder: minimum ? parseRupees(minimum) : null,
        neighbourhoods: typed.neighbourhoods,
      });
      setSaved(true);
    },
  });
  const change = <K extends keyof TermsTyped>(field: K, value: TermsTyped[K]) => {
    form.setField(field, value);
    setSaved(false);
  };
  // A town that keeps no list of neighbourhoods has nothing to tick.
  const showPlaces = !places || places.length > 0 || form.values.neighbourhoods.length > 0;

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <p className="small text-body-secondary">{t.lead}</p>
      <TextField
        label={t.minimumOrder}
        hint={t.minimumHint}
        className="vendor-amount mb-3"
        inputMode="decimal"
        autoComplete="off"
        {...form.text('minimumOrder')}
        onChange={(event) => change('minimumOrder', event.target.value)}
      />
      {showPlaces && (
        <RefChecklist
          label={t.deliversTo}
          hint={t.deliversHint}
          noneTicked={t.everywhere}
          items={places?.map(localNameItem)}
          chosen={form.values.neighbourhoods}
          onChange={(ids) => change('neighbourhoods', ids)}
        />
      )}
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
  );
}
