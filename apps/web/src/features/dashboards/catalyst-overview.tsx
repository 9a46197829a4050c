/** The catalyst's open challenge detail at its own address: the Top 3 picker under the summary. */
import { Top3Picker } from '../challenge/top3.js';
import { useDetailChallenge } from './catalyst-detail.js';

export function CatalystDetailOverview() {
  return <Top3Picker challenge={useDetailChallenge()} />;
}
