import { settingsProblem } from '../../config/env';
import { backendKind } from '../../backend';

export function DemoBanner() {
  if (backendKind !== 'demo' && !settingsProblem) return null;
  return (
    <div className="demo-banner" role="note">
      {settingsProblem ? `Settings problem: ${settingsProblem} ` : ''}
      Demo mode — data stays in this browser
    </div>
  );
}
