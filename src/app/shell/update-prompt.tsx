import { useMessages } from '../../lib/i18n';
import { shellMessages } from '../messages';
import { pendingUpdate } from './update-state';

/** "A new version is ready — Reload": shown once a new deployment has downloaded. */
export function UpdatePrompt() {
  const t = useMessages(shellMessages);
  const activate = useMessages(pendingUpdate);
  if (!activate) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t.newVersionReady}</span>
      <button type="button" className="btn btn-sm btn-light" onClick={activate}>
        {t.reload}
      </button>
    </div>
  );
}
