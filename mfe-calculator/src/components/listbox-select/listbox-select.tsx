import { WordBreaks } from '@snowday/shared-i18n';
import { useRef, type MouseEvent, type Ref } from 'react';
import { useListboxSelect, type SelectOption } from './use-listbox-select';
import './listbox-select.css';

export type { SelectOption };

/** The list closes 100 ms after a choice (docs/product/inputs.md#form). */
export const CLOSE_DELAY_MS = 100;

export interface ListboxSelectProps<V extends string> {
  /** Id of the combobox; the listbox and options derive theirs from it. */
  id: string;
  /** Id of the visible label element. */
  labelId: string;
  options: readonly SelectOption<V>[];
  value: V;
  onChange: (value: V) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
  closeDelayMs?: number;
  ref?: Ref<HTMLDivElement>;
}

const optionId = (id: string, index: number) => `${id}-option-${index}`;

// Keeps focus on the combobox while an option is clicked (APG: focus never enters the list).
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** An accessible custom dropdown (APG select-only combobox), styled like the form's inputs. */
export function ListboxSelect<V extends string>(props: ListboxSelectProps<V>) {
  const { id, labelId, options, value, onChange, describedBy, invalid = false, ref } = props;
  const closeDelayMs = props.closeDelayMs ?? CLOSE_DELAY_MS;
  const rootRef = useRef<HTMLDivElement>(null);
  const select = useListboxSelect({ options, value, onChange, closeDelayMs, rootRef });
  const listboxId = `${id}-listbox`;
  return (
    <div className="listbox-select" ref={rootRef}>
      <div
        ref={ref}
        id={id}
        role="combobox"
        tabIndex={0}
        className="listbox-select__combobox"
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={select.open}
        aria-controls={listboxId}
        aria-activedescendant={select.open ? optionId(id, select.active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={select.toggle}
        onKeyDown={select.onKeyDown}
        onBlur={select.onBlur}
      >
        <span className="listbox-select__value">
          <WordBreaks text={options[select.selected]?.label ?? ''} />
        </span>
        <span className="listbox-select__chevron" aria-hidden="true" />
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!select.open}
        className="listbox-select__list"
        onMouseDown={keepFocus}
      >
        {options.map((option, index) => (
          // Keyboard use goes through the combobox (aria-activedescendant), as the APG pattern says.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.value}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === select.active}
            data-current={option.value === value || undefined}
            className="listbox-select__option"
            onClick={() => select.choose(index)}
          >
            <WordBreaks text={option.label} />
          </li>
        ))}
      </ul>
    </div>
  );
}
