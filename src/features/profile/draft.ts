// Kept while the profile forms move onto useForm (src/ui/use-form.ts), which holds these now.
export { followSaved, isDirty, startDraft, type Draft } from '../../ui/form-state';
