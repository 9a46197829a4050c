/** The catalyst's open challenges in advanced mode: a table of the game's numbers. */
import { useTranslation } from '@nervus/ui-kit';
import {
  CatalystListHeader,
  CreateLink,
  DetailLink,
  ListEmpty,
  listStats,
  ModeSwitch,
  useCatalystList,
} from './catalyst-lists.js';
import { DashTable } from './dash-parts.js';
import { day } from './dates.js';
import '../../i18n/dashboard-lists.en.js';

export function AdvancedModeList() {
  const { t } = useTranslation();
  const list = useCatalystList('open');
  const caption = t('dashboardLists.catalyst.tableCaption');
  return (
    <section aria-labelledby="page-title" className="dash-page">
      <CatalystListHeader
        title={t('dashboardLists.catalyst.openTitle')}
        lead={t('dashboardLists.catalyst.openLead')}
        actions={
          <>
            <ModeSwitch current="advanced-mode" />
            {list.length > 0 ? <CreateLink /> : null}
          </>
        }
        stats={listStats(list, true)}
      />
      {list.length === 0 ? (
        <ListEmpty
          icon="flag"
          title={t('dashboardLists.catalyst.noneOpenTitle')}
          text={t('dashboardLists.catalyst.noneOpen')}
          action={<CreateLink />}
        />
      ) : (
        <DashTable label={caption}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboardLists.col.challenge')}</th>
              <th scope="col">{t('dashboardLists.col.ends')}</th>
              <th scope="col">{t('dashboardLists.col.ideas')}</th>
              <th scope="col">{t('dashboardLists.col.ratings')}</th>
              <th scope="col">{t('dashboardLists.col.mentoring')}</th>
              <th scope="col">{t('dashboardLists.col.challengeRating')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <DetailLink item={item} mode="advanced-mode" />
                </th>
                <td>{day(item.duration_end)}</td>
                <td>{item.ideas}</td>
                <td>{item.ratings}</td>
                <td>{item.mentoring}</td>
                <td>{item.challenge_rating ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </DashTable>
      )}
    </section>
  );
}
