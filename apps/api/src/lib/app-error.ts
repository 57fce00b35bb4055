import { ERROR_CODES, type ErrorCode, type FieldError } from '@tradewise/shared';
import { englishMessage } from './messages.js';

/** An error the API answers on purpose: a stable code, its status and the English text. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: FieldError[],
  ) {
    super(message ?? englishMessage(`errors.${code}`));
    this.status = ERROR_CODES[code];
  }
}
