import { Autocomplete, useTranslation } from '@nervus/ui-kit';
import { useState } from 'react';
import { PLACES } from '../places.js';
import '../../../i18n/create.en.js';

/** The place a local-civics question is about, from a local list of places. */
export function LocationSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  return (
    <>
      <Autocomplete
        label={t('create.location')}
        items={PLACES}
        value={text}
        onChange={setText}
        onSelect={onChange}
      />
      <p className="nv-hint">{value || t('create.locationHint')}</p>
    </>
  );
}
