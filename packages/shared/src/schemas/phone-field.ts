import { z } from 'zod';
import { normalisePhone } from '../phone.js';
import { V } from './fields.js';

/**
 * A phone number in any common format; stored in E.164 with the leading plus. Its own module, as
 * the phone metadata it checks against (about 24 KB compressed) should reach only the web pages
 * whose forms have a phone field (issue 15): the schemas using it are marked pure, so a page that
 * does not use them does not bundle them.
 */
export const phoneField = z
  .string({ error: V.required })
  .check(
    z.trim(),
    z.minLength(1, { error: V.required }),
    z.maxLength(30, { error: V.phoneInvalid }),
    z.refine((value) => normalisePhone(value) !== null, { error: V.phoneInvalid }),
  )
  .transform((value) => normalisePhone(value) ?? value);
