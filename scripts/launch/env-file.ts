/** A NAME=value line of a .env file (comments and blank lines are not). */
const setting = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/;

function unquoted(value: string): string {
  const trimmed = value.trim();
  const quote = trimmed[0];
  if ((quote === '"' || quote === "'") && trimmed.endsWith(quote) && trimmed.length > 1) {
    return trimmed.slice(1, -1);
  }
  return trimmed.replace(/\s+#.*$/, '');
}

/** The settings a .env text holds, as Vite reads them. */
export function readEnvText(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = setting.exec(line);
    if (match?.[1] !== undefined) values[match[1]] = unquoted(match[2] ?? '');
  }
  return values;
}

/**
 * `text` with each of `wanted` set: each line already naming it gets the
 * new value in place, a missing one is added at the end; every other line (a
 * setting or a comment someone wrote) stays as it was.
 */
export function withSettings(text: string, wanted: Record<string, string>): string {
  const seen = new Set<string>();
  const lines = text === '' ? [] : text.replace(/\r?\n$/, '').split(/\r?\n/);
  const kept = lines.map((line) => {
    const name = setting.exec(line)?.[1];
    if (name === undefined || !(name in wanted)) return line;
    seen.add(name);
    return `${name}=${wanted[name] ?? ''}`;
  });
  for (const [name, value] of Object.entries(wanted)) {
    if (!seen.has(name)) kept.push(`${name}=${value}`);
  }
  return `${kept.join('\n')}\n`;
}
