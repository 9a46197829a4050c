import { useId, useState } from 'react';
import { useTranslation } from './i18n.js';
import {
  checkImageDimensions,
  checkImageFile,
  displayFileName,
  type ImageLimits,
  type ImageProblem,
} from './image-checks.js';

export interface ImageInputProps extends ImageLimits {
  readonly label: string;
  /** Called with a file that passed every check. */
  readonly onChange: (file: File | null) => void;
  /** Reads an image's size; the browser's decoder by default. */
  readonly measure?: (file: File) => Promise<{ width: number; height: number }>;
}

async function browserMeasure(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** An image file: images only, bounded size and dimensions, its name shown cut to 30 characters. */
export function ImageInput({
  label,
  onChange,
  measure = browserMeasure,
  ...limits
}: ImageInputProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [name, setName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const message = (p: ImageProblem | 'processing') =>
    p === 'processing'
      ? t('component.image.processing')
      : p.kind === 'type'
        ? t('component.image.type')
        : p.kind === 'size'
          ? t('component.image.size', { size: p.mb })
          : t('component.image.dimensions', { width: p.width, height: p.height });

  const accept = async (file: File | undefined) => {
    setProblem(null);
    if (!file) {
      setName(null);
      onChange(null);
      return;
    }
    const early = checkImageFile(file, limits);
    if (early) {
      setProblem(message(early));
      onChange(null);
      return;
    }
    try {
      const { width, height } = await measure(file);
      const late = checkImageDimensions(width, height, limits);
      if (late) {
        setProblem(message(late));
        onChange(null);
        return;
      }
    } catch {
      setProblem(message('processing'));
      onChange(null);
      return;
    }
    setName(displayFileName(file.name));
    onChange(file);
  };

  return (
    <div className="nv-field">
      <label className="nv-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        onChange={(e) => void accept(e.target.files?.[0])}
      />
      {name ? <span className="nv-hint">{name}</span> : null}
      {problem ? (
        <span className="nv-error" role="alert">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
