import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { messageOf } from '../../port/errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { queryClient, type OpeningData } from '../../data/query-client';
import { ForgetDeliveryDetails } from '../../widgets/forget-me';
import { useForm } from '../../components/form';
import { RequestForm } from '../../widgets/request-form';
import { NeighbourhoodSelect } from '../../widgets/neighbourhood-select/neighbourhood-select';
import { NameAndPhone, NoteField, TextAreaField, TextField } from '../../components/form-field';
import { ClockIcon } from '../../components/icons';
import { OpenLine, useMinute } from '../../widgets/shop-hours/open-line';
import { QuantityStepper } from '../../components/quantity-stepper';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import {
  checkoutDraft,
  forgetCheckoutDraft,
  rememberedAddress,
  rememberedContact,
  saveCheckoutDraft,
} from '../../lib/customer-memory';
import { LINE_QUANTITY_MAX } from '../../lib/limits';
import { defaultOrderingTerms } from '../../lib/model-schemas';
import { billFor, formatRupees } from '../../lib/money';
import { useMessages } from '../../lib/i18n';
import { localName, localShopName } from '../../lib/local-name';
import { byLocalName } from '../../lib/name-order';
import { deliversTo, deliveryTermsFor } from '../../lib/delivery-terms';
import { normalizeIndianMobile } from '../../lib/phone';
import { takesOrdersAt } from '../../lib/shop-hours';
import { cartShop, useCartStore, type CartLine } from '../../stores/cart-store';
import { cartArrivalNotice } from '../../stores/cart-arrival';
import {
  bringCartInLine,
  cartCheckQuery,
  checkedLines,
  closedByItsVendor,
  closureOfRefusal,
  shopAfterClosure,
  type ShopClosure,
  newCheckoutAttempt,
  tellCartNews,
  useCartNews,
  usePlaceOrder,
  validateCheckout,
  type CheckoutAttempt,
  type CheckoutForm,
} from './api/checkout';
import { neighbourhoodsQuery } from '../../data/neighbourhood-list';
import { cartMessages } from './messages';
import { choiceName, productUnits } from '../../lib/choice-lists';

const noNews: string[] = [];
const noNeighbourhoods: never[] = [];

const emptyForm: CheckoutForm = {
  name: '',
  phone: '',
  address: '',
  landmark: '',
  note: '',
  neighbourhood: '',
};

/**
 * The form as the customer left it, else the contact and address of the last order on this
 * phone: never its landmark or note, which were that order's alone.
 */
function initialForm(): CheckoutForm {
  const draft = checkoutDraft();
  if (draft) return { ...emptyForm, ...draft };
  const contact = rememberedContact();
  const remembered = rememberedAddress();
  return {
    ...emptyForm,
    name: contact?.name ?? '',
    phone: contact?.phone ?? '',
    address: remembered?.address ?? '',
    neighbourhood: remembered?.neighbourhood ?? '',
  };
}

/**
 * The cart checked against its shop (`cartCheckQuery`, keyed by the cart's
 * lines): the shop's state and the delivery terms, read from the answer. An
 * answer that changes the cart is brought into it as it arrives, before it
 * is painted, with a sentence about each change in the cart's news for this
 * visit (`visit`): a later check that changes nothing leaves them on screen.
 * While a changed cart is checked again (a line removed) the last answer's
 * shop and terms stay; until the first answer the cart shows what was saved
 * and the usual terms, and the server checks everything again at ordering.
 */
function useCartCheck(cart: CartLine[], visit: object) {
  const shopId = cartShop(cart)?.shopId;
  const check = useQuery(
    {
      ...cartCheckQuery(shopId ?? '', checkedLines(cart)),
      enabled: shopId !== undefined,
      // While changed lines are checked again, the last answer about the same shop stays.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[1] === shopId ? previous : undefined,
    },
    queryClient,
  );
  // The answer about these very lines; the last one about other lines is no news for them.
  const answer = check.isPlaceholderData ? undefined : check.data;
  useLayoutEffect(() => {
    // Only to the cart the answer is about: once it is in line (or changed since), it is taken.
    if (!answer || answer.changes.length === 0 || useCartStore.getState().cart !== cart) return;
    tellCartNews(bringCartInLine(answer).notices, visit);
  }, [answer, cart, visit]);
  return {
    shop: check.data?.shop ?? null,
    terms: check.data?.terms ?? defaultOrderingTerms,
    readAt: check.dataUpdatedAt,
    readAgain: () => void check.refetch(),
  };
}

export const openingData: OpeningData = async () => {
  const { cart } = useCartStore.getState();
  const shopId = cartShop(cart)?.shopId;
  if (shopId) {
    await Promise.all([
      queryClient.prefetchQuery(cartCheckQuery(shopId, checkedLines(cart))),
      queryClient.prefetchQuery(neighbourhoodsQuery()),
    ]);
  }
};

function CartLines({ cart }: { cart: CartLine[] }) {
  const t = useMessages(cartMessages);
  const { updateCart, removeFromCart } = useCartStore.getState();
  return (
    <ul className="cart-lines list-unstyled mb-0">
      {cart.map((line) => (
        <li key={line.id} className="cart-line">
          {line.image && <img src={line.image} alt="" width="64" height="64" loading="lazy" />}
          <div className="cart-line-body">
            <Link to={paths.buy.href(line.id)} className="cart-line-name">
              {localName(line)}
            </Link>
            <span className="cart-line-unit">
              {t.eachPrice({
                unit: choiceName(productUnits, line.unit ?? ''),
                price: formatRupees(line.price ?? 0),
              })}
            </span>
            <div className="d-flex flex-wrap align-items-center gap-2 mt-1">
              <QuantityStepper
                name={localName(line)}
                quantity={line.quantity}
                max={Math.min(line.stock, LINE_QUANTITY_MAX)}
                onDecrease={() => updateCart(line, -1)}
                onIncrease={() => updateCart(line, 1)}
              />
              <button
                type="button"
                className="btn btn-link text-danger p-0"
                onClick={() => removeFromCart([line.id])}
                aria-label={t.removeNamed({ name: localName(line) })}
              >
                {t.remove}
              </button>
            </div>
            {line.quantity >= line.stock ? (
              <span className="stock-note low">{t.allTheShopHas}</span>
            ) : (
              line.quantity >= LINE_QUANTITY_MAX && (
                <span className="stock-note low">{t.lineMost(LINE_QUANTITY_MAX)}</span>
              )
            )}
          </div>
          <span className="cart-line-total">{formatRupees((line.price ?? 0) * line.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}

/** What changed in the cart since it was filled, one sentence a line, and what to do about it. */
function CartNotices({ notices, children }: { notices: readonly string[]; children?: ReactNode }) {
  if (notices.length === 0) return null;
  return (
    <div className="alert alert-warning" role="alert">
      {notices.map((notice) => (
        <p key={notice} className="mb-1">
          {notice}
        </p>
      ))}
      {children}
    </div>
  );
}

export default function CartScreen() {
  const t = useMessages(cartMessages);
  useDocumentTitle(t.pageTitle);
  const navigate = useNavigate();
  const cart = useCartStore((state) => state.cart);
  const clearCart = useCartStore((state) => state.clearCart);
  const [confirmClear, setConfirmClear] = useState(false);
  // Whether the sentences above the cart stopped an order (rather than came with opening it).
  const [orderStopped, setOrderStopped] = useState(false);
  // One attempt per cart content: a double click, retry or reconnect re-sends the same request id.
  const attempt = useRef<{ cartKey: string; attempt: CheckoutAttempt } | null>(null);

  // The line that names the shop: every line is from it.
  const lead = cartShop(cart);
  const shopId = lead?.shopId;
  const shopName = lead?.shopName ?? '';
  // This visit to the cart: what the shop changed is said on it, and not on the next.
  const [visit] = useState(() => ({}));
  const checked = useCartCheck(cart, visit);
  const { terms } = checked;
  // The server's word that the shop has just closed, which the cart shows until it opens.
  const [closure, setClosure] = useState<ShopClosure | null>(null);
  const shop = checked.shop && shopAfterClosure(checked.shop, closure, checked.readAt);
  const notices = useCartNews((news) => (news.visit === visit ? news.sentences : noNews));
  // What the screen that filled the cart said about it ("Order again").
  const arrivalNotice = cartArrivalNotice(useLocation().state);
  const setNotices = (sentences: string[]) => tellCartNews(sentences, visit);
  const placing = usePlaceOrder();
  const now = useMinute();
  // Closed by its vendor or by its hours: the cart waits, and the server refuses the same.
  const closed = shop ? !takesOrdersAt(shop, now) : false;
  // Named in the reader's language from the first paint: a name that changed when the shop
  // arrived re-wrapped the line on a phone (a layout shift).
  const shopShown = shop ? localName(shop) : localShopName(lead ?? {});

  /** Places the order, or says why not; a changed cart or fee is shown above the cart instead. */
  const placeOrder = async (form: CheckoutForm): Promise<string | void> => {
    setNotices([]);
    // Said plainly before trying: the cart and the form stay as they are.
    if (!navigator.onLine) return t.offline;
    try {
      const cartKey = JSON.stringify(cart.map((line) => [line.id, line.quantity, line.price]));
      if (attempt.current?.cartKey !== cartKey) {
        attempt.current = { cartKey, attempt: newCheckoutAttempt() };
      }
      const current = attempt.current.attempt;
      const result = await placing.mutateAsync({
        attempt: current,
        cart,
        deliveryFee: bill.deliveryFee,
        form,
      });
      if (result.kind === 'placed') {
        const { number, code, orderId } = result;
        forgetCheckoutDraft();
        clearCart();
        void navigate(paths.thankYou.href(), {
          state: {
            orderId,
            number,
            code,
            phone: normalizeIndianMobile(form.phone) ?? '',
            shopName,
            shopNameBn: lead?.shopNameBn,
            shopNameHi: lead?.shopNameHi,
            total: result.total,
          },
        });
        return;
      }
      if (result.kind === 'changed') {
        setOrderStopped(true);
        const reconciled = bringCartInLine({ changes: result.lines, shop, terms: result.terms });
        const feeNow = billFor(
          reconciled.cart.map((line) => ({ price: line.price ?? 0, quantity: line.quantity })),
          result.terms,
        ).deliveryFee;
        // Nothing left to deliver: what the delivery would now cost is no news.
        const feeChanged = reconciled.cart.length > 0 && feeNow !== bill.deliveryFee;
        setNotices([
          ...reconciled.notices,
          ...(feeChanged
            ? [
                feeNow === 0
                  ? t.deliveryNowFree
                  : t.deliveryNowCosts({ amount: formatRupees(feeNow) }),
              ]
            : []),
        ]);
      } else if (result.kind === 'shop-closed') {
        // Its vendor closed it: shown closed at once, and read again to follow them.
        setClosure(closedByItsVendor());
        checked.readAgain();
        return t.shopJustClosed({ shop: shop ? localName(shop) : localShopName(result) });
      } else if (result.kind === 'open-order-limit') {
        return t.openOrderLimit(result.limit);
      } else if (result.kind === 'daily-order-limit') {
        return t.dailyOrderLimit(result.limit);
      } else {
        return t.shopGone;
      }
    } catch (error) {
      // Closed by its hours or a pause: the cart stops saying "Open now" from the server's word.
      const closed = closureOfRefusal(error, new Date());
      if (closed) {
        setClosure(closed);
        checked.readAgain();
      }
      return t.nothingOrdered({ problem: messageOf(error) });
    }
  };

  const neighbourhoods = useQuery(neighbourhoodsQuery(), queryClient).data ?? noNeighbourhoods;
  // The neighbourhoods this shop delivers to, each with its fee: the customer picks theirs.
  const served = byLocalName(
    shop ? neighbourhoods.filter((place) => deliversTo(shop, place.id)) : neighbourhoods,
  );
  const form = useForm<CheckoutForm>({
    initial: initialForm,
    validate: (values) => ({
      ...validateCheckout(values),
      ...(served.length > 0 &&
        !served.some((place) => place.id === values.neighbourhood) && {
          neighbourhood: t.neighbourhoodNeeded,
        }),
    }),
    mutation: placing,
    send: placeOrder,
  });
  const chosen = served.find((place) => place.id === form.values.neighbourhood) ?? null;
  // The neighbourhood the last order went to, which this shop does not deliver to: said, not dropped.
  const notServed =
    shop && !chosen
      ? neighbourhoods.find((place) => place.id === form.values.neighbourhood)
      : undefined;
  const bill = billFor(
    cart.map((line) => ({ price: line.price ?? 0, quantity: line.quantity })),
    deliveryTermsFor(terms, chosen, shop),
  );

  // What is typed outlives the page (offline, or off to add one more thing) until it is ordered.
  useEffect(() => saveCheckoutDraft(form.values), [form.values]);
  // A phone a family shares: the last order's details are offered, and cleared with one tap.
  const [lastOrderFilled] = useState(() => rememberedContact() !== null);
  const checkoutForm = useRef<HTMLFormElement>(null);
  const formFilled = Object.values(form.values).some((text) => text !== '');
  const orderForSomeoneElse = () => {
    form.reset(emptyForm);
    checkoutForm.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  };

  if (cart.length === 0) {
    return (
      <div className="container-lg page">
        <h1 className="page-title">{t.title}</h1>
        <CartNotices notices={notices} />
        <div className="empty-state">
          <h2>{t.emptyTitle}</h2>
          <p>{t.emptyLead}</p>
          <div className="d-flex flex-wrap gap-2 justify-content-center">
            <Link to={paths.groceryShops.href()} className="btn btn-primary">
              {t.groceryShops}
            </Link>
            <Link to={paths.catalog.href()} className="btn btn-outline-primary">
              {t.allProducts}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="container-lg page">
      <h1 className="page-title">{t.title}</h1>
      <p className="page-lead">
        {shopId ? (
          <>
            {t.fromShop} <Link to={paths.gallery.href(shopId)}>{shopShown}</Link> ·{' '}
            {t.payCashOnDelivery}
          </>
        ) : (
          t.cashOnDelivery
        )}
      </p>
      {shop?.openingHours && (
        <p className="shop-card-line">
          <ClockIcon />
          <OpenLine shop={shop} />
        </p>
      )}
      {closed && (
        <div className="alert alert-secondary" role="note">
          {t.shopClosed({ shop: shopShown })}
        </div>
      )}
      {arrivalNotice && (
        <div className="alert alert-info" role="status">
          {arrivalNotice}
        </div>
      )}
      <CartNotices notices={notices}>
        {orderStopped && <p className="mb-0 fw-semibold">{t.checkAndOrderAgain}</p>}
      </CartNotices>
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <section className="form-card" aria-labelledby="cart-items">
            <div className="d-flex justify-content-between align-items-center mb-2">
              <h2 id="cart-items" className="h5 fw-bold mb-0">
                {t.lines(cart.length)}
              </h2>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => setConfirmClear(true)}
              >
                {t.clearCart}
              </button>
            </div>
            <CartLines cart={cart} />
            <dl className="bill">
              <dt>{t.subtotal}</dt>
              <dd>{formatRupees(bill.subtotal)}</dd>
              <dt>{t.delivery}</dt>
              <dd>{bill.deliveryFee === 0 ? t.free : formatRupees(bill.deliveryFee)}</dd>
              <dt className="bill-total">{t.total}</dt>
              <dd className="bill-total">{formatRupees(bill.total)}</dd>
            </dl>
            {bill.shortOfMinimum > 0 ? (
              <p className="small fw-semibold mb-0">
                {t.belowMinimum({
                  shop: shopShown,
                  minimum: formatRupees(shop?.minimumOrder ?? 0),
                  amount: formatRupees(bill.shortOfMinimum),
                })}
              </p>
            ) : (
              bill.shortOfFreeDelivery > 0 && (
                <p className="small text-body-secondary mb-0">
                  {t.addForFreeDelivery({ amount: formatRupees(bill.shortOfFreeDelivery) })}
                </p>
              )
            )}
          </section>
        </div>
        <div className="col-12 col-lg-5">
          <RequestForm
            form={form}
            title={t.deliverTo}
            submitLabel={t.placeOrder({ amount: formatRupees(bill.total) })}
            sendingLabel={t.placing}
            submitLook="large"
            submitDisabled={closed || bill.shortOfMinimum > 0}
            detailsKept={false}
            formRef={checkoutForm}
            footer={<ForgetDeliveryDetails setValues={form.setValues} />}
          >
            {lastOrderFilled && formFilled && (
              <p className="small mb-3">
                {t.filledFromLastOrder}{' '}
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 align-baseline"
                  onClick={orderForSomeoneElse}
                >
                  {t.orderForSomeoneElse}
                </button>
              </p>
            )}
            <NameAndPhone form={form} nameLabel={t.name} phoneHint={t.phoneHint} />
            <TextAreaField
              label={t.address}
              rows={2}
              autoComplete="street-address"
              hint={t.addressHint}
              {...form.text('address')}
            />
            <NeighbourhoodSelect
              served={served}
              townCount={neighbourhoods.length}
              {...form.text('neighbourhood')}
              error={
                form.errors.neighbourhood ??
                (notServed &&
                  t.notDeliveringTo({ shop: shopShown, neighbourhood: localName(notServed) }))
              }
            />
            <TextField
              label={t.landmark}
              placeholder={t.landmarkExample}
              {...form.text('landmark')}
            />
            <NoteField label={t.note} {...form.text('note')} />
            <p className="small mb-3">
              <strong>{t.payment}</strong> {t.payOnArrival({ amount: formatRupees(bill.total) })}
            </p>
          </RequestForm>
        </div>
      </div>
      {confirmClear && (
        <ConfirmDialog
          title={t.clearTitle}
          confirmLabel={t.clearCart}
          cancelLabel={t.keepIt}
          onCancel={() => setConfirmClear(false)}
          onConfirm={() => {
            clearCart();
            setConfirmClear(false);
          }}
        >
          {t.clearWillRemove(cart.length)}
        </ConfirmDialog>
      )}
    </div>
  );
}
