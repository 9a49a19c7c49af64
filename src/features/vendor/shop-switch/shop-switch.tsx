import { useId, useState } from 'react';
import { messageOf } from '../../../port/errors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMinute, useOpenLine } from '../../../widgets/shop-hours/open-line';
import { useMessages } from '../../../lib/i18n';
import { SHOP_EXTRA_HOURS_MAX } from '../../../lib/limits';
import { formatClockTime, formatDay, isClockTime, townTimeOf } from '../../../lib/local-date';
import type { Shop, WithId } from '../../../lib/models';
import { openByExtraHours, opennessAt, pauseEndsAt, whenSaid } from '../../../lib/shop-hours';
import { dayName } from '../../../lib/sitting-days';
import { useExtraHours, useSetShopOpen } from '../api/vendor';
import { vendorHoursMessages, vendorMessages } from '../messages';

/**
 * The vendor's open/closed switch, on the first screen (a bar at the foot of
 * a phone): whether customers can order now, and what happens next by
 * itself — when the shop opens again, or that it stays closed until the
 * vendor opens it — said before "Close the shop" is tapped as well as after.
 * A shop with hours may also open early or stay open late for the day (extra
 * hours, which the server sets and lib/shop-hours reads).
 */

const HOUR_MS = 60 * 60 * 1000;

type Words = ReturnType<typeof vendorHoursMessages.get>;

/** "today at 7:00 am", "tomorrow at 7:00 am", "on Monday at 7:00 am", "on Tue, 1 Dec 2026 at 7:00 am". */
function whenWords(then: Date, now: Date, t: Words): string {
  const when = whenSaid(then, now);
  const time = formatClockTime(when.time);
  switch (when.day) {
    case 'today':
      return t.whenToday({ time });
    case 'tomorrow':
      return t.whenTomorrow({ time });
    case 'weekday':
      return t.whenOn({ day: dayName(when.weekday, 'long'), time });
    case 'date':
      return t.whenOn({ day: formatDay(when.date), time });
  }
}

/** How near an opening must be for "open now" to offer to run on into it. */
const EARLY_OPENING_HOURS = 3;
const HALF_HOUR_MS = HOUR_MS / 2;

/**
 * Where the extra hours' time starts: the opening they lead up to when it is
 * near (open early), else an hour past closing (stay late), else an hour
 * from now, on the half hour.
 */
function extraStart(shop: WithId<Shop>, now: Date): string {
  const openness = opennessAt(shop, now);
  if (openness.state === 'closed' && openness.opens) {
    if (openness.opens.getTime() - now.getTime() <= EARLY_OPENING_HOURS * HOUR_MS)
      return townTimeOf(openness.opens);
  } else if (openness.state === 'open' && openness.closes) {
    return townTimeOf(new Date(openness.closes.getTime() + HOUR_MS));
  }
  const later = Math.ceil((now.getTime() + HOUR_MS) / HALF_HOUR_MS) * HALF_HOUR_MS;
  return townTimeOf(new Date(later));
}

/** The dialog that asks until when the shop takes orders today, and sends it to the server. */
function ExtraHoursDialog({
  shop,
  title,
  onClose,
}: {
  shop: WithId<Shop>;
  title: string;
  onClose: () => void;
}) {
  const t = useMessages(vendorHoursMessages);
  const extra = useExtraHours(shop.id);
  const id = useId();
  const [until, setUntil] = useState(() => extraStart(shop, new Date()));
  const [missing, setMissing] = useState(false);
  const problem = missing ? t.extraTimeMissing : extra.isError ? messageOf(extra.error) : null;
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={t.extraConfirm}
      cancelLabel={t.notNow}
      onConfirm={() => {
        if (!isClockTime(until)) {
          setMissing(true);
          return;
        }
        if (!extra.isPending) extra.mutate(until, { onSuccess: onClose });
      }}
      onCancel={onClose}
    >
      <label className="form-label" htmlFor={`${id}-until`}>
        {t.extraUntil}
      </label>
      <input
        id={`${id}-until`}
        type="time"
        className={`form-control ${problem ? 'is-invalid' : ''}`}
        value={until}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => {
          setUntil(event.target.value);
          setMissing(false);
          extra.reset();
        }}
      />
      <p id={`${id}-hint`} className="form-text mb-0">
        {t.extraHint({ hours: SHOP_EXTRA_HOURS_MAX })}
      </p>
      {problem && (
        <p id={`${id}-problem`} className="text-danger mb-0 mt-2" role="alert">
          {problem}
        </p>
      )}
    </ConfirmDialog>
  );
}

export function ShopSwitch({ shop }: { shop: WithId<Shop> }) {
  const t = useMessages(vendorMessages);
  const words = useMessages(vendorHoursMessages);
  const setOpen = useSetShopOpen(shop.id);
  const endExtra = useExtraHours(shop.id);
  const [asking, setAsking] = useState<string | null>(null);
  const now = useMinute();
  const paused = Boolean(shop.closedUntil && now < shop.closedUntil);
  // Switched off: closed by the vendor, or paused until the next opening by the hours.
  const switchedOn = shop.open && !paused;
  const openness = opennessAt(shop, now);
  const takingOrders = openness.state !== 'closed';
  const hoursLine = useOpenLine(shop);
  const byExtra = openByExtraHours(shop, now);

  const title = takingOrders
    ? byExtra
      ? words.openForExtraHours
      : t.openTakingOrders
    : switchedOn
      ? words.closedByHours
      : t.closed;
  // What happens next by itself: when it opens or closes by the hours, or that it waits for the vendor.
  const next = !switchedOn
    ? openness.state === 'closed' && openness.opens
      ? words.opensByItself({ when: whenWords(openness.opens, now, words) })
      : words.staysClosed
    : openness.state === 'closed' || (openness.state === 'open' && openness.closes)
      ? hoursLine
      : null;
  // What "Close the shop" would do, said before the tap.
  const reopens = switchedOn ? pauseEndsAt(shop.openingHours, now, shop.openUntil) : null;
  const onClose = switchedOn
    ? reopens
      ? words.closeReopens({ when: whenWords(reopens, now, words) })
      : words.closeStaysClosed
    : null;
  // Extra hours for the day: ended, or asked for, where the shop keeps hours and is switched on.
  const extraAhead = Boolean(shop.openUntil && now < shop.openUntil);
  const extraAsk =
    !switchedOn || !shop.openingHours || extraAhead
      ? null
      : openness.state === 'closed'
        ? { label: words.openEarly, title: words.openEarlyTitle }
        : openness.state === 'open' && openness.closes
          ? { label: words.stayLate, title: words.stayLateTitle }
          : null;
  const onCloseId = useId();
  const failure = setOpen.isError
    ? messageOf(setOpen.error)
    : endExtra.isError
      ? messageOf(endExtra.error)
      : null;

  return (
    <div className={`shop-switch ${takingOrders ? 'open' : 'closed'}`}>
      <div className="shop-switch-state">
        <strong className="d-block">{title}</strong>
        <span className="small shop-switch-customers">
          {takingOrders ? t.customersCanOrder : t.customersCanOnlyLook}
        </span>
        {next && <p className="small mb-0 shop-switch-next">{next}</p>}
      </div>
      <button
        type="button"
        className={`btn btn-lg ${switchedOn ? 'btn-outline-danger' : 'btn-success'}`}
        onClick={() => setOpen.mutate(!switchedOn)}
        disabled={setOpen.isPending}
        aria-describedby={onClose ? onCloseId : undefined}
      >
        {switchedOn ? t.closeShop : t.openShop}
      </button>
      {extraAsk && (
        <button
          type="button"
          className="btn btn-outline-primary shop-switch-extra"
          onClick={() => setAsking(extraAsk.title)}
        >
          {extraAsk.label}
        </button>
      )}
      {extraAhead && switchedOn && (
        <button
          type="button"
          className="btn btn-outline-primary shop-switch-extra"
          disabled={endExtra.isPending}
          onClick={() => endExtra.mutate(null)}
        >
          {words.endExtra}
        </button>
      )}
      {onClose && (
        <p id={onCloseId} className="small mb-0 w-100 shop-switch-on-close">
          {onClose}
        </p>
      )}
      {failure && (
        <p className="text-danger mb-0 w-100" role="alert">
          {failure}
        </p>
      )}
      {asking && <ExtraHoursDialog shop={shop} title={asking} onClose={() => setAsking(null)} />}
    </div>
  );
}
