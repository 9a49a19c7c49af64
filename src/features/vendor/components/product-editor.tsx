import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useForm } from '../../../components/form';
import {
  isPriceJump,
  parseRupees,
  parseWholeNumber,
  PRICE_MAX,
  STOCK_MAX,
} from '../../../lib/limits';
import { formatCount, latinDigits, locale, textOf, useMessages } from '../../../lib/i18n';
import { localName } from '../../../lib/local-name';
import type { Product, WithId } from '../../../lib/models';
import { choiceName, productUnits } from '../../../lib/choice-lists';
import { formatRupees, rupeesText } from '../../../lib/money';
import { BackendError } from '../../../port/types';
import { useSaveStockAndPrice } from '../api/vendor';
import { productEditorMessages } from '../messages';

export function checkStock(text: string): string | undefined {
  const t = textOf(productEditorMessages);
  if (parseWholeNumber(text, Number.MAX_SAFE_INTEGER) === null) return t.stockNotWhole;
  if (parseWholeNumber(text, STOCK_MAX) === null) {
    return t.stockTooMany({ max: formatCount(STOCK_MAX, locale.get()) });
  }
  return undefined;
}

export function checkPrice(typed: string): string | undefined {
  const t = textOf(productEditorMessages);
  const text = latinDigits(typed);
  if (!/^\s*\d+(\.\d*)?\s*$/.test(text)) return t.priceNotNumber;
  if (!/^\s*\d+(\.\d{1,2})?\s*$/.test(text)) return t.priceTwoDecimals;
  if (parseRupees(text) === null) return t.priceTooHigh({ max: formatRupees(PRICE_MAX) });
  return undefined;
}

/** The product's stock when a save was refused because orders had changed it, else null. */
function stockNowAfter(error: unknown): number | null {
  if (!(error instanceof BackendError) || error.reason?.key !== 'stockChangedMeanwhile')
    return null;
  const stock = error.reason.params['stock'];
  return typeof stock === 'number' ? stock : null;
}

/** One product's stock and price, saved on their own (the only fields a vendor may change). */
export function ProductEditor({ product }: { product: WithId<Product> }) {
  const t = useMessages(productEditorMessages);
  const name = localName(product);
  const id = useId();
  const [saved, setSaved] = useState({ stock: product.stock, price: product.price });
  const [justSaved, setJustSaved] = useState(false);
  const [confirming, setConfirming] = useState<{ stock: number; price: number } | null>(null);
  /** The price the vendor said yes to in the dialog: sending it again saves it. */
  const confirmedPrice = useRef<number | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const save = useSaveStockAndPrice(product);
  const form = useForm({
    initial: () => ({ stock: String(product.stock), price: rupeesText(product.price) }),
    validate: (typed) => ({ stock: checkStock(typed.stock), price: checkPrice(typed.price) }),
    mutation: save,
    send: async (typed) => {
      setJustSaved(false);
      const stock = parseWholeNumber(typed.stock, STOCK_MAX);
      const price = parseRupees(typed.price);
      // Checked above: neither is null here.
      if (stock === null || price === null) return;
      const next = { stock, price };
      // A slip of a finger (₹450 typed as ₹4500, or 0) must not reach customers unasked.
      if (isPriceJump(saved.price, next.price) && confirmedPrice.current !== next.price) {
        setConfirming(next);
        return;
      }
      confirmedPrice.current = null;
      try {
        await save.mutateAsync({ ...next, stockSeen: saved.stock });
      } catch (error) {
        // Orders took some while the vendor typed: show the stock as it is now, keep
        // what was typed, and let the next save count from there.
        const now = stockNowAfter(error);
        if (now !== null) setSaved({ ...saved, stock: now });
        throw error;
      }
      setSaved(next);
      setJustSaved(true);
    },
  });
  const { errors } = form;
  const changed =
    parseWholeNumber(form.values.stock, STOCK_MAX) !== saved.stock ||
    parseRupees(form.values.price) !== saved.price;

  return (
    <form
      ref={formElement}
      className="product-editor"
      onSubmit={form.onSubmit}
      noValidate
      aria-label={name}
    >
      <div className="product-editor-name">
        <strong>{name}</strong>
        <span className="small text-body-secondary">
          {t.nowAt(saved.stock, {
            unit: choiceName(productUnits, product.unit),
            price: formatRupees(saved.price),
          })}
        </span>
      </div>
      <div className="product-editor-price">
        <label htmlFor={`${id}-price`} className="form-label small mb-0">
          {t.price}
        </label>
        <input
          id={`${id}-price`}
          className={`form-control ${errors.price ? 'is-invalid' : ''}`}
          inputMode="decimal"
          value={form.values.price}
          onChange={form.text('price').onChange}
          aria-invalid={errors.price ? true : undefined}
          aria-describedby={errors.price ? `${id}-price-error` : undefined}
        />
        {errors.price && (
          <div id={`${id}-price-error`} className="invalid-feedback">
            {errors.price}
          </div>
        )}
      </div>
      <div className="product-editor-stock">
        <label htmlFor={`${id}-stock`} className="form-label small mb-0">
          {t.stock}
        </label>
        <input
          id={`${id}-stock`}
          className={`form-control ${errors.stock ? 'is-invalid' : ''}`}
          inputMode="numeric"
          value={form.values.stock}
          onChange={form.text('stock').onChange}
          aria-invalid={errors.stock ? true : undefined}
          aria-describedby={errors.stock ? `${id}-stock-error` : undefined}
        />
        {errors.stock && (
          <div id={`${id}-stock-error`} className="invalid-feedback">
            {errors.stock}
          </div>
        )}
      </div>
      <div className="product-editor-save">
        <button type="submit" className="btn btn-primary" disabled={form.sending || !changed}>
          {form.sending ? t.saving : t.save}
        </button>
        {justSaved && !changed && (
          <span className="small text-success" role="status">
            {t.saved}
          </span>
        )}
      </div>
      {form.failure && (
        <p className="product-editor-failure text-danger small mb-0" role="alert">
          {form.failure}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t.priceChangeTitle({ name })}
          confirmLabel={t.priceChangeYes({ price: formatRupees(confirming.price) })}
          cancelLabel={t.priceChangeNo}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            confirmedPrice.current = confirming.price;
            setConfirming(null);
            formElement.current?.requestSubmit();
          }}
        >
          {confirming.price === 0
            ? t.priceFree({ name, price: formatRupees(saved.price) })
            : t.priceJump({ from: formatRupees(saved.price), to: formatRupees(confirming.price) })}
        </ConfirmDialog>
      )}
    </form>
  );
}
