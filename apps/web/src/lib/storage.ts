/** Web storage that never throws (private browsing and disabled storage simply forget). */
function safe(area: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        area().setItem(key, value);
      } catch {
        // Storage unavailable: the value lives only as long as the page.
      }
    },
    remove(key: string): void {
      try {
        area().removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}

/** localStorage: kept across visits. */
export const storage = safe(() => window.localStorage);

/** sessionStorage: kept for the tab (a reload, a trip to another page), gone with it. */
export const sessionStore = safe(() => window.sessionStorage);
