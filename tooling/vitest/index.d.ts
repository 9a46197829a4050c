import type { ViteUserConfig } from 'vitest/config';

export declare function packageConfig(overrides?: ViteUserConfig): ViteUserConfig;
