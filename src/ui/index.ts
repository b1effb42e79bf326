export { Button, buttonClass } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { Field, TextAreaField, PasswordField, Checkbox } from './Field';
export { Banner } from './Banner';
export { Spinner } from './Spinner';
export { Modal } from './Modal';
export { Icon } from './Icon';
export type { IconName } from './Icon';
// FormBits is imported by path (ui/FormBits), not from here: its stylesheet then loads with the
// screens that use it, not with every screen that imports a button.
export { errorText, failureOf } from './feedback';
export type { Failure, Feedback } from './feedback';
export { useAction } from './use-action';
export type { ActionState, FieldErrors } from './use-action';
