import { useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import { type Neuron, neuronText } from './neuron-line.js';

/** A neuron's reason in words, its challenge's title linking to the challenge. */
export function NeuronSentence({ neuron, onLeave }: { neuron: Neuron; onLeave?: () => void }) {
  const { t } = useTranslation();
  const text = neuronText(t, neuron);
  return (
    <span>
      {text.before}
      {text.challenge ? (
        <Link
          to="/challenges/$challenge"
          params={{ challenge: text.challenge.slug }}
          {...(onLeave ? { onClick: onLeave } : {})}
        >
          {text.challenge.title}
        </Link>
      ) : null}
      {text.after}
    </span>
  );
}
