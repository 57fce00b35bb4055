/** The recovery request's schema, imported at the form's first check (components/ui/schema-form.tsx). */
export { passwordResetRequestSchema } from '@tradewise/shared';
