/**
 * The catalyst's open challenge detail at its own address: the Top 3 picker under the header. The
 * picker (its lists, picks and their writes) loads apart from the frame, which shows first.
 */
import { lazyPart } from '../../lib/lazy-part.js';
import { useDetailChallenge } from './catalyst-detail.js';
import { Part } from './part-loading.js';

const Top3Picker = lazyPart(() => import('../challenge/top3.js').then((m) => m.Top3Picker));

export function CatalystDetailOverview() {
  const challenge = useDetailChallenge();
  return (
    <Part>
      <Top3Picker challenge={challenge} />
    </Part>
  );
}
