/** A stored file as read back. */
export interface StoredFile {
  body: Buffer;
  contentType: string;
  size: number;
}

export interface Storage {
  /** Writes (or replaces) the file at `key`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}
