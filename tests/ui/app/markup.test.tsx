// The screens' markup as a browser would receive it (rendered with react-dom/server in Node): the
// accessible names, input types and structure that keyboard, screen-reader and browser tests rely on.
import type { ReactElement } from 'react';
import type { Resolution } from '../../../src/shared/types.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AgentDetails } from '../../../src/ui/features/profile/components/AgentDetails.tsx';
import { AgentTable } from '../../../src/ui/features/results/components/AgentTable.tsx';
import { AgentResults } from '../../../src/ui/mission/agentResults.ts';
import type { SortSpec } from '../../../src/ui/mission/sortSpec.ts';
import { ResolvedPlace } from '../../../src/ui/features/search/components/ResolvedPlace.tsx';
import { SearchPanel } from '../../../src/ui/features/search/components/SearchPanel.tsx';
import { ShareControls } from '../../../src/ui/features/share/components/ShareControls.tsx';
import { StatusLine } from '../../../src/ui/features/search/components/StatusLine.tsx';
import { LoginRoute } from '../../../src/ui/app/routes/LoginRoute.tsx';
import { ProfileRoute } from '../../../src/ui/app/routes/ProfileRoute.tsx';
import { sleep } from '../../../src/ui/features/search/sleep.ts';
import { createStatusTypewriter } from '../../../src/ui/features/search/statusTypewriter.ts';
import { makeAgent, makeV2Agent, PARIS_RESOLUTION } from '../fakes/fakeDirectoryClient.ts';

function render(element: ReactElement, path = '/'): string {
  return renderToStaticMarkup(<Router ssrPath={path}>{element}</Router>);
}

/** The attributes of every `<tag …>` in `html`, in document order. */
function elements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries([...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );
}

function typewriter(message: string, animate = false) {
  return createStatusTypewriter({ sleep, random: () => 0, now: Date.now, animate: () => animate }, message);
}

describe('login screen', () => {
  const html = render(<LoginRoute />);

  it('shows the title, the tagline and a GeoNames credit', () => {
    expect(html).toContain('<h1 class="brand" tabindex="-1">The Silent Directory</h1>');
    expect(html).toContain('Enter the shadows to proceed...');
    expect(html).toMatch(/GeoNames<\/a> \(<a [^>]*>CC BY 4\.0<\/a>\)/);
  });

  it('has a named username box and a real password input', () => {
    expect(elements(html, 'input')).toEqual([
      expect.objectContaining({
        placeholder: 'Username',
        'aria-label': 'Username',
        autoComplete: 'username',
        name: 'username',
      }),
      expect.objectContaining({
        type: 'password',
        placeholder: 'Password',
        'aria-label': 'Password',
        autoComplete: 'current-password',
        name: 'password',
      }),
    ]);
    expect(elements(html, 'input')[0]).not.toHaveProperty('type');
    expect(html).toContain('<button class="button button--primary" type="submit">ENTER DIRECTORY</button>');
  });

  it('has no form action to fall back on', () => {
    expect(html).toMatch(/<form class="login">/);
  });
});

describe('search panel', () => {
  const html = render(
    <SearchPanel
      user="<b>Mallory</b>"
      onUserChange={() => {}}
      query=""
      onQueryChange={() => {}}
      onSearch={() => {}}
      count={12}
      onCountChange={() => {}}
      showHeat={false}
      onToggleHeat={() => {}}
      status={typewriter('Idle — ready.')}
    />,
  );

  it('greets the stored user as text, never as HTML', () => {
    expect(html).toContain('Welcome &lt;b&gt;Mallory&lt;/b&gt; — The Silent Directory</h1>');
    expect(html).not.toContain('<b>Mallory</b>');
  });

  it('names the search box by its placeholder and submits as a form', () => {
    expect(html).toMatch(/<form class="panel__form" role="search">/);
    expect(elements(html, 'input')).toEqual([
      expect.objectContaining({
        type: 'text',
        placeholder: 'Enter city or keyword...',
        'aria-label': 'Enter city or keyword...',
      }),
    ]);
    expect(html).toContain('<button class="button" type="submit">Search</button>');
  });

  it('offers the agent counts, 12 chosen', () => {
    const options = [...html.matchAll(/<option value="(\d+)"( selected="")?>([^<]*)<\/option>/g)].map((m) => [
      m[1],
      m[3],
      m[2] !== undefined,
    ]);
    expect(options).toEqual([
      ['12', '12', true],
      ['100', '100', false],
      ['1000', '1,000', false],
      ['10000', '10,000', false],
      ['100000', '100,000', false],
    ]);
    expect(html).toMatch(/<label class="panel__count" for="([^"]+)">Agents<select id="\1"/);
  });

  it('makes the heat switch a toggle button, off at first', () => {
    expect(html).toMatch(
      /<button class="button button--toggle" type="button" aria-pressed="false">Toggle Heat Map<\/button>/,
    );
  });

  it('offers "Edit callsign" beside the greeting, outside the heading', () => {
    expect(html).toMatch(
      /<\/h1><div class="callsign"><button class="button button--icon" type="button" aria-label="Edit callsign" title="Edit callsign"><span aria-hidden="true">✎<\/span><\/button>/,
    );
  });

  it('shows what the dashboard adds under the status line', () => {
    const withChildren = render(
      <SearchPanel
        user="Agent"
        onUserChange={() => {}}
        query=""
        onQueryChange={() => {}}
        onSearch={() => {}}
        count={12}
        onCountChange={() => {}}
        showHeat={false}
        onToggleHeat={() => {}}
        status={typewriter('Idle — ready.')}
      >
        <p>extra</p>
      </SearchPanel>,
    );
    expect(withChildren).toMatch(/role="status"[^>]*>Idle — ready\.<\/p><\/div><p>extra<\/p><\/section>$/);
  });
});

describe('share controls', () => {
  const names = [
    'Copy Link',
    'Export CSV',
    'Export JSON',
    'Export GeoJSON',
    'Export vCard',
    'Export Parquet',
    'Export XLSX',
    'Export SQL',
  ];
  const buttons = (html: string) =>
    [...html.matchAll(/<button [^>]*?(disabled="")?>([^<]*)<\/button>/g)].map((m) => [
      m[2],
      m[1] !== undefined,
    ]);

  it('is a named group whose eight buttons are disabled while there is no finished mission', () => {
    const html = render(<ShareControls mission={null} />);
    expect(html).toMatch(/^<div class="share" role="group" aria-label="Share and export"/);
    expect(buttons(html)).toEqual(names.map((name) => [name, true]));
    // A polite live region, not a second role="status": the panel's status line is the status.
    expect(html).toContain('<p class="share__message" aria-live="polite"></p>');
    expect(html).not.toContain('role="status"');
  });

  it('offers the SQL dialects in a labelled choice, PostgreSQL first as in the CLI', () => {
    const html = render(<ShareControls mission={null} />);
    const [, id = '', options = ''] =
      /<label class="share__dialect" for="([^"]+)">SQL dialect<select id="\1"[^>]*>(.*?)<\/select>/.exec(
        html,
      ) ?? [];
    expect(id).not.toBe('');
    expect(
      [...options.matchAll(/<option value="([^"]+)"( selected="")?>([^<]*)</g)].map((m) => [
        m[1],
        m[3],
        m[2] !== undefined,
      ]),
    ).toEqual([
      ['postgres', 'PostgreSQL', true],
      ['mysql', 'MySQL', false],
      ['sqlite', 'SQLite', false],
    ]);
  });

  it('enables them for a finished mission', () => {
    const results = AgentResults.fromAgents([makeAgent()]);
    const html = render(
      <ShareControls
        mission={{ query: 'paris', seed: '1', version: 2, count: 1, resolution: PARIS_RESOLUTION, results }}
      />,
    );
    expect(buttons(html)).toEqual(names.map((name) => [name, false]));
  });
});

describe('resolved place', () => {
  const porto: Resolution = {
    kind: 'city',
    label: 'Porto, Portugal',
    pin: 'city:2735943',
    rule: 'name',
    places: 1,
    alternatives: [
      { kind: 'city', label: 'Porto Alegre, Brazil', pin: 'city:3452925' },
      { kind: 'city', label: 'Porto-Novo, Benin', pin: 'city:2392087' },
    ],
  };

  it('says nothing, and offers nothing, before the plan arrives', () => {
    const html = render(<ResolvedPlace resolution={null} onChoose={() => {}} />);
    expect(html).toBe(
      '<div class="resolved"><p class="resolved__line" tabindex="-1" aria-live="polite"></p></div>',
    );
  });

  it('names the place politely (not a second status) and offers the others as buttons in a named group', () => {
    const html = render(<ResolvedPlace resolution={porto} onChoose={() => {}} />);
    expect(html).toContain('aria-live="polite">Resolved: Porto, Portugal</p>');
    expect(html).not.toContain('role="status"');
    const group = elements(html, 'div').find((div) => div.role === 'group');
    const label = /<span class="resolved__label" id="([^"]+)">Other places<\/span>/.exec(html);
    expect(label?.[1]).toBeDefined();
    expect(group?.['aria-labelledby']).toBe(label?.[1]);
    expect(
      [...html.matchAll(/<button class="button button--small" type="button">([^<]*)<\/button>/g)].map(
        (m) => m[1],
      ),
    ).toEqual(['Porto Alegre, Brazil', 'Porto-Novo, Benin']);
  });

  it('has no group when there is no other place to offer', () => {
    const html = render(
      <ResolvedPlace
        resolution={{ ...porto, kind: 'country', label: 'Italy', places: 9, alternatives: [] }}
        onChoose={() => {}}
      />,
    );
    expect(html).toContain('>Italy — agents in 9 places</p>');
    expect(html).not.toContain('role="group"');
    expect(html).not.toContain('<button');
  });

  it('says why the resolver read the query so, under the place, only when it says', () => {
    const why = '“lyons” is another spelling of Lyon, France (522,969 people); runner-up: …';
    const html = render(<ResolvedPlace resolution={{ ...porto, why }} onChoose={() => {}} />);
    expect(html).toContain(`<p class="resolved__why">Why: ${why}</p>`);
    expect(html.indexOf('resolved__why')).toBeGreaterThan(html.indexOf('resolved__line'));
    expect(render(<ResolvedPlace resolution={porto} onChoose={() => {}} />)).not.toContain('resolved__why');
  });
});

describe('status line', () => {
  it('announces the whole message and hides the typed copy from screen readers', () => {
    const status = typewriter('Scanning directory for "Paris"...', true);
    const html = render(<StatusLine typewriter={status} />);
    expect(html).toContain(
      '<p class="visually-hidden" role="status" aria-live="polite">Scanning directory for &quot;Paris&quot;...</p>',
    );
    // Animated: nothing typed yet, but the live region already holds the whole message.
    expect(html).toMatch(
      /<p class="status__typed" aria-hidden="true"><span class="status__prompt">&gt;<\/span> <span/,
    );
  });

  it('shows the message whole when motion is reduced', () => {
    const html = render(<StatusLine typewriter={typewriter('Search complete.')} />);
    expect(html).toMatch(
      /aria-hidden="true"><span class="status__prompt">&gt;<\/span> Search complete\.<span/,
    );
  });
});

describe('results table', () => {
  const table = (
    results: AgentResults | null,
    revealed = results?.length ?? 0,
    sort: SortSpec | null = null,
  ) =>
    render(
      <AgentTable
        results={results}
        mission={null}
        revealed={revealed}
        running={false}
        sort={sort}
        onSortChange={() => {}}
      />,
    );

  it('is named Agents with the agreed column headers, each a sort button', () => {
    const html = table(null);
    expect(html).toContain('<caption class="results__caption">Agents</caption>');
    const headers = [
      ...html.matchAll(
        /<th scope="col" aria-sort="none"><button type="button" class="results__sort">([^<]*)</g,
      ),
    ].map((m) => m[1]);
    expect(headers).toEqual([
      'Codename',
      'Full Name',
      'Profession',
      'Nationality',
      'City',
      'Email',
      'Phone',
      'Agency',
    ]);
    expect(html).not.toContain('agent-count');
  });

  it('makes each codename a link to /profile, one row per revealed agent in order, and counts them', () => {
    const results = AgentResults.fromAgents(
      ['Quiet Raven', 'Grey Wolf', 'Not Yet'].map((codename) => makeAgent({ codename })),
    );
    const html = table(results, 2);
    expect(
      [...html.matchAll(/<a href="\/profile" class="results__codename">([^<]*)<\/a>/g)].map((m) => m[1]),
    ).toEqual(['Quiet Raven', 'Grey Wolf']);
    expect(html).toContain('>2 agents</p>');
    expect(html).toContain('aria-rowcount="3"');
    expect(html).not.toContain('No agents yet');
  });

  it('fills each row’s cells in the order of its headers', () => {
    const agent = makeAgent({
      codename: 'c-1',
      fullName: 'f-2',
      profession: 'p-3',
      nationality: 'n-4',
      city: 'y-5',
      email: 'e-6',
      phone: 'h-7',
      agency: 'a-8',
    });
    const html = table(AgentResults.fromAgents([agent]));
    const row = /<tr class="results__row[^"]*" aria-rowindex="2"[^>]*>(.*?)<\/tr>/.exec(html)?.[1] ?? '';
    expect([...row.matchAll(/<td>(?:<a[^>]*>)?([^<]*)/g)].map((m) => m[1])).toEqual([
      'c-1',
      'f-2',
      'p-3',
      'n-4',
      'y-5',
      'e-6',
      'h-7',
      'a-8',
    ]);
  });

  it('renders only the first screenful of a large result, with a spacer for the rest', () => {
    const results = AgentResults.fromAgents(
      Array.from({ length: 5000 }, (_, i) => makeAgent({ codename: `Agent ${i}` })),
    );
    const html = table(results);
    const rows = [...html.matchAll(/<tr class="results__row[^"]*" aria-rowindex="(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toBe(2);
    expect(html).toContain('>5,000 agents</p>');
    expect(html).toMatch(/<tr aria-hidden="true" class="results__spacer" style="height:\d+px">/);
  });

  it('shows rows in the sorted order, marking the sorted column', () => {
    const results = AgentResults.fromAgents(['b', 'C', 'a'].map((codename) => makeAgent({ codename })));
    const html = table(results, 3, { field: 'codename', direction: 'descending' });
    expect(
      [...html.matchAll(/<a href="\/profile" class="results__codename">([^<]*)<\/a>/g)].map((m) => m[1]),
    ).toEqual(['C', 'b', 'a']);
    expect(html).toContain('aria-sort="descending"><button type="button" class="results__sort">Codename');
  });
});

describe('profile', () => {
  /** Spec §2's profile fields, in its order, then the coordinates. */
  const PROFILE_V1_TERMS = [
    'Full Name',
    'Codename',
    'Profession',
    'Agency',
    'Email',
    'Phone',
    'Nationality',
    'City',
    'Address',
    'Coordinates',
  ];

  it('lists the spec fields in order, with coordinates to 4 decimals', () => {
    const html = render(<AgentDetails agent={makeAgent({ lat: 48.85661, lng: -2.352219 })} />);
    const terms = [...html.matchAll(/<dt>([^<]*)<\/dt>/g)].map((m) => m[1]);
    expect(terms).toEqual(PROFILE_V1_TERMS);
    expect(html).toContain('<dt>Coordinates</dt><dd>48.8566, -2.3522</dd>');
  });

  it('shows the native-script name under the Latin one when there is one', () => {
    const html = render(
      <AgentDetails agent={makeAgent({ fullName: 'Yamada Taro', nativeName: '山田 太郎' })} />,
    );
    const terms = [...html.matchAll(/<dt>([^<]*)<\/dt>/g)].map((m) => m[1]);
    expect(terms.slice(0, 3)).toEqual(['Full Name', 'Native Name', 'Codename']);
    expect(html).toContain('<dt>Native Name</dt><dd>山田 太郎</dd>');
  });

  it('lists a version 2 agent’s fields after the coordinates, codes in words', () => {
    const html = render(<AgentDetails agent={makeV2Agent()} />);
    const pairs = [...html.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]]);
    expect(pairs.map(([term]) => term).slice(0, 10)).toEqual(PROFILE_V1_TERMS);
    expect(pairs.slice(10)).toEqual([
      ['Sex', 'Female'],
      ['Birth Date', '1990-04-12'],
      ['Age', '36'],
      ['Username', 'ada.moreau'],
      ['Street', '12 Rue de Rivoli'],
      ['Postcode', '75001'],
      ['Region', 'Île-de-France'],
      ['Phone Kind', 'Fiction range (reserved for drama)'],
      ['Time Zone', 'Europe/Paris'],
    ]);
  });

  it('says Male and a valid number in words, shows an age of 0, and leaves out an empty postcode and region', () => {
    const html = render(
      <AgentDetails
        agent={makeV2Agent({ sex: 'male', phoneKind: 'valid', age: 0, postcode: '', region: '' })}
      />,
    );
    expect(html).toContain('<dt>Sex</dt><dd>Male</dd>');
    expect(html).toContain('<dt>Phone Kind</dt><dd>Valid in the national plan</dd>');
    expect(html).toContain('<dt>Age</dt><dd>0</dd>');
    expect(html).not.toContain('<dt>Postcode</dt>');
    expect(html).not.toContain('<dt>Region</dt>');
  });

  it('shows none of the version 2 fields for a version 1 agent', () => {
    const html = render(<AgentDetails agent={makeAgent()} />);
    const terms = [...html.matchAll(/<dt>([^<]*)<\/dt>/g)].map((m) => m[1]);
    expect(terms).toEqual(PROFILE_V1_TERMS);
    for (const label of [
      'Sex',
      'Birth Date',
      'Age',
      'Username',
      'Street',
      'Postcode',
      'Region',
      'Phone Kind',
      'Time Zone',
    ]) {
      expect(terms).not.toContain(label);
    }
  });

  it('says "No Agent Data" without navigation state, and still offers the way back', () => {
    const html = render(<ProfileRoute />, '/profile');
    expect(html).toMatch(/<h1 id="profile-heading"[^>]*>No Agent Data<\/h1>/);
    expect(html).toContain('<button type="button" class="button">← Return to Directory</button>');
    // Nothing to save without an agent.
    expect(html).not.toContain('Download vCard');
  });
});
