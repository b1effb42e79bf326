// `--import` this to run, under tsx, modules written with Lingui's macro (lingui-node-loader.ts).
import { register } from 'node:module';

register('./lingui-node-loader.ts', import.meta.url);
