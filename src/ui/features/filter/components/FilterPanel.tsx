// The filter control (issue 20): narrows a finished mission by profession, agency and city, by
// nationality when its agents have more than one, and by cell in a linked mission (issue 47). A select
// per field, each listing the mission's own values with how many agents have them, so nothing can be
// typed that matches no one. Folded under its summary until wanted; unfolding it is what codes the
// mission's values (MissionIntents.prepareFilter), so a mission nobody filters never pays for that. The
// coding and matching behind it are this feature's too (agentFilter.ts); the owner runs them on its
// intents.
import { memo, type ChangeEvent } from 'react';
import { FIELD_LABELS } from '../../../../shared/agentFields.ts';
import {
  FILTER_FIELDS,
  isFiltering,
  NO_FILTER,
  type AgentFilter,
  type Facet,
  type Facets,
  type FilterField,
} from '../../../mission/filterSpec.ts';
import type { FinishedMission } from '../../../mission/missionStore.ts';

export interface FilterPanelProps {
  /** The finished mission; null while there is none (or its search is running). */
  mission: FinishedMission | null;
  filter: AgentFilter;
  facets: Facets | null;
  /** The agents the filter keeps; null when it keeps all. */
  matches: Uint32Array | null;
  onPrepare(): void;
  onChange(filter: AgentFilter): void;
}

/**
 * Nationality is offered only when it tells agents apart, the cell only when the mission has cells (a
 * linked one); either stays when a link already filters by it.
 */
function shownFields(facets: Facets, filter: AgentFilter): readonly FilterField[] {
  return FILTER_FIELDS.filter((field) => {
    if (filter[field] !== undefined) return true;
    if (field === 'nationality') return facets.nationality.values.length > 1;
    if (field === 'cellId') return facets.cellId.values.some((value) => value !== '');
    return true;
  });
}

const COUNT_FORMAT = new Intl.NumberFormat('en');

/**
 * A field's options with their counts. They change only with the mission, so they are made once per facet,
 * not at every change of the filter: a profession's list alone is a few hundred options, and making them
 * again took about 8 ms of a filter change on 100,000 agents (issue 20's target for the whole change is
 * 100 ms).
 */
const FacetOptions = memo(function FacetOptions({ facet }: { facet: Facet }) {
  // No value (an agent above the cells' level has no cell) is not a choice: "All" is the empty value.
  return facet.values.map((option, at) =>
    option === '' ? null : (
      <option key={option} value={option}>
        {option} ({COUNT_FORMAT.format(facet.counts[at] ?? 0)})
      </option>
    ),
  );
});

export function FilterPanel({ mission, filter, facets, matches, onPrepare, onChange }: FilterPanelProps) {
  const total = mission?.results.length ?? null;
  const kept = matches?.length ?? null;
  const filtering = isFiltering(filter);
  const choose = (field: FilterField) => (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.currentTarget;
    const others = Object.entries(filter).filter(([key]) => key !== field);
    onChange(Object.fromEntries(value === '' ? others : [...others, [field, value]]) as AgentFilter);
  };
  return (
    <details
      className="filter"
      open={filtering || undefined}
      onToggle={(event) => {
        if (event.currentTarget.open) onPrepare();
      }}
    >
      <summary className="filter__title">
        Filter
        {filtering && kept !== null && total !== null
          ? ` (${kept.toLocaleString('en')} of ${total.toLocaleString('en')})`
          : ''}
      </summary>
      {total === null ? (
        <p className="filter__note">Available once a search has completed.</p>
      ) : facets === null ? (
        <p className="filter__note">Reading the mission…</p>
      ) : (
        <div className="filter__fields" role="group" aria-label="Filter agents">
          {shownFields(facets, filter).map((field) => {
            const facet = facets[field];
            const value = filter[field];
            // A link's value the mission does not have stays visible, so the visitor sees why nothing matches.
            const missing = value !== undefined && !facet.values.includes(value);
            return (
              <label key={field} className="filter__field">
                <span>{FIELD_LABELS[field]}</span>
                <select className="input filter__select" value={value ?? ''} onChange={choose(field)}>
                  <option value="">All</option>
                  {missing && <option value={value}>{value} (0)</option>}
                  <FacetOptions facet={facet} />
                </select>
              </label>
            );
          })}
          <button
            type="button"
            className="button button--small"
            disabled={!filtering}
            onClick={() => onChange(NO_FILTER)}
          >
            Clear filter
          </button>
        </div>
      )}
    </details>
  );
}
