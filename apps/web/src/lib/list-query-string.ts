/** The query string of a list call: only what differs from the server's defaults. */
export function listQueryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'number' || (typeof value === 'string' && value !== ''))
      params.set(key, String(value));
  }
  return params.toString();
}
