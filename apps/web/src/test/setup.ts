import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait on a condition; the ceiling is only for a condition that never
// comes. Testing Library's 1 s ceiling failed tests whose route took longer to load on a busy CI
// machine (the API and Storybook suites run beside this one).
configure({ asyncUtilTimeout: 15_000 });
