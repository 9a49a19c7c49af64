import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../data/query-client';
import { listMediaQuery } from '../../data/shop-lists';
import { locale, useMessages } from '../../lib/i18n';
import type { ShopList } from '../../lib/models';
import { clockOf } from './clock';
import { shopListMessages } from './messages';
import { PhotoViewer } from './photo-viewer';

/** The list's photo, small, and a tap away from the whole screen to zoom in. */
function ListPhoto({ listId, number }: { listId: string; number: string }) {
  const t = useMessages(shopListMessages);
  const [open, setOpen] = useState(false);
  const read = useQuery(listMediaQuery(listId, 'photo'), queryClient);
  if (read.isPending) return <p className="small mb-2">{t.loadingMedia}</p>;
  const media = read.data;
  if (!media) return <p className="small text-body-secondary mb-2">{t.photoGone}</p>;
  const alt = t.photoOf({ number });
  return (
    <>
      <button type="button" className="list-photo-thumb" onClick={() => setOpen(true)}>
        <img src={media.data} alt={alt} width={160} />
        <span className="list-photo-open">{t.openPhoto}</span>
      </button>
      {open && <PhotoViewer src={media.data} alt={alt} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The list's voice note, to play. */
function ListVoice({ listId, seconds }: { listId: string; seconds: number }) {
  const t = useMessages(shopListMessages);
  const code = useMessages(locale);
  const read = useQuery(listMediaQuery(listId, 'voice'), queryClient);
  const label = t.voiceOf({ length: clockOf(seconds, code) });
  if (read.isPending) return <p className="small mb-2">{t.loadingMedia}</p>;
  if (!read.data) return <p className="small text-body-secondary mb-2">{t.voiceGone}</p>;
  return (
    <div className="list-voice">
      <span className="small fw-semibold">{label}</span>
      <audio controls preload="metadata" src={read.data.data} aria-label={label} />
    </div>
  );
}

/**
 * What the customer sent: the photo (zoomable), the voice note (to play) and
 * the lines they typed, each read only when the list has it.
 */
export function ListContents({
  list,
}: {
  list: Pick<ShopList, 'number' | 'photo' | 'voice' | 'text'> & { id: string };
}) {
  const t = useMessages(shopListMessages);
  return (
    <div className="list-contents">
      {(list.photo || list.voice) && (
        <div className="list-media">
          {list.photo && <ListPhoto listId={list.id} number={list.number} />}
          {list.voice && <ListVoice listId={list.id} seconds={list.voice.seconds} />}
          <p className="small text-body-secondary mb-0 w-100">{t.noMediaLeft}</p>
        </div>
      )}
      {list.text && (
        <blockquote className="list-typed mb-0">
          <span className="visually-hidden">{t.typed}: </span>
          {list.text}
        </blockquote>
      )}
    </div>
  );
}
