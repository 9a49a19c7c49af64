/** − count + with the count announced; + is disabled at the stock limit. */
export function QuantityStepper({
  name,
  quantity,
  max,
  onDecrease,
  onIncrease,
}: {
  name: string;
  quantity: number;
  max: number;
  onDecrease: () => void;
  onIncrease: () => void;
}) {
  return (
    <div className="stepper" role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={onDecrease}
        aria-label={`One less ${name}`}
      >
        −
      </button>
      <output aria-live="polite" aria-label={`${quantity} in cart`}>
        {quantity}
      </output>
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={onIncrease}
        disabled={quantity >= max}
        aria-label={`One more ${name}`}
      >
        +
      </button>
    </div>
  );
}
