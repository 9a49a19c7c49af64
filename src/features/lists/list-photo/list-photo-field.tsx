import { useState } from 'react';
import { FileButton } from '../../../components/file-button';
import { Icon } from '../../../components/icons';
import { LIST_PHOTO_BYTES_MAX, LIST_PHOTO_SIDE_MAX } from '../../../lib/limits';
import { useMessages } from '../../../lib/i18n';
import { shrinkPhoto, type PhotoBounds } from '../../../widgets/qr-photo/shrink-photo';
import { listPhotoMessages } from './messages';
import { TitledSection } from '../../../components/titled-section';

/**
 * A list's photo as the server keeps it: its longer side at most
 * `LIST_PHOTO_SIDE_MAX` pixels (smaller when a busy page needs it, still
 * readable) and at most `LIST_PHOTO_BYTES_MAX` bytes.
 */
export const listPhotoBounds: PhotoBounds = {
  sides: [LIST_PHOTO_SIDE_MAX, 1200, 900],
  bytes: LIST_PHOTO_BYTES_MAX,
};

// Drawn here, not in icons.tsx (part of the first paint): only /sendList takes photos.
const CameraIcon = () => (
  <Icon>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </Icon>
);

type Problem = 'notAPhoto' | 'tooDetailed' | null;

/**
 * The photo of a list: the camera on a phone (`capture`), or a photo chosen
 * from the phone; shrunk here to what the server keeps, shown, and taken
 * again or removed. `photo` is the shrunk photo's data address, or null.
 */
export function ListPhotoField({
  photo,
  onPhoto,
  error,
  disabled = false,
}: {
  photo: string | null;
  onPhoto: (photo: string | null) => void;
  /** Why the list needs one (a pharmacy's), when it is sent without. */
  error?: string | undefined;
  disabled?: boolean;
}) {
  const t = useMessages(listPhotoMessages);
  const [shrinking, setShrinking] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  const pick = async (file: File) => {
    setProblem(null);
    setShrinking(true);
    try {
      const shrunk = await shrinkPhoto(file, listPhotoBounds);
      if (shrunk) onPhoto(shrunk);
      else setProblem('tooDetailed');
    } catch {
      setProblem('notAPhoto');
    } finally {
      setShrinking(false);
    }
  };

  const busy = disabled || shrinking;
  const said = problem ? t[problem] : error;
  return (
    <TitledSection look="part" className="list-photo" title={t.title}>
      <p className="small text-body-secondary mb-2">{t.lead}</p>
      {photo && <img className="list-photo-preview mb-2" src={photo} alt={t.taken} width={240} />}
      {shrinking && (
        <p className="small mb-2" role="status">
          {t.shrinking}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <FileButton
          label={
            <>
              <CameraIcon /> {photo ? t.again : t.take}
            </>
          }
          accept="image/*"
          capture="environment"
          className={photo ? 'btn btn-outline-primary' : 'btn btn-primary'}
          invalid={Boolean(error) && !photo}
          disabled={busy}
          onFile={(file) => void pick(file)}
        />
        {!photo && (
          <FileButton
            label={t.choose}
            accept="image/*"
            disabled={busy}
            onFile={(file) => void pick(file)}
          />
        )}
        {photo && (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={busy}
            onClick={() => {
              setProblem(null);
              onPhoto(null);
            }}
          >
            {t.remove}
          </button>
        )}
      </div>
      {said && (
        <p className="text-danger small mb-0 mt-2" role="alert">
          {said}
        </p>
      )}
    </TitledSection>
  );
}
