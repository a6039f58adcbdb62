// The dashboard's top-left panel: greeting, search form, heat switch and status line.
// The input is type="text" rather than "search": it keeps the textbox role and has no
// browser-drawn clear button competing with the theme.
import { useRef, type FormEvent } from 'react';
import { useFocusOnArrival } from '../hooks/useFocusOnArrival.ts';
import { MAX_QUERY_LENGTH } from '../search/missionUrl.ts';
import type { StatusTypewriter } from '../search/statusTypewriter.ts';
import { StatusLine } from './StatusLine.tsx';

const PLACEHOLDER = 'Enter city or keyword...';

export interface SearchPanelProps {
  user: string;
  query: string;
  onQueryChange(query: string): void;
  onSearch(): void;
  showHeat: boolean;
  onToggleHeat(): void;
  status: StatusTypewriter;
}

export function SearchPanel(props: SearchPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSearch();
  };

  return (
    <section className="panel" aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className="panel__title" ref={heading} tabIndex={-1}>
        Welcome {props.user} — The Silent Directory
      </h1>
      <form className="panel__form" role="search" onSubmit={submit}>
        <input
          className="input"
          type="text"
          name="q"
          value={props.query}
          onChange={(event) => props.onQueryChange(event.target.value)}
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
        </div>
      </form>
      <StatusLine typewriter={props.status} />
    </section>
  );
}
