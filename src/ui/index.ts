export { Button, buttonClass } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { Field, TextAreaField, PasswordField, Checkbox } from './Field';
export { Banner } from './Banner';
export { Spinner } from './Spinner';
export { Modal } from './Modal';
export { Icon } from './Icon';
export type { IconName } from './Icon';
