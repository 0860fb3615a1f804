import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` give up after 1 s by default; a result screen's first render takes
// 0.6 s on a quiet machine and twice that on a 2-core CI box that runs other suites alongside.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// jsdom gives `<wbr>` no display, which Testing Library's accessible names take for a block (a
// space around it); browsers lay it out inline.
document.head.insertAdjacentHTML('beforeend', '<style>wbr { display: inline; }</style>');
