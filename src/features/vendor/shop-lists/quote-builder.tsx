import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type FormErrors } from '../../../components/form';
import { TextAreaField, TextField } from '../../../components/form-field';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { neighbourhoodsQuery } from '../../../data/neighbourhood-list';
import { orderingTermsQuery } from '../../../data/ordering-terms';
import { queryClient } from '../../../data/query-client';
import { choiceName, productUnits } from '../../../lib/choice-lists';
import { deliveryTermsFor } from '../../../lib/delivery-terms';
import { textOf, useMessages } from '../../../lib/i18n';
import { randomId } from '../../../lib/ids';
import {
  CART_LINES_MAX,
  LINE_QUANTITY_MAX,
  parseRupees,
  parseWholeNumber,
  QUOTE_FREE_LINES_MAX,
  textBounds,
} from '../../../lib/limits';
import { localName } from '../../../lib/local-name';
import type { Product, ShopList, WithId } from '../../../lib/models';
import { billFor, formatRupees } from '../../../lib/money';
import type { QuotedLine } from '../../../port/callables';
import { shopProductSearchQuery, useAnswerList } from './api';
import { vendorListMessages } from './messages';

/** A product of the shop in the quote being built, and how many. */
interface ProductDraft {
  kind: 'product';
  key: string;
  product: WithId<Product>;
  quantity: number;
}

/** A line of the shop's own (what its products lack), as typed: the numbers stay text until checked. */
interface FreeDraft {
  kind: 'free';
  key: string;
  name: string;
  unit: string;
  price: string;
  quantity: string;
}

export type DraftLine = ProductDraft | FreeDraft;

export interface QuoteDraft {
  lines: DraftLine[];
  note: string;
}

const emptyDraft = (): QuoteDraft => ({ lines: [], note: '' });

const newFreeLine = (): FreeDraft => ({
  kind: 'free',
  key: randomId(8),
  name: '',
  unit: '',
  price: '',
  quantity: '1',
});

/** A free line's price in paise, or null when it is no price. */
const freePrice = (line: FreeDraft) => {
  const paise = parseRupees(line.price);
  return paise !== null && paise > 0 ? paise : null;
};
const freeQuantity = (line: FreeDraft) => {
  const count = parseWholeNumber(line.quantity, LINE_QUANTITY_MAX);
  return count !== null && count > 0 ? count : null;
};
const freeNameOk = (line: FreeDraft) =>
  line.name.trim().length >= textBounds.quoteLineName.min &&
  line.name.trim().length <= textBounds.quoteLineName.max;

/** Whether a free line is whole: named, priced, counted. */
export const freeLineOk = (line: FreeDraft) =>
  freeNameOk(line) && freePrice(line) !== null && freeQuantity(line) !== null;

/** The first thing wrong with the quote, said as the vendor reads it; nothing when it may be sent. */
export function checkQuote(draft: QuoteDraft): FormErrors<QuoteDraft> {
  const t = textOf(vendorListMessages);
  const free = draft.lines.filter((line): line is FreeDraft => line.kind === 'free');
  const problem =
    draft.lines.length === 0
      ? t.needALine
      : draft.lines.length > CART_LINES_MAX
        ? t.tooManyLines({ max: CART_LINES_MAX })
        : free.length > QUOTE_FREE_LINES_MAX
          ? t.tooManyFree({ max: QUOTE_FREE_LINES_MAX })
          : free.some((line) => !freeNameOk(line))
            ? t.freeNameShort
            : free.some((line) => freePrice(line) === null)
              ? t.freePriceWrong
              : free.some((line) => freeQuantity(line) === null)
                ? t.freeQuantityWrong({ max: LINE_QUANTITY_MAX })
                : undefined;
  return { lines: problem };
}

/** The lines as the server takes them: products by id and quantity, free lines priced. */
export const quotedLines = (lines: readonly DraftLine[]): QuotedLine[] =>
  lines.map((line) =>
    line.kind === 'product'
      ? { kind: 'product', productId: line.product.id, quantity: line.quantity }
      : {
          kind: 'free',
          name: line.name.trim(),
          ...(line.unit.trim() && { unit: line.unit.trim() }),
          price: freePrice(line) ?? 0,
          quantity: freeQuantity(line) ?? 1,
        },
  );

/** What the customer will be asked to pay: the lines as typed so far, and the list's neighbourhood's fee. */
function useEstimate(list: Pick<ShopList, 'neighbourhoodId'>, lines: readonly DraftLine[]) {
  const { data: terms } = useQuery(orderingTermsQuery, queryClient);
  const { data: places } = useQuery(
    { ...neighbourhoodsQuery(), enabled: Boolean(list.neighbourhoodId) },
    queryClient,
  );
  const place = places?.find((each) => each.id === list.neighbourhoodId) ?? null;
  const priced = lines.map((line) =>
    line.kind === 'product'
      ? { price: line.product.price, quantity: line.quantity }
      : { price: freePrice(line) ?? 0, quantity: freeQuantity(line) ?? 0 },
  );
  return terms ? billFor(priced, deliveryTermsFor(terms, place, null)) : null;
}

/** The shop's products found by a few letters, each a tap from the quote. */
function ProductSearch({
  shopId,
  chosen,
  onAdd,
}: {
  shopId: string;
  chosen: ReadonlySet<string>;
  onAdd: (product: WithId<Product>) => void;
}) {
  const t = useMessages(vendorListMessages);
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text.trim());
  const found = useQuery(
    { ...shopProductSearchQuery(shopId, typed), enabled: typed.length > 0 },
    queryClient,
  );
  return (
    <div className="quote-search">
      <TextField
        label={t.search}
        hint={t.searchHint}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="mb-2"
      />
      {typed && found.data && found.data.length === 0 && (
        <p className="small mb-2" role="status">
          {t.nothingFound({ text: typed })}
        </p>
      )}
      {found.data && found.data.length > 0 && (
        <ul className="list-unstyled quote-found mb-2">
          {found.data.map((product) => {
            const name = localName(product);
            const added = chosen.has(product.id);
            return (
              <li key={product.id} className="quote-found-item">
                <span>
                  <span className="fw-semibold d-block">{name}</span>
                  <span className="small text-body-secondary">
                    {t.eachPrice({
                      unit: choiceName(productUnits, product.unit),
                      price: formatRupees(product.price),
                    })}{' '}
                    · {product.stock > 0 ? t.inStock(product.stock) : t.noStock}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-outline-primary"
                  disabled={added || product.stock === 0}
                  aria-label={added ? t.addedNamed({ name }) : t.add({ name })}
                  onClick={() => onAdd(product)}
                >
                  {added ? t.added : t.addShort}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** A line of the shop's own: its name, unit, price and how many, each typed. */
function FreeLineFields({
  line,
  number,
  invalid,
  onChange,
  onRemove,
}: {
  line: FreeDraft;
  number: number;
  invalid: boolean;
  onChange: (patch: Partial<FreeDraft>) => void;
  onRemove: () => void;
}) {
  const t = useMessages(vendorListMessages);
  const id = useId();
  const wrong = invalid && !freeLineOk(line);
  const field = (
    key: 'name' | 'unit' | 'price' | 'quantity',
    label: string,
    extra: Record<string, string | number> = {},
  ) => (
    <div className={`quote-free-${key}`}>
      <label className="form-label small mb-1" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className={`form-control${wrong ? ' is-invalid' : ''}`}
        value={line[key]}
        aria-invalid={wrong || undefined}
        onChange={(event) => onChange({ [key]: event.target.value })}
        {...extra}
      />
    </div>
  );
  return (
    <fieldset className="quote-free">
      <legend className="small fw-semibold mb-1">{t.freeLineNumber({ number })}</legend>
      {field('name', t.freeName, {
        placeholder: t.freeNamePlaceholder,
        maxLength: textBounds.quoteLineName.max,
      })}
      {field('unit', t.freeUnit, {
        placeholder: t.freeUnitPlaceholder,
        maxLength: textBounds.quoteLineUnit.max,
      })}
      {field('price', t.freePrice, { inputMode: 'decimal' })}
      {field('quantity', t.freeQuantity, { inputMode: 'numeric' })}
      <button type="button" className="btn btn-link text-danger p-0" onClick={onRemove}>
        {t.removeFree}
      </button>
    </fieldset>
  );
}

/**
 * The shop's price for a list: its products found by a few letters and
 * counted, lines of its own for what its products lack (a medicine) with
 * their price, a note; what the customer will see, and Send. The server
 * prices the products from the catalogue and adds the fee.
 */
export function QuoteBuilder({
  list,
  onDone,
}: {
  list: WithId<ShopList>;
  /** Sent, or put away ("Not now"). */
  onDone: () => void;
}) {
  const t = useMessages(vendorListMessages);
  const headingId = useId();
  const answer = useAnswerList(list.shopId);
  const form = useForm<QuoteDraft>({
    mutation: answer,
    initial: emptyDraft,
    validate: checkQuote,
    send: async ({ lines, note }) => {
      await answer.mutateAsync({
        listId: list.id,
        action: 'quote',
        lines: quotedLines(lines),
        note: note.trim(),
      });
      onDone();
    },
  });
  const { lines } = form.values;
  const setLines = (next: (lines: DraftLine[]) => DraftLine[]) =>
    form.setValues((current) => ({ ...current, lines: next(current.lines) }));
  const change = (key: string, patch: Partial<FreeDraft>) =>
    setLines((all) =>
      all.map((line) => (line.key === key && line.kind === 'free' ? { ...line, ...patch } : line)),
    );
  const step = (key: string, by: number) =>
    setLines((all) =>
      all.map((line) =>
        line.key === key && line.kind === 'product'
          ? {
              ...line,
              quantity: Math.max(
                1,
                Math.min(line.quantity + by, line.product.stock, LINE_QUANTITY_MAX),
              ),
            }
          : line,
      ),
    );
  const remove = (key: string) => setLines((all) => all.filter((line) => line.key !== key));
  const chosen = new Set(
    lines.flatMap((line) => (line.kind === 'product' ? [line.product.id] : [])),
  );
  const estimate = useEstimate(list, lines);
  /** Each line of the shop's own, numbered among them from 1. */
  const freeKeys = lines.flatMap((line) => (line.kind === 'free' ? [line.key] : []));

  return (
    <form className="quote-builder" onSubmit={form.onSubmit} noValidate aria-labelledby={headingId}>
      <h4 id={headingId} className="h6 fw-bold">
        {t.builderTitle({ number: list.number })}
      </h4>
      <ProductSearch
        shopId={list.shopId}
        chosen={chosen}
        onAdd={(product) =>
          setLines((all) => [...all, { kind: 'product', key: product.id, product, quantity: 1 }])
        }
      />
      <h5 className="small fw-bold mb-1">{t.lines}</h5>
      {lines.length === 0 && <p className="small text-body-secondary mb-2">{t.noLines}</p>}
      <ul className="list-unstyled quote-lines mb-2">
        {lines.map((line) => {
          if (line.kind === 'free') {
            return (
              <li key={line.key}>
                <FreeLineFields
                  line={line}
                  number={freeKeys.indexOf(line.key) + 1}
                  invalid={Boolean(form.errors.lines)}
                  onChange={(patch) => change(line.key, patch)}
                  onRemove={() => remove(line.key)}
                />
              </li>
            );
          }
          const name = localName(line.product);
          return (
            <li key={line.key} className="quote-product">
              <span className="quote-product-name">
                <span className="fw-semibold d-block">{name}</span>
                <span className="small text-body-secondary">
                  {t.eachPrice({
                    unit: choiceName(productUnits, line.product.unit),
                    price: formatRupees(line.product.price),
                  })}
                </span>
              </span>
              <QuantityStepper
                name={name}
                quantity={line.quantity}
                max={Math.min(line.product.stock, LINE_QUANTITY_MAX)}
                onDecrease={() => step(line.key, -1)}
                onIncrease={() => step(line.key, 1)}
              />
              <span className="quote-product-total">
                {formatRupees(line.product.price * line.quantity)}
              </span>
              <button
                type="button"
                className="btn btn-link text-danger p-0"
                aria-label={t.remove({ name })}
                onClick={() => remove(line.key)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="btn btn-outline-secondary mb-3"
        disabled={lines.filter((line) => line.kind === 'free').length >= QUOTE_FREE_LINES_MAX}
        onClick={() => setLines((all) => [...all, newFreeLine()])}
      >
        + {t.addFree}
      </button>
      <p className="small text-body-secondary mb-3">{t.freeLine}</p>
      {form.errors.lines && (
        <p className="text-danger small" role="alert">
          {form.errors.lines}
        </p>
      )}
      <TextAreaField
        label={t.noteToCustomer}
        hint={t.noteHint}
        rows={2}
        maxLength={textBounds.note.max}
        {...form.text('note')}
      />
      {estimate && lines.length > 0 && (
        <section className="quote-estimate mb-3" aria-label={t.estimate}>
          <h5 className="small fw-bold mb-1">{t.estimate}</h5>
          <dl className="bill mb-0">
            <dt>{t.items}</dt>
            <dd>{formatRupees(estimate.subtotal)}</dd>
            <dt>{t.delivery}</dt>
            <dd>{estimate.deliveryFee === 0 ? t.free : formatRupees(estimate.deliveryFee)}</dd>
            <dt className="bill-total">{t.total}</dt>
            <dd className="bill-total">{formatRupees(estimate.total)}</dd>
          </dl>
        </section>
      )}
      {form.failure && (
        <div className="alert alert-danger" role="alert">
          {form.failure}
        </div>
      )}
      <div className="staff-actions">
        <button type="submit" className="btn btn-lg btn-primary" disabled={form.sending}>
          {form.sending ? t.sending : t.send}
        </button>
        <button type="button" className="btn btn-lg btn-outline-secondary" onClick={onDone}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
