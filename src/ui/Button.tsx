import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  block?: boolean;
}

export function Button({ variant = 'primary', size = 'md', block = false, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, block, className)} {...rest} />;
}

/** Links that look like buttons (router links, anchors) share the same classes. */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'md' | 'lg' = 'md', block = false, extra?: string): string {
  return ['btn', `btn--${variant}`, size === 'lg' ? 'btn--lg' : '', block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}
