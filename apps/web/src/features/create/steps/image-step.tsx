import { ImageInput, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { imagesQueryOptions, useUploadChallengeImage } from '../queries.js';
import type { StepProps } from './step-props.js';
import '../../../i18n/create.en.js';

/** The picture: an upload, or one of six from the gallery (credited to its photographer). */
export function ImageStep({ form, update }: StepProps) {
  const { t } = useTranslation();
  const keywords = [
    ...form.challenge.tags,
    ...form.challenge.question_title.split(/\s+/).filter((w) => w.length > 4),
  ]
    .slice(0, 6)
    .join(',');
  const gallery = useQuery(imagesQueryOptions(keywords));
  const upload = useUploadChallengeImage();
  return (
    <>
      <ImageInput
        label={t('create.upload')}
        maxMb={20}
        onChange={(file) => {
          if (!file) return;
          upload.mutate(file, {
            onSuccess: (url) =>
              update((f) => {
                f.challenge.primary_image = url;
                f.challenge.image_credit = null;
              }),
          });
        }}
      />
      {upload.isPending ? <p role="status">{t('create.processing')}</p> : null}
      {upload.isError ? (
        <p role="alert" className="nv-error">
          {t('create.imageError')}
        </p>
      ) : null}
      <h3>{t('create.gallery')}</h3>
      {gallery.isPending ? <p role="status">{t('create.fetchingImage')}</p> : null}
      {gallery.isError ? (
        <p role="alert" className="nv-error">
          {t('create.imageError')}
        </p>
      ) : null}
      {gallery.data?.length === 0 ? <p>{t('create.noImages')}</p> : null}
      <ul className="app-create-images">
        {(gallery.data ?? []).map((image) => {
          const chosen = form.challenge.primary_image === image.full;
          return (
            <li key={image.full}>
              <button
                type="button"
                className="app-create-image"
                aria-pressed={chosen}
                aria-label={t('create.chooseImage', { user: image.user.name })}
                onClick={() =>
                  update((f) => {
                    f.challenge.primary_image = image.full;
                    f.challenge.image_credit = {
                      source: image.source,
                      user: image.user.name,
                      link: image.user.link,
                    };
                  })
                }
              >
                <img src={image.small} alt="" width={400} height={225} loading="lazy" />
                {chosen ? (
                  <span className="app-create-check" aria-hidden="true">
                    ✓
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
