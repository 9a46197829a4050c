import type { Category } from '@nervus/contracts';
import { Button, TextInput, Tooltip, useTranslation } from '@nervus/ui-kit';
import { useMemo, useState } from 'react';
import '../../i18n/create.en.js';

interface Node {
  readonly category: Category;
  readonly path: readonly string[];
}

function flatten(list: readonly Category[], path: readonly string[] = []): Node[] {
  return list.flatMap((category) => [
    { category, path: [...path, category.name] },
    ...flatten(category.children, [...path, category.name]),
  ]);
}

/**
 * Tiles of the current level; a category with children drills down, a leaf is chosen. Back goes
 * up a level, All Categories to the top; the search finds leaves anywhere.
 */
export function CategoryPicker({
  tree,
  onChoose,
}: {
  tree: readonly Category[];
  onChoose: (leaf: Category) => void;
}) {
  const { t } = useTranslation();
  const [trail, setTrail] = useState<Category[]>([]);
  const [query, setQuery] = useState('');
  const all = useMemo(() => flatten(tree), [tree]);
  const level = trail.length > 0 ? (trail[trail.length - 1] as Category).children : tree;
  const q = query.trim().toLowerCase();
  const shown: Node[] = q
    ? all.filter(
        (n) => n.category.children.length === 0 && n.category.name.toLowerCase().includes(q),
      )
    : level.map((category) => ({ category, path: [...trail.map((c) => c.name), category.name] }));
  return (
    <div className="app-create-body">
      <div className="app-create-toolbar">
        <TextInput
          label={t('create.search')}
          name="category_search"
          type="search"
          value={query}
          onChange={setQuery}
        />
        {trail.length > 0 ? (
          <>
            <Button variant="secondary" onClick={() => setTrail(trail.slice(0, -1))}>
              {t('create.categoryBack')}
            </Button>
            <Button variant="ghost" onClick={() => setTrail([])}>
              {t('create.allCategories')}
            </Button>
          </>
        ) : null}
      </div>
      {trail.length > 0 && !q ? (
        <p className="app-create-trail">{trail.map((c) => c.name).join(' › ')}</p>
      ) : null}
      <ul className="app-create-tiles" aria-label={t('create.step.category')}>
        {shown.map(({ category, path }) => {
          const group = category.children.length > 0 && !q;
          return (
            <li key={category.id}>
              <Tooltip content={path.join(' > ')}>
                <button
                  type="button"
                  className="app-create-tile"
                  data-group={group || undefined}
                  onClick={() => {
                    if (group) setTrail([...trail, category]);
                    else onChoose(category);
                  }}
                >
                  {category.name}
                </button>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
