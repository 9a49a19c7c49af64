import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getBackend } from '../../backend';
import { messageOf } from '../../backend/errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PhoneField, TextAreaField, TextField } from '../../components/form-field';
import { QuantityStepper } from '../../components/quantity-stepper';
import { useDocumentTitle } from '../../components/use-document-title';
import { settings } from '../../config/env';
import { paths } from '../../config/paths';
import type { StockProblem } from '../../domain/orders';
import { rememberedAddress, rememberedContact } from '../../lib/customer-memory';
import { collections, type Shop } from '../../lib/models';
import { billFor, formatRupees } from '../../lib/money';
import { useCartStore, type CartLine } from '../../stores/cart-store';
import {
  checkout,
  newCheckoutAttempt,
  NOTE_MAX,
  validateCheckout,
  type CheckoutAttempt,
  type CheckoutErrors,
  type CheckoutForm,
} from './api/checkout';

function initialForm(): CheckoutForm {
  const contact = rememberedContact();
  const address = rememberedAddress();
  return {
    name: contact?.name ?? '',
    phone: contact?.phone ?? '',
    address: address?.address ?? '',
    landmark: address?.landmark ?? '',
    note: '',
  };
}

/**
 * Whether the cart's shop is open now: one read, made when the customer
 * starts on the checkout form (`wanted`), so a closed shop is caught before
 * they type it all, and opening the cart alone loads no backend at all.
 */
function useShopOpen(shopId: string | undefined, wanted: boolean) {
  const [shop, setShop] = useState<{ open: boolean; name: string } | null>(null);
  useEffect(() => {
    if (!shopId || !wanted) return;
    let current = true;
    getBackend()
      .then(({ store }) => store.get(collections.shops, shopId))
      .then(
        (doc) => {
          const data = doc?.data as unknown as Shop | undefined;
          if (current && data) setShop({ open: data.open, name: data.name });
        },
        () => undefined, // checkout re-checks the shop anyway
      );
    return () => {
      current = false;
    };
  }, [shopId, wanted]);
  return shop;
}

function problemSentence(problem: StockProblem): string {
  switch (problem.kind) {
    case 'gone':
      return `${problem.name} is no longer sold, so we took it out of your cart.`;
    case 'short':
      return problem.stock === 0
        ? `${problem.name} has just sold out, so we took it out of your cart.`
        : `Only ${problem.stock} of ${problem.name} left, so your cart now has ${problem.stock}.`;
    case 'price':
      return `${problem.name} now costs ${formatRupees(problem.price)}; your cart shows the new price.`;
  }
}

/** The cart after the shop's answer: short lines cut to the stock, new prices, gone lines out. */
function cartAfter(cart: CartLine[], problems: StockProblem[]): CartLine[] {
  return cart.flatMap((line) => {
    const problem = problems.find((found) => found.productId === line.id);
    if (!problem) return [line];
    if (problem.kind === 'gone') return [];
    if (problem.kind === 'price') return [{ ...line, price: problem.price }];
    return problem.stock > 0 ? [{ ...line, quantity: problem.stock, stock: problem.stock }] : [];
  });
}

function CartLines({ cart }: { cart: CartLine[] }) {
  const { updateCart, removeFromCart } = useCartStore.getState();
  return (
    <ul className="cart-lines list-unstyled mb-0">
      {cart.map((line) => (
        <li key={line.id} className="cart-line">
          {line.image && <img src={line.image} alt="" width="64" height="64" loading="lazy" />}
          <div className="cart-line-body">
            <Link to={paths.buy.href(line.id)} className="cart-line-name">
              {line.name}
            </Link>
            <span className="cart-line-unit">
              {line.unit} · {formatRupees(line.price ?? 0)} each
            </span>
            <div className="d-flex flex-wrap align-items-center gap-2 mt-1">
              <QuantityStepper
                name={line.name}
                quantity={line.quantity}
                max={line.stock}
                onDecrease={() => updateCart(line, -1)}
                onIncrease={() => updateCart(line, 1)}
              />
              <button
                type="button"
                className="btn btn-link text-danger p-0"
                onClick={() => removeFromCart([line.id])}
                aria-label={`Remove ${line.name}`}
              >
                Remove
              </button>
            </div>
            {line.quantity >= line.stock && (
              <span className="stock-note low">That is all the shop has.</span>
            )}
          </div>
          <span className="cart-line-total">{formatRupees((line.price ?? 0) * line.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}

export default function CartScreen() {
  useDocumentTitle('Cart');
  const navigate = useNavigate();
  const cart = useCartStore((state) => state.cart);
  const replaceCart = useCartStore((state) => state.replaceCart);
  const clearCart = useCartStore((state) => state.clearCart);
  const [form, setForm] = useState(initialForm);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const [placing, setPlacing] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  // One attempt per cart content: a double click, retry or reconnect re-sends the same order id.
  const attempt = useRef<{ cartKey: string; attempt: CheckoutAttempt } | null>(null);

  const shopId = cart[0]?.shopId;
  const shopName = cart[0]?.shopName ?? '';
  const [checkingOut, setCheckingOut] = useState(false);
  const shop = useShopOpen(shopId, checkingOut);
  const closed = shop?.open === false;
  const bill = billFor(
    cart.map((line) => ({ price: line.price ?? 0, quantity: line.quantity })),
    settings,
  );
  const toFree = settings.freeDeliveryAbove - bill.subtotal;

  const change = (field: keyof CheckoutForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (placing) return;
    const found = validateCheckout(form);
    setErrors(found);
    setFailure(null);
    setNotices([]);
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setPlacing(true);
    try {
      const cartKey = JSON.stringify(cart.map((line) => [line.id, line.quantity, line.price]));
      if (attempt.current?.cartKey !== cartKey) {
        attempt.current = { cartKey, attempt: await newCheckoutAttempt() };
      }
      const current = attempt.current.attempt;
      const result = await checkout(current, cart, form);
      if (result.kind === 'placed') {
        const { number, code, orderId } = current;
        clearCart();
        void navigate(paths.thankYou.href(), {
          state: { orderId, number, code, phone: result.order.phone },
        });
        return;
      }
      if (result.kind === 'problems') {
        replaceCart(cartAfter(cart, result.problems));
        setNotices(result.problems.map(problemSentence));
      } else if (result.kind === 'shop-closed') {
        setFailure(
          `${result.shopName} has just closed, so it cannot take the order now. Your cart is kept.`,
        );
      } else {
        setFailure('This shop is no longer listed, so it cannot take the order.');
      }
    } catch (error) {
      setFailure(`${messageOf(error)} Your cart and details are kept — nothing was ordered yet.`);
    } finally {
      setPlacing(false);
    }
  };

  if (cart.length === 0) {
    return (
      <div className="container-lg page">
        <h1 className="page-title">Your cart</h1>
        {notices.length > 0 && (
          <div className="alert alert-warning" role="alert">
            {notices.map((notice) => (
              <p key={notice} className="mb-1">
                {notice}
              </p>
            ))}
          </div>
        )}
        <div className="empty-state">
          <h2>Your cart is empty</h2>
          <p>Pick a shop and add what you need — it stays here until you order.</p>
          <div className="d-flex flex-wrap gap-2 justify-content-center">
            <Link to={paths.groceryShops.href()} className="btn btn-primary">
              Grocery shops
            </Link>
            <Link to={paths.catalog.href()} className="btn btn-outline-primary">
              All products
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="container-lg page">
      <h1 className="page-title">Your cart</h1>
      <p className="page-lead">
        {shopId ? (
          <>
            From <Link to={paths.gallery.href(shopId)}>{shopName}</Link> · cash on delivery
          </>
        ) : (
          'Cash on delivery'
        )}
      </p>
      {closed && (
        <div className="alert alert-secondary" role="note">
          {shop?.name ?? shopName} is closed right now. Your cart is kept — you can order when it
          opens.
        </div>
      )}
      {notices.length > 0 && (
        <div className="alert alert-warning" role="alert">
          {notices.map((notice) => (
            <p key={notice} className="mb-1">
              {notice}
            </p>
          ))}
          <p className="mb-0 fw-semibold">Please check your cart, then place the order again.</p>
        </div>
      )}
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <section className="form-card" aria-labelledby="cart-items">
            <div className="d-flex justify-content-between align-items-center mb-2">
              <h2 id="cart-items" className="h5 fw-bold mb-0">
                {cart.length} {cart.length === 1 ? 'item' : 'items'}
              </h2>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => setConfirmClear(true)}
              >
                Clear cart
              </button>
            </div>
            <CartLines cart={cart} />
            <dl className="bill">
              <dt>Subtotal</dt>
              <dd>{formatRupees(bill.subtotal)}</dd>
              <dt>Delivery</dt>
              <dd>{bill.deliveryFee === 0 ? 'Free' : formatRupees(bill.deliveryFee)}</dd>
              <dt className="bill-total">Total</dt>
              <dd className="bill-total">{formatRupees(bill.total)}</dd>
            </dl>
            {toFree > 0 && (
              <p className="small text-body-secondary mb-0">
                Add {formatRupees(toFree)} more for free delivery.
              </p>
            )}
          </section>
        </div>
        <div className="col-12 col-lg-5">
          <form
            className="form-card"
            onSubmit={submit}
            onFocus={() => setCheckingOut(true)}
            noValidate
            aria-labelledby="checkout-title"
          >
            <h2 id="checkout-title" className="h5 fw-bold mb-3">
              Deliver to
            </h2>
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              value={form.name}
              error={errors.name}
              onChange={(event) => change('name')(event.target.value)}
            />
            <PhoneField
              hint="The shop and the delivery person call this number."
              value={form.phone}
              error={errors.phone}
              onChange={(event) => change('phone')(event.target.value)}
            />
            <TextAreaField
              label="Address"
              name="address"
              rows={2}
              autoComplete="street-address"
              hint="House, street and para."
              value={form.address}
              error={errors.address}
              onChange={(event) => change('address')(event.target.value)}
            />
            <TextField
              label="Landmark (optional)"
              name="landmark"
              placeholder="Near the temple, opposite the school…"
              value={form.landmark}
              error={errors.landmark}
              onChange={(event) => change('landmark')(event.target.value)}
            />
            <TextAreaField
              label="Note for the shop (optional)"
              name="note"
              rows={2}
              maxLength={NOTE_MAX}
              value={form.note}
              error={errors.note}
              onChange={(event) => change('note')(event.target.value)}
            />
            <p className="small mb-3">
              <strong>Payment:</strong> cash on delivery. Pay {formatRupees(bill.total)} when your
              order arrives.
            </p>
            {failure && (
              <div className="alert alert-danger" role="alert">
                {failure}
              </div>
            )}
            <button
              type="submit"
              className="btn btn-primary w-100 btn-lg"
              disabled={placing || closed}
            >
              {placing ? 'Placing your order…' : `Place order · ${formatRupees(bill.total)}`}
            </button>
          </form>
        </div>
      </div>
      {confirmClear && (
        <ConfirmDialog
          title="Clear the cart?"
          confirmLabel="Clear cart"
          cancelLabel="Keep it"
          onCancel={() => setConfirmClear(false)}
          onConfirm={() => {
            clearCart();
            setConfirmClear(false);
          }}
        >
          All {cart.length} items will be removed.
        </ConfirmDialog>
      )}
    </div>
  );
}
