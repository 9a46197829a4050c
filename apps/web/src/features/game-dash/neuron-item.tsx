/**
 * One line of the player's neurons (the Game Dash's tab and the notifications page): a module of
 * its own, so the notifications page does not load the Game Dash's tab and its reads and writes.
 */
import { useTranslation } from '@nervus/ui-kit';
import { type Neuron, relativeTime, signedPoints } from '../game/neuron-line.js';
import { NeuronSentence } from '../game/neuron-sentence.js';
import '../../i18n/game-dash.en.js';

/** One neuron: its signed points, why in words (its challenge linked) and how long ago. */
export function NeuronLine({
  neuron,
  now,
  onLeave,
}: {
  neuron: Neuron;
  now: number;
  onLeave?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="app-neuron-line">
      <span className="nv-badge" data-tone={neuron.points >= 0 ? 'success' : 'danger'}>
        {t('dash.points', { points: signedPoints(neuron.points), count: Math.abs(neuron.points) })}
      </span>
      <NeuronSentence neuron={neuron} {...(onLeave ? { onLeave } : {})} />
      <time className="nv-hint" dateTime={neuron.created_at}>
        {relativeTime(neuron.created_at, now)}
      </time>
    </li>
  );
}
