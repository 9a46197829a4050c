/**
 * The edit sub-page of the catalyst's open challenge detail: the challenge feature's Edit Details
 * form and its copy into a new draft. The form (its inputs, image and tags, the creation rules'
 * words and the writes) loads apart from the detail's frame, which shows first.
 */
import { Card } from '@nervus/ui-kit';
import { lazyPart } from '../../lib/lazy-part.js';
import { useDetailParams } from './catalyst-detail.js';
import { Part } from './part-loading.js';

const EditDetailsPage = lazyPart(() =>
  import('../challenge/edit-page.js').then((m) => m.EditDetailsPage),
);

export function CatalystEdit() {
  const { challenge } = useDetailParams();
  return (
    <Part>
      <Card padding="lg">
        <EditDetailsPage challengeKey={challenge} />
      </Card>
    </Part>
  );
}
