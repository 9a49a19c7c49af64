import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../data/query-client';
import { useMessages } from '../../../lib/i18n';
import { payByUpiMessages } from './messages';

/**
 * The QR code of a `upi://pay` link, drawn in the browser: the QR library is
 * imported only here, when a computer shows "Pay by UPI", so no other screen
 * loads it. Each dark module is one unit square of a single path.
 */
export function UpiQr({ link, label }: { link: string; label: string }) {
  const t = useMessages(payByUpiMessages);
  const qr = useQuery(
    {
      queryKey: ['upi-qr', link],
      queryFn: async () => (await import('uqr')).encode(link, { border: 2, ecc: 'M' }),
      staleTime: Infinity,
      gcTime: 60_000,
    },
    queryClient,
  );
  if (qr.isPending) return <p className="small text-body-secondary">{t.drawingQr}</p>;
  if (qr.isError) return <p className="small text-danger">{t.qrFailed}</p>;
  const { size, data } = qr.data;
  const modules = data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      className="upi-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={size * 6}
      height={size * 6}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={modules} fill="#000" />
    </svg>
  );
}
