// The dashboard's top-left panel: greeting (with its callsign editor), search form, heat switch,
// status line, and whatever the dashboard adds below (the share and export controls).
// The input is type="text" rather than "search": it keeps the textbox role and has no
// browser-drawn clear button competing with the theme.
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { AGENT_COUNT_CHOICES, MAX_QUERY_LENGTH } from '../../../../shared/limits.ts';
import { useFocusOnArrival } from '../../../hooks/useFocusOnArrival.ts';
import type { StatusTypewriter } from '../statusTypewriter.ts';
import { CallsignEditor } from './CallsignEditor.tsx';
import { StatusLine } from './StatusLine.tsx';

const PLACEHOLDER = 'Enter city or keyword...';

export interface SearchPanelProps {
  user: string;
  onUserChange(user: string): void;
  query: string;
  onQueryChange(query: string): void;
  /** The search box lost focus: the visitor has moved on to the count, the heat switch or Search. */
  onQueryLeft?(): void;
  onSearch(): void;
  /** Agents per search: one of AGENT_COUNT_CHOICES, or another count a mission link asked for. */
  count: number;
  onCountChange(count: number): void;
  showHeat: boolean;
  onToggleHeat(): void;
  status: StatusTypewriter;
  /** Shown under the status line. */
  children?: ReactNode;
}

/** The choices offered, plus the current count when a link asked for one that is not among them. */
function countChoices(current: number): number[] {
  const choices: number[] = [...AGENT_COUNT_CHOICES];
  if (!choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

export function SearchPanel(props: SearchPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const countId = useId();
  useFocusOnArrival(heading);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSearch();
  };

  return (
    <section className="panel" aria-labelledby="dashboard-heading">
      <div className="panel__greeting">
        <h1 id="dashboard-heading" className="panel__title" ref={heading} tabIndex={-1}>
          Welcome {props.user} — The Silent Directory
        </h1>
        <CallsignEditor user={props.user} onChange={props.onUserChange} />
      </div>
      <form className="panel__form" role="search" onSubmit={submit}>
        <input
          className="input"
          type="text"
          name="q"
          value={props.query}
          onChange={(event) => props.onQueryChange(event.target.value)}
          onBlur={props.onQueryLeft}
          placeholder={PLACEHOLDER}
          aria-label={PLACEHOLDER}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
        <div className="panel__buttons">
          <button className="button" type="submit">
            Search
          </button>
          <button
            className="button button--toggle"
            type="button"
            aria-pressed={props.showHeat}
            onClick={props.onToggleHeat}
          >
            Toggle Heat Map
          </button>
          <label className="panel__count" htmlFor={countId}>
            Agents
            <select
              id={countId}
              className="select"
              name="n"
              value={props.count}
              onChange={(event) => props.onCountChange(Number(event.target.value))}
            >
              {countChoices(props.count).map((choice) => (
                <option key={choice} value={choice}>
                  {choice.toLocaleString('en')}
                </option>
              ))}
            </select>
          </label>
        </div>
      </form>
      <StatusLine typewriter={props.status} />
      {props.children}
    </section>
  );
}
