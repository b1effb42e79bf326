// A catalog imported by path is compiled by @lingui/vite-plugin at build time into its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
