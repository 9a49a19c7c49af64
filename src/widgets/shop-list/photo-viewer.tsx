import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { useMessages } from '../../lib/i18n';
import { shopListMessages } from './messages';

const SCALE_MAX = 5;
const STEP = 1.5;
const within = (scale: number) => Math.min(SCALE_MAX, Math.max(1, scale));

/**
 * A list's photo over the whole screen, to read a prescription's small
 * print: pinch with two fingers or tap the buttons to zoom, drag with one
 * finger (or the mouse) to move around, Escape or Close to go back. A native
 * modal <dialog>, as the confirm dialog is.
 */
export function PhotoViewer({
  src,
  alt,
  onClose,
}: {
  src: string;
  alt: string;
  onClose: () => void;
}) {
  const t = useMessages(shopListMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  /** The point of the photo at the frame's middle, as fractions, kept there as the scale changes. */
  const centre = useRef<{ x: number; y: number } | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);

  const zoomTo = (next: number) => {
    const box = frame.current;
    if (box && box.scrollWidth > 0) {
      centre.current = {
        x: (box.scrollLeft + box.clientWidth / 2) / box.scrollWidth,
        y: (box.scrollTop + box.clientHeight / 2) / box.scrollHeight,
      };
    }
    setScale(within(next));
  };

  useLayoutEffect(() => {
    const box = frame.current;
    const at = centre.current;
    if (!box || !at) return;
    box.scrollLeft = at.x * box.scrollWidth - box.clientWidth / 2;
    box.scrollTop = at.y * box.scrollHeight - box.clientHeight / 2;
    centre.current = null;
  }, [scale]);

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const down = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: spread(), scale };
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const was = pointers.current.get(event.pointerId);
    if (!was) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    if (pinch.current && pointers.current.size === 2) {
      const distance = spread();
      if (pinch.current.distance > 0)
        zoomTo((pinch.current.scale * distance) / pinch.current.distance);
    } else if (pointers.current.size === 1) {
      frame.current?.scrollBy(was.x - now.x, was.y - now.y);
    }
  };
  const up = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return (
    <dialog
      ref={dialog}
      className="photo-viewer"
      aria-label={alt}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="photo-viewer-bar">
        <button
          type="button"
          className="btn btn-light"
          onClick={() => zoomTo(scale / STEP)}
          disabled={scale <= 1}
        >
          {t.zoomOut}
        </button>
        <button
          type="button"
          className="btn btn-light"
          onClick={() => zoomTo(scale * STEP)}
          disabled={scale >= SCALE_MAX}
        >
          {t.zoomIn}
        </button>
        <button
          type="button"
          className="btn btn-light"
          onClick={() => zoomTo(1)}
          disabled={scale === 1}
        >
          {t.fit}
        </button>
        <button type="button" className="btn btn-primary ms-auto" onClick={onClose}>
          {t.close}
        </button>
      </div>
      <div
        ref={frame}
        className="photo-viewer-frame"
        tabIndex={0}
        aria-label={t.zoomHint}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      >
        <img
          src={src}
          alt={alt}
          draggable={false}
          style={{ width: `${Math.round(scale * 100)}%` }}
          data-scale={scale}
        />
      </div>
    </dialog>
  );
}
