/** A board's first rows as a short list (a card's top five), the viewer's row marked. */
import type { BoardRow } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { BoardPlayer } from './board.js';
import { formatNeurons } from './format.js';
import '../../i18n/olympiads.en.js';

export function TopList({
  rows,
  meId,
  label,
}: {
  readonly rows: readonly BoardRow[];
  /** The viewer's id, to mark their row. */
  readonly meId: string | undefined;
  readonly label: string;
}) {
  const { t } = useTranslation();
  return (
    <ol className="olympiad-top" aria-label={label}>
      {rows.map((row) => {
        const own = row.user.id === meId;
        return (
          <li key={row.user.id} data-own={own || undefined}>
            <span className="olympiad-rank">{row.rank}</span>
            <span className="olympiad-player">
              <BoardPlayer user={row.user} />
              {own ? <span className="nv-visually-hidden"> ({t('olympiads.you')})</span> : null}
            </span>
            <span>{formatNeurons(row.neurons)}</span>
          </li>
        );
      })}
    </ol>
  );
}
