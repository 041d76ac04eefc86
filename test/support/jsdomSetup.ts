import { TextDecoder, TextEncoder } from 'node:util';
// MUI X reads these, which jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder });
