import { configure } from '@testing-library/react';
// findBy*/waitFor wait up to 20 s (default 1 s): lazy pages compile and load their modules first,
// which on a loaded 2-core machine took close to 5 s. A wait ends as soon as the screen is there,
// so a long limit costs nothing when the test passes; it stays under jest's 30 s testTimeout.
configure({ asyncUtilTimeout: 20000 });
