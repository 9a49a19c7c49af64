/**
 * A link that opens a place in the phone's maps app (Google Maps' universal
 * search URL: the app where installed, the website otherwise). Empty parts
 * are left out; everything is encoded.
 */
export function mapsSearchUrl(...parts: readonly string[]): string {
  const query = parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
