import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as v from 'valibot';
import { useMessages } from '../../lib/i18n';
import { readStored, storageKeys, writeStored } from '../../lib/storage';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { printSlipMessages } from './messages';
import { OrderSlip, type SlipOrder } from './order-slip';

/** The papers a slip is laid out for; each has its page in staff.scss (`@page slip-…`). */
export const slipPapers = ['roll58', 'a6', 'a4'] as const;
export type SlipPaper = (typeof slipPapers)[number];

/** The paper this device printed on last: a shop's printer does not change from order to order. */
export const rememberedPaper = (): SlipPaper =>
  readStored(storageKeys.slipPaper, v.picklist(slipPapers)) ?? 'roll58';

const MM_PER_PX = 25.4 / 96;

/**
 * A roll has no pages: its page is made as long as the slip (measured on the
 * preview, which is laid out 58 mm wide as the roll is), so the printer cuts
 * right after it. Set through the CSS object model, which the app's content
 * security policy allows where it refuses a written <style>.
 */
function rollPageFitting(slip: HTMLElement | null): (() => void) | null {
  if (!slip || typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype))
    return null;
  // Not laid out (the page is already drawn for print): the page fitted before, or the stylesheet's, stands.
  const height = slip.getBoundingClientRect().height;
  if (height === 0) return null;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`@page slip-roll58 { size: 58mm ${Math.ceil(height * MM_PER_PX) + 4}mm; }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((kept) => kept !== sheet);
  };
}

/**
 * The order card's Print: a dialog shows the slip on the chosen paper, and
 * its Print opens the browser's print dialog. While it is open, a copy of the
 * slip waits beside the app, and the print stylesheet prints that copy
 * alone, whichever way printing is started (the button, or the browser's menu).
 */
export function PrintSlipButton({ order }: { order: SlipOrder }) {
  const t = useMessages(printSlipMessages);
  const [open, setOpen] = useState(false);
  const [paper, setPaper] = useState<SlipPaper>(rememberedPaper);
  const preview = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || paper !== 'roll58') return;
    let restore: (() => void) | null = null;
    const fit = () => {
      const fitted = rollPageFitting(preview.current);
      if (!fitted) return;
      restore?.();
      restore = fitted;
    };
    window.addEventListener('beforeprint', fit);
    return () => {
      window.removeEventListener('beforeprint', fit);
      restore?.();
    };
  }, [open, paper]);

  const choose = (chosen: SlipPaper) => {
    setPaper(chosen);
    writeStored(storageKeys.slipPaper, chosen);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary slip-open-print"
        aria-label={t.printOrder({ number: order.number })}
        onClick={() => setOpen(true)}
      >
        {t.print}
      </button>
      {open && (
        <ConfirmDialog
          title={t.printOrder({ number: order.number })}
          confirmLabel={t.printNow}
          cancelLabel={t.close}
          onConfirm={() => window.print()}
          onCancel={() => setOpen(false)}
        >
          <fieldset className="slip-papers">
            <legend className="form-label">{t.paper}</legend>
            {slipPapers.map((choice) => (
              <label key={choice} className="form-check">
                <input
                  type="radio"
                  className="form-check-input"
                  name="slip-paper"
                  checked={paper === choice}
                  onChange={() => choose(choice)}
                />
                <span className="form-check-label">{t[choice]}</span>
              </label>
            ))}
          </fieldset>
          <div className={`slip-preview slip-on-${paper}`} ref={preview}>
            <OrderSlip order={order} />
          </div>
        </ConfirmDialog>
      )}
      {open &&
        createPortal(
          <div className={`slip-print slip-on-${paper}`}>
            <OrderSlip order={order} />
          </div>,
          document.body,
        )}
    </>
  );
}
