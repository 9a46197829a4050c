/**
 * The idea-entry form of an open challenge's Ideas tab (behind its entry-fee gate), apart from
 * the tab: only a signed-in player who is not the catalyst gets it, so its form, image upload,
 * meme canvas and money gate load for them alone (`tab-panels.tsx`).
 */
import type { Challenge } from '@nervus/contracts';
import {
  Card,
  Form,
  ImageInput,
  SubmitButton,
  Textarea,
  TextInput,
  useForm,
  useTranslation,
} from '@nervus/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { EntryGate } from '../money/entry-gate.js';
import { isCaptionChallenge } from './caption.js';
import { MemeCanvas, type MemeCanvasHandle } from './meme-canvas.js';
import { enterIdea, uploadChallengeImage } from './mutations.js';
import '../../i18n/challenge.en.js';
import '../../i18n/meme.en.js';
import { imageSources } from '../../lib/images.js';

/** The form behind the challenge's entry gate (a fee to pay first, if it has one). */
export function GatedEnterIdea({ challenge }: { challenge: Challenge }) {
  return (
    <EntryGate challenge={challenge} kind="idea">
      <EnterIdea challenge={challenge} />
    </EntryGate>
  );
}

export function EnterIdea({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [earned, setEarned] = useState<number | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const meme = useRef<MemeCanvasHandle>(null);
  const caption = isCaptionChallenge(challenge);
  const titleLabel = caption ? t('meme.caption') : t('challenge.ideaTitle');
  const form = useForm({
    initial: { title: '', description: '', purpose: '' },
    fields: {
      title: { label: titleLabel, required: true },
      description: { label: t('challenge.ideaDescription'), required: true },
    },
    action: async (values) => {
      let primaryImage = image;
      if (caption) {
        // The meme is uploaded before the idea; a failed upload is only reported, the caption
        // still counts.
        const png = await meme.current?.toPng();
        if (png)
          primaryImage = await uploadChallengeImage(png, 'meme', 'meme.png').catch(
            (error: unknown) => {
              console.error('meme upload failed', error);
              return null;
            },
          );
      }
      const answer = await enterIdea(client, challenge.id, {
        title: values.title,
        description: values.description,
        purpose: values.purpose || null,
        primary_image: primaryImage,
      });
      setEarned(answer.data.neurons_earned);
      form.set('title', '');
      form.set('description', '');
      form.set('purpose', '');
      setImage(null);
      return answer;
    },
  });
  return (
    <Card as="section" aria-labelledby="enter-idea" padding="lg">
      <h2 id="enter-idea" className="nv-flush-top">
        {t('challenge.enter')}
      </h2>
      <p className="nv-hint">
        {t('challenge.hiddenUntilClose', { max: challenge.max_user_ideas })}
      </p>
      {earned !== null ? (
        <p role="status" className="nv-alert" data-tone="success">
          {t('challenge.entered', { count: earned })}
        </p>
      ) : null}
      <Form form={form} label={t('challenge.enter')}>
        <TextInput
          label={titleLabel}
          name="title"
          required
          maxLength={180}
          value={form.values.title}
          onChange={(v) => form.set('title', v)}
          error={form.errorOf('title')}
        />
        {caption ? (
          <MemeCanvas ref={meme} image={challenge.primary_image} caption={form.values.title} />
        ) : null}
        <Textarea
          label={t('challenge.ideaDescription')}
          name="description"
          required
          maxLength={5000}
          value={form.values.description}
          onChange={(v) => form.set('description', v)}
          error={form.errorOf('description')}
        />
        <Textarea
          label={t('challenge.ideaPurpose')}
          name="purpose"
          maxLength={1000}
          value={form.values.purpose}
          onChange={(v) => form.set('purpose', v)}
          error={form.errorOf('purpose')}
        />
        {caption ? null : (
          <>
            <ImageInput
              label={t('challenge.ideaImage')}
              maxMb={20}
              onChange={async (file) => {
                setImageProblem(null);
                if (!file) return setImage(null);
                setUploading(true);
                try {
                  setImage(await uploadChallengeImage(file, 'idea', file.name));
                } catch {
                  setImageProblem(t('challenge.ideaImageError'));
                } finally {
                  setUploading(false);
                }
              }}
            />
            {uploading ? <p role="status">{t('challenge.ideaImageUploading')}</p> : null}
            {imageProblem ? (
              <p role="alert" className="nv-error">
                {imageProblem}
              </p>
            ) : null}
            {image ? (
              <img
                {...imageSources(image, '240px')}
                alt=""
                width={240}
                height={160}
                className="app-cover"
              />
            ) : null}
          </>
        )}
        {uploading ? null : <SubmitButton form={form}>{t('challenge.submitIdea')}</SubmitButton>}
      </Form>
    </Card>
  );
}
