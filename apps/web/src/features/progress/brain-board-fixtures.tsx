/**
 * Brains as the API answers them, for My Progress's tests: every field from game-rules'
 * `describeBrain`, as the server builds them.
 */
import type { BrainSchema } from '@nervus/contracts';
import { describeBrain, type LadderRole } from '@nervus/game-rules';
import { I18nProvider } from '@nervus/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { onTestFinished } from 'vitest';
import { i18n } from '../../i18n/index.js';
import { anId } from '../../test/factories.js';
import { testQueryClient } from '../../test/render.js';

export type Brain = v.InferOutput<typeof BrainSchema>;

export function aBrain(role: LadderRole, score: number): Brain {
  return { id: `${role}-brain`, user_id: anId(1), ...describeBrain(role, score) };
}

/**
 * A component alone, with the app's words and a query client, for tests on fake timers (no
 * router: its first render waits on a real tick). A visitor: no session, no calls.
 */
export function renderAlone(ui: ReactNode) {
  onTestFinished(cleanup);
  const client = testQueryClient();
  // A wrapper, so that a rerender keeps it.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  return render(ui, { wrapper });
}
