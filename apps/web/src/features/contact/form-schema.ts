/** The contact form's schema, imported at the form's first check (components/ui/schema-form.tsx). */
export { contactSchema } from '@tradewise/shared';
