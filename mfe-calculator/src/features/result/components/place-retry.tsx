import { href, useLanguage, WordBreaks } from '@snowday/shared-i18n';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import '../../../components/text-input.css';
import { toShareQuery, type ResultQuery } from '../model/result-query';

/**
 * A place the weather service does not know, corrected where it is said
 * (docs/product/result-page.md#failures): the place as typed, in a box the visitor can edit, and
 * Calculate, which asks again with the rest of the question as it was. It is a real form, so it
 * works before the app has taken the page over too.
 */
export function PlaceRetry({ query }: { query: ResultQuery }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const navigate = useNavigate();
  const [location, setLocation] = useState(query.location);
  const id = useId();
  // Everything but the place, as the link had it: the school type, the snow days, a name, units.
  const kept = [...toShareQuery(query)].filter(([name]) => name !== 'location');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (location.trim() === '') return;
    void navigate(href(language, 'result', toShareQuery({ ...query, location: location.trim() })));
  };
  return (
    <form
      className="place-retry"
      action={href(language, 'result')}
      method="get"
      onSubmit={onSubmit}
      data-testid="place-retry"
    >
      <label className="place-retry__label" htmlFor={id}>
        <WordBreaks text={t('form.location')} />
      </label>
      <input
        id={id}
        className="calc-input"
        name="location"
        type="text"
        autoComplete="on"
        enterKeyHint="go"
        spellCheck={false}
        required
        placeholder={t('form.locationPlaceholder')}
        value={location}
        onChange={(event) => setLocation(event.target.value)}
      />
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button place-retry__submit">
        <WordBreaks text={t('form.submit')} />
      </button>
    </form>
  );
}
