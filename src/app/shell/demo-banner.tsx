import { settingsProblem } from '../../config/env';
import { backendKind } from '../../backend';

export function DemoBanner() {
  if (settingsProblem) {
    return (
      <div className="demo-banner" role="alert">
        Settings problem: {settingsProblem} Nothing can be saved until it is fixed.
      </div>
    );
  }
  if (backendKind !== 'demo') return null;
  return (
    <div className="demo-banner" role="note">
      Demo mode — data stays in this browser
    </div>
  );
}
