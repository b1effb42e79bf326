// The screens the bench renders in Node write their texts through Lingui (the macro compiled by
// scripts/lingui-node-loader.ts): they render inside an English provider, as the app does on a
// device that shows English.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement, type ReactElement } from 'react';

i18n.load('en', {});
i18n.activate('en');

export const inEnglish = (element: ReactElement): ReactElement => createElement(I18nProvider, { i18n }, element);
