import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../port/errors';
import { queryClient } from '../../data/query-client';
import { shopQrQuery, useSaveShopQr } from '../../data/shop-qr-photo';
import { useMessages } from '../../lib/i18n';
import { qrPhotoMessages } from './messages';
import { shrinkPhoto } from './shrink-photo';
import { FileButton } from '../../components/file-button';

type Said = { kind: 'done'; text: string } | { kind: 'problem'; text: string } | null;

/**
 * A shop's photo of its printed UPI QR code: the one kept, a button to pick
 * another (shrunk here, saved by the server at once) and one to take it
 * away. Its vendor and an admin see the same.
 */
export function QrPhotoField({ shopId, shopName }: { shopId: string; shopName: string }) {
  const t = useMessages(qrPhotoMessages);
  const { data: qr } = useQuery(shopQrQuery(shopId), queryClient);
  const save = useSaveShopQr(shopId);
  const [shrinking, setShrinking] = useState(false);
  const [said, setSaid] = useState<Said>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setSaid(null);
    setShrinking(true);
    let image: string | null;
    try {
      image = await shrinkPhoto(file);
    } catch {
      setSaid({ kind: 'problem', text: t.notAPhoto });
      return;
    } finally {
      setShrinking(false);
    }
    if (!image) {
      setSaid({ kind: 'problem', text: t.tooDetailed });
      return;
    }
    try {
      await save.mutateAsync(image);
      setSaid({ kind: 'done', text: t.saved });
    } catch (error) {
      setSaid({ kind: 'problem', text: messageOf(error) });
    }
  };

  const remove = async () => {
    setSaid(null);
    try {
      await save.mutateAsync('');
      setSaid({ kind: 'done', text: t.removed });
    } catch (error) {
      setSaid({ kind: 'problem', text: messageOf(error) });
    }
  };

  const busy = shrinking || save.isPending;
  return (
    <div className="qr-photo-field mb-3">
      <h3 className="h6 fw-bold mb-1">{t.title}</h3>
      <p className="small text-body-secondary mb-2">{t.lead}</p>
      {qr ? (
        <img
          className="upi-shop-qr mb-2"
          src={qr.image}
          alt={t.current({ shop: shopName })}
          width={160}
        />
      ) : (
        <p className="small mb-2">{t.none}</p>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <FileButton
          label={shrinking ? t.shrinking : t.choose}
          accept="image/*"
          disabled={busy}
          onFile={(file) => void pick(file)}
        />
        {qr && (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={busy}
            onClick={() => void remove()}
          >
            {save.isPending && save.variables === '' ? t.removing : t.remove}
          </button>
        )}
      </div>
      {said && (
        <p
          className={`small mb-0 mt-2 ${said.kind === 'done' ? 'text-success' : 'text-danger'}`}
          role={said.kind === 'done' ? 'status' : 'alert'}
        >
          {said.text}
        </p>
      )}
    </div>
  );
}
