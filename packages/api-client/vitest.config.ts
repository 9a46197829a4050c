import { packageConfig } from '@nervus/vitest-config';

export default packageConfig();
