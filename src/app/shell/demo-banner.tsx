import { settingsProblem } from '../../config/env';
import { backendKind } from '../../backend/kind';
import { useMessages } from '../../lib/i18n';
import { shellMessages } from '../messages';

export function DemoBanner() {
  const t = useMessages(shellMessages);
  if (settingsProblem) {
    return (
      <div className="demo-banner" role="alert">
        {t.settingsProblem} {settingsProblem} {t.nothingSaved}
      </div>
    );
  }
  if (backendKind !== 'demo') return null;
  return (
    <div className="demo-banner" role="note">
      {t.demoMode}
    </div>
  );
}
