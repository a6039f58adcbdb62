import { describe, expect, it } from 'vitest';
import { LONDON } from '../../../../src/ui/features/map/constants.ts';
import { buildAgentLayers, LAYER_ID } from '../../../../src/ui/features/map/layers.ts';
import { retainLayers } from '../../../../src/ui/features/map/retainLayers.ts';
import { NO_POINTS, toAgentPoints, toLinkPaths } from '../../../../src/ui/features/map/points.ts';
import { parisAgents } from './agents.ts';

const points = toAgentPoints(parisAgents(12));
const complete = buildAgentLayers({
  markers: points,
  links: toLinkPaths(points, LONDON),
  dashedLinks: true,
  heat: points,
});
// A new search starts: lines cleared, heat held back until it completes.
const searching = buildAgentLayers({ markers: NO_POINTS, links: null, dashedLinks: true, heat: null });

const summary = (layers: ReturnType<typeof retainLayers>) =>
  layers.map((layer) => `${layer.id}:${layer.props.visible === false ? 'hidden' : 'shown'}`);

describe('retainLayers', () => {
  it('keeps a layer that drops out, hidden, with what it held, instead of letting deck finalize it', () => {
    const handed = retainLayers(searching, complete);
    expect(summary(handed)).toEqual(['agent-heat:hidden', 'agent-links:hidden', 'agents:shown']);
    const heat = handed.find((layer) => layer.id === LAYER_ID.heat);
    const before = complete.find((layer) => layer.id === LAYER_ID.heat);
    // Same class and same data: deck sees a visibility change, nothing to rebuild or upload.
    expect(heat?.constructor).toBe(before?.constructor);
    expect(heat?.props.data).toBe(before?.props.data);
  });

  it('shows a retained layer again when it is built again, once', () => {
    const hidden = retainLayers(searching, complete);
    expect(summary(retainLayers(complete, hidden))).toEqual([
      'agent-heat:shown',
      'agent-links:shown',
      'agents:shown',
    ]);
  });

  it('keeps hidden layers hidden, as they were, while they stay out', () => {
    const hidden = retainLayers(searching, complete);
    const again = retainLayers(searching, hidden);
    expect(summary(again)).toEqual(summary(hidden));
    expect(again[0]).toBe(hidden[0]);
  });

  it('adds nothing when nothing was shown before', () => {
    expect(retainLayers(complete, [])).toEqual(complete);
  });
});
