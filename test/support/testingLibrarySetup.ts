import { configure } from '@testing-library/react';
// findBy*/waitFor wait up to 5 s (default 1 s): lazy pages load their chunks first, slower on a busy machine.
configure({ asyncUtilTimeout: 5000 });
