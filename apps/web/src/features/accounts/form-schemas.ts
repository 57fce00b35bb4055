/**
 * The schemas of this feature's forms, imported by each form at its first check (`SchemaSource`,
 * components/ui/schema-form.tsx): zod is then not in the code the page needs to show itself.
 */
export { clientRegisterSchema, loginSchema, tradespersonRegisterSchema } from '@tradewise/shared';
